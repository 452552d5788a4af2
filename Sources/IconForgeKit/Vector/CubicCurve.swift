import Foundation

/// One cubic Bézier curve: its points, length, and the piece between two parameters, for
/// splitting paths by length (`Dasher`). Lines and quadratics are cubics too.
struct CubicCurve {
    let p0, p1, p2, p3: Point
    /// Whether it is a straight line drawn at even speed (as `init(line:)` makes it).
    let isLine: Bool

    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
        let third = Self.lerp(p0, p3, 1 / 3), twoThirds = Self.lerp(p0, p3, 2 / 3)
        let scale = max(abs(p3.x - p0.x), abs(p3.y - p0.y), 1e-300)
        isLine = max(abs(p1.x - third.x), abs(p1.y - third.y), abs(p2.x - twoThirds.x), abs(p2.y - twoThirds.y))
            <= 1e-12 * scale
    }

    /// The straight line from `a` to `b`.
    init(line a: Point, _ b: Point) {
        self.init(a, Self.lerp(a, b, 1 / 3), Self.lerp(a, b, 2 / 3), b)
    }

    /// The quadratic with control point `c`, raised to a cubic (exactly).
    init(quad a: Point, _ c: Point, _ b: Point) {
        self.init(a, Self.lerp(a, c, 2 / 3), Self.lerp(b, c, 2 / 3), b)
    }

    func point(at t: Double) -> Point {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The derivative at `t`.
    func velocity(at t: Double) -> Point {
        let u = 1 - t
        let (a, b, c) = (3 * u * u, 6 * u * t, 3 * t * t)
        return Point(x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
                     y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
    }

    /// The length from parameter `t0` to `t1`, by 8-point Gauss-Legendre quadrature on each of
    /// a few spans (exact for lines, well under 1e-9 of the length for an icon's curves).
    func length(from t0: Double = 0, to t1: Double = 1) -> Double {
        if isLine { return hypot(p3.x - p0.x, p3.y - p0.y) * (t1 - t0) }
        let spans = 4
        var total = 0.0
        for span in 0 ..< spans {
            let a = t0 + (t1 - t0) * Double(span) / Double(spans), b = t0 + (t1 - t0) * Double(span + 1) / Double(spans)
            let half = (b - a) / 2, middle = (a + b) / 2
            for (x, w) in Self.gauss {
                for sign in [-1.0, 1.0] {
                    let v = velocity(at: middle + sign * half * x)
                    total += w * half * hypot(v.x, v.y)
                }
            }
        }
        return total
    }

    /// The parameter at which the curve has run `distance` from its start (0...length).
    func parameter(atLength distance: Double, total: Double) -> Double {
        guard distance > 0 else { return 0 }
        guard distance < total else { return 1 }
        if isLine { return distance / total }
        var low = 0.0, high = 1.0, t = distance / total
        for _ in 0 ..< 40 {
            let error = length(to: t) - distance
            if abs(error) <= 1e-12 * max(1, total) { return t }
            if error > 0 { high = t } else { low = t }
            // Newton's step where the curve moves, bisection where it would leave the bracket.
            let v = velocity(at: t), speed = hypot(v.x, v.y)
            let next = speed > 0 ? t - error / speed : .nan
            t = next > low && next < high ? next : (low + high) / 2
        }
        return t
    }

    /// The piece between parameters `t0` and `t1` (de Casteljau).
    func piece(from t0: Double, to t1: Double) -> CubicCurve {
        let right = split(at: t0).1
        guard t0 < 1 else { return CubicCurve(p3, p3, p3, p3) }
        return right.split(at: (t1 - t0) / (1 - t0)).0
    }

    private func split(at t: Double) -> (CubicCurve, CubicCurve) {
        let a = Self.lerp(p0, p1, t), b = Self.lerp(p1, p2, t), c = Self.lerp(p2, p3, t)
        let d = Self.lerp(a, b, t), e = Self.lerp(b, c, t), f = Self.lerp(d, e, t)
        return (CubicCurve(p0, a, d, f), CubicCurve(f, e, c, p3))
    }

    static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// Gauss-Legendre nodes (positive half) and weights, 8 points.
    private static let gauss: [(Double, Double)] = [
        (0.1834346424956498, 0.3626837833783620), (0.5255324099163290, 0.3137066458778873),
        (0.7966664774136267, 0.2223810344533745), (0.9602898564975363, 0.1012285362903763),
    ]
}
