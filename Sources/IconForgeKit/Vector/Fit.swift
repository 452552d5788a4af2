/// A rectangle in pixels.
public struct Rect: Equatable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle shrunk by `amount` on every side (never below zero size).
    public func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount,
             width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }

    /// The smallest rectangle holding both this one and `other`.
    public func union(_ other: Rect) -> Rect {
        let left = min(x, other.x), top = min(y, other.y)
        return Rect(x: left, y: top, width: max(x + width, other.x + other.width) - left,
                    height: max(y + height, other.y + other.height) - top)
    }

    /// The area of this rectangle lying inside `other`.
    public func intersectionArea(with other: Rect) -> Double {
        let w = min(x + width, other.x + other.width) - max(x, other.x)
        let h = min(y + height, other.y + other.height) - max(y, other.y)
        return max(0, w) * max(0, h)
    }
}

/// Placement arithmetic, kept free of any drawing so it can be tested exactly.
public enum Fit {
    /// Scales a `width` x `height` box uniformly to fit inside `frame`, centred.
    public static func aspectFit(width: Double, height: Double, into frame: Rect) -> Rect {
        guard width > 0, height > 0 else { return Rect(x: frame.x, y: frame.y, width: 0, height: 0) }
        let scale = min(frame.width / width, frame.height / height)
        let w = width * scale, h = height * scale
        return Rect(x: frame.x + (frame.width - w) / 2, y: frame.y + (frame.height - h) / 2, width: w, height: h)
    }
}
