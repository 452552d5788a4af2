/// The alpha channel of an image: what a tab bar actually uses of an icon.
public struct AlphaPlane: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height` coverage values, 0 transparent to 255 opaque.
    public var values: [UInt8]

    public init(width: Int, height: Int, values: [UInt8]) {
        precondition(values.count == width * height, "value count does not match size")
        self.width = width
        self.height = height
        self.values = values
    }

    public subscript(x: Int, y: Int) -> UInt8 { values[y * width + x] }

    /// Total coverage in whole pixels (sum of alpha / 255).
    public var coverage: Double { Double(values.reduce(0) { $0 + Int($1) }) / 255 }

    /// Pixels with any coverage at all.
    public var inkPixelCount: Int { values.reduce(0) { $0 + ($1 > 0 ? 1 : 0) } }

    /// The largest per-pixel difference from `other`, or nil when sizes differ.
    public func maximumDifference(from other: AlphaPlane) -> Int? {
        guard width == other.width, height == other.height else { return nil }
        return zip(values, other.values).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    /// The mean per-pixel difference from `other`, or nil when sizes differ.
    public func meanDifference(from other: AlphaPlane) -> Double? {
        guard width == other.width, height == other.height else { return nil }
        guard !values.isEmpty else { return 0 }
        let total = zip(values, other.values).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        return Double(total) / Double(values.count)
    }

    /// The plane as 8-bit grey+alpha rows with a uniform white, as the classic
    /// tab-bar guidelines ask: only the alpha carries the picture.
    public var whiteGreyAlphaBytes: [UInt8] {
        values.withUnsafeBufferPointer { alpha in
            [UInt8](unsafeUninitializedCapacity: alpha.count * 2) { out, initialized in
                for i in 0 ..< alpha.count {
                    out[i * 2] = 255
                    out[i * 2 + 1] = alpha[i]
                }
                initialized = alpha.count * 2
            }
        }
    }
}
