/// Colour arithmetic for derived shades.
extension RGBA {
    public static let white = RGBA(255, 255, 255)
    public static let black = RGBA(0, 0, 0)

    /// This colour moved `amount` (0...1) of the way towards `other`, per channel, rounded.
    public func mixed(with other: RGBA, amount: Double) -> RGBA {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Double(a) + (Double(b) - Double(a)) * amount).rounded())))
        }
        return RGBA(mix(red, other.red), mix(green, other.green), mix(blue, other.blue), mix(alpha, other.alpha))
    }

    /// `rrggbb` in lower case, without `#` or alpha.
    public var hexDigits: String { String(RGBA(red, green, blue).hex.dropFirst()) }

    /// The largest difference of any channel from `other`.
    public func maximumChannelDifference(from other: RGBA) -> Int {
        [abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
         abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha))].max()!
    }
}
