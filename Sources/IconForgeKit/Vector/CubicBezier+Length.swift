import Foundation

/// A curve's length and the parameter a length along it reaches, for splitting paths by length
/// (`Dasher`).
extension CubicBezier {
    /// Whether it is a straight line drawn at even speed (as `init(line:)` makes it): its length
    /// and parameters are then exact without quadrature.
    var isLine: Bool {
        let third = p0.lerp(p3, 1.0 / 3), twoThirds = p0.lerp(p3, 2.0 / 3)
        let scale = max(abs(p3.x - p0.x), abs(p3.y - p0.y), 1e-300)
        return max(abs(p1.x - third.x), abs(p1.y - third.y), abs(p2.x - twoThirds.x), abs(p2.y - twoThirds.y))
            <= 1e-12 * scale
    }

    /// The length from parameter `t0` to `t1`, by 8-point Gauss-Legendre quadrature on each of
    /// four spans (well under 1e-9 of the length for an icon's curves).
    func length(from t0: Double = 0, to t1: Double = 1) -> Double {
        if isLine { return p0.distance(to: p3) * (t1 - t0) }
        let spans = 4
        var total = 0.0
        for span in 0 ..< spans {
            let a = t0 + (t1 - t0) * Double(span) / Double(spans), b = t0 + (t1 - t0) * Double(span + 1) / Double(spans)
            let half = (b - a) / 2, middle = (a + b) / 2
            for (x, w) in Self.gauss {
                total += w * half * (derivative(at: middle - half * x).length + derivative(at: middle + half * x).length)
            }
        }
        return total
    }

    /// The parameter at which the curve has run `distance` from its start; `total` is its length.
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
            let speed = derivative(at: t).length
            let next = speed > 0 ? t - error / speed : .nan
            t = next > low && next < high ? next : (low + high) / 2
        }
        return t
    }

    /// Gauss-Legendre nodes (positive half) and weights, 8 points.
    private static let gauss: [(Double, Double)] = [
        (0.1834346424956498, 0.3626837833783620), (0.5255324099163290, 0.3137066458778873),
        (0.7966664774136267, 0.2223810344533745), (0.9602898564975363, 0.1012285362903763),
    ]
}
