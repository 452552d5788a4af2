import Foundation

/// The ranges a button's numbers must fall in. Every value is checked here before any of it
/// becomes pixels, so `1e300`, infinity or NaN from an option, the manifest or its `defaults:`
/// end in one line naming the setting instead of a trap converting them to whole pixels.
extension ButtonGeometry {
    /// A setting out of its range: its name as the manifest writes it, and why.
    public struct OutOfRange: Error, Equatable, Sendable, CustomStringConvertible {
        /// `height`, `width`, `radius` or `stroke-width`.
        public let key: String
        /// "must be between 0 and 512 points, not 1e+300".
        public let reason: String
        public var description: String { "\(key) \(reason)" }
    }

    public static let heightRange = 4.0 ... 1024
    public static let widthRange = 1.0 ... 4096
    public static let radiusRange = 0.0 ... 512
    public static let strokeWidthRange = 0.0 ... 16

    /// The first setting outside its range, or nil when every one is within it.
    public var outOfRange: OutOfRange? {
        if let problem = Self.check(height, Self.heightRange, "height") { return problem }
        if let width, let problem = Self.check(width, Self.widthRange, "width") { return problem }
        if let radius, let problem = Self.check(radius, Self.radiusRange, "radius") { return problem }
        return Self.check(strokeWidth, Self.strokeWidthRange, "stroke-width")
    }

    private static func check(_ value: Double, _ range: ClosedRange<Double>, _ key: String) -> OutOfRange? {
        if range.contains(value) { return nil }
        let shown = value.isFinite ? String(format: "%g", value) : (value.isNaN ? "nan" : "\(value)")
        return OutOfRange(key: key, reason: "must be between \(NumberText.decimal(range.lowerBound)) and "
            + "\(NumberText.decimal(range.upperBound)) points, not \(shown)")
    }

    /// `points` rounded up to whole points (less a hair, so 11.0000000001 stays 11), clamped so
    /// that no value, however far out of range, fails to convert: callers check `outOfRange` first.
    static func wholeUnits(_ points: Double) -> Int {
        guard points.isFinite else { return points > 0 ? wholeLimit : 0 }
        return Int(min(max(points - 1e-9, 0), Double(wholeLimit)).rounded(.up))
    }

    /// `points` rounded to the nearest whole, clamped the same way.
    static func nearestUnits(_ points: Double) -> Int {
        guard points.isFinite else { return points > 0 ? wholeLimit : 0 }
        return Int(min(max(points, 0), Double(wholeLimit)).rounded())
    }

    /// Far beyond any valid size, small enough that sums of a few never overflow.
    private static let wholeLimit = 1 << 24
}
