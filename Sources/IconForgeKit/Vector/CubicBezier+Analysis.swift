import Foundation

/// What the stroke outliner needs to know about a curve: its direction of travel, curvature,
/// inflections, cusps and bounds.
extension CubicBezier {
    /// Which way from a parameter a one-sided quantity looks.
    enum Side { case before, after }

    /// The unit direction of travel at `t`. Where the derivative vanishes (a handle on its end
    /// point, a cusp) it is the limit from `side`, as the curve leaves or arrives.
    func tangent(at t: Double, side: Side) -> Point? {
        let negligible = 1e-10 * max(size, .leastNormalMagnitude)
        let first = derivative(at: t)
        if first.length > negligible { return first.normalized }
        let second = secondDerivative(at: t)
        if second.length > negligible { return (side == .after ? second : -second).normalized }
        return thirdDerivative.normalized
    }

    /// Signed curvature at `t`: positive where the curve turns toward `perpendicular`.
    /// Infinite where the derivative vanishes.
    func curvature(at t: Double) -> Double {
        let d1 = derivative(at: t), d2 = secondDerivative(at: t)
        let speed = d1.length
        let turn = d1.cross(d2)
        guard speed > 0 else { return turn == 0 ? 0 : (turn > 0 ? .infinity : -.infinity) }
        return turn / (speed * speed * speed)
    }

    /// Parameters strictly inside (0, 1) where the curvature changes sign.
    var inflections: [Double] {
        // cross(B', B'') is a quadratic in t: three samples give it exactly.
        func f(_ t: Double) -> Double { derivative(at: t).cross(secondDerivative(at: t)) }
        let f0 = f(0), fh = f(0.5), f1 = f(1)
        let a = 2 * f1 + 2 * f0 - 4 * fh, b = f1 - f0 - a
        let scale = max(abs(f0), abs(fh), abs(f1))
        guard scale > 0 else { return [] }
        return Self.quadraticRoots(a / scale, b / scale, f0 / scale).filter { $0 > 1e-9 && $0 < 1 - 1e-9 }
    }

    /// Parameters strictly inside (0, 1) where the curve stops and turns back: the derivative
    /// vanishes (to a millionth of the curve's size) and the direction of travel reverses.
    var cusps: [Double] {
        let threshold = 3e-6 * size
        guard threshold > 0 else { return [] }
        let count = 64
        let speeds = (0 ... count).map { derivative(at: Double($0) / Double(count)).length }
        var found: [Double] = []
        for i in 1 ..< count where speeds[i] <= speeds[i - 1] && speeds[i] <= speeds[i + 1] {
            let t = Self.minimum(of: { derivative(at: $0).length }, in: Double(i - 1) / Double(count),
                                 Double(i + 1) / Double(count))
            guard t > 1e-9, t < 1 - 1e-9, derivative(at: t).length <= threshold,
                  let before = tangent(at: max(0, t - 1e-4), side: .before),
                  let after = tangent(at: min(1, t + 1e-4), side: .after), before.dot(after) < 0 else { continue }
            if let last = found.last, t - last < 1e-6 { continue }
            found.append(t)
        }
        return found
    }

    /// The tightest box holding the curve.
    var bounds: (min: Point, max: Point) {
        var ts: [Double] = [0, 1]
        for axis in [\Point.x, \Point.y] {
            // The derivative's component is a quadratic; its roots are the extremes.
            let a = p1[keyPath: axis] - p0[keyPath: axis], b = p2[keyPath: axis] - p1[keyPath: axis]
            let c = p3[keyPath: axis] - p2[keyPath: axis]
            ts += Self.quadraticRoots(a - 2 * b + c, 2 * (b - a), a).filter { $0 > 0 && $0 < 1 }
        }
        let points = ts.map(point(at:))
        return (Point(x: points.map(\.x).min()!, y: points.map(\.y).min()!),
                Point(x: points.map(\.x).max()!, y: points.map(\.y).max()!))
    }

    /// The real roots of a t² + b t + c, with the stable formula.
    static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        if abs(a) < 1e-12 {
            return abs(b) < 1e-12 ? [] : [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
        var roots = [q / a]
        if q != 0 { roots.append(c / q) }
        return roots.sorted()
    }

    /// Golden-section search for the minimum of `f` between `a` and `b`.
    static func minimum(of f: (Double) -> Double, in a: Double, _ b: Double) -> Double {
        var lo = a, hi = b
        let ratio = (5.0.squareRoot() - 1) / 2
        for _ in 0 ..< 60 {
            let m1 = hi - ratio * (hi - lo), m2 = lo + ratio * (hi - lo)
            if f(m1) < f(m2) { hi = m2 } else { lo = m1 }
        }
        return (lo + hi) / 2
    }
}
