import Foundation

/// A cubic Bézier curve: evaluation, derivatives and splitting, the one place the outline
/// geometry does its curve arithmetic.
struct CubicBezier: Equatable {
    var p0: Point
    var p1: Point
    var p2: Point
    var p3: Point

    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        self.p0 = p0
        self.p1 = p1
        self.p2 = p2
        self.p3 = p3
    }

    /// A straight line as a cubic, its handles a third of the way along.
    init(line a: Point, _ b: Point) {
        self.init(a, a.lerp(b, 1.0 / 3), a.lerp(b, 2.0 / 3), b)
    }

    /// The quadratic `a`, `control`, `b` raised to a cubic (exactly the same curve).
    init(quadratic a: Point, _ control: Point, _ b: Point) {
        self.init(a, a.lerp(control, 2.0 / 3), b.lerp(control, 2.0 / 3), b)
    }

    func point(at t: Double) -> Point {
        let s = 1 - t
        let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    func derivative(at t: Double) -> Point {
        let s = 1 - t
        return ((p1 - p0) * (s * s) + (p2 - p1) * (2 * s * t) + (p3 - p2) * (t * t)) * 3
    }

    func secondDerivative(at t: Double) -> Point {
        ((p2 - p1 * 2 + p0) * (1 - t) + (p3 - p2 * 2 + p1) * t) * 6
    }

    var thirdDerivative: Point { (p3 - p2 * 3 + p1 * 3 - p0) * 6 }

    /// The two halves at `t` (de Casteljau).
    func split(at t: Double) -> (CubicBezier, CubicBezier) {
        let a = p0.lerp(p1, t), b = p1.lerp(p2, t), c = p2.lerp(p3, t)
        let d = a.lerp(b, t), e = b.lerp(c, t)
        let m = d.lerp(e, t)
        return (CubicBezier(p0, a, d, m), CubicBezier(m, e, c, p3))
    }

    /// The part of the curve between the parameters `a` and `b`, as a curve of its own.
    func portion(from a: Double, to b: Double) -> CubicBezier {
        if a <= 0 && b >= 1 { return self }
        var rest = self
        if a > 0 { rest = split(at: a).1 }
        guard b < 1 else { return rest }
        return rest.split(at: (b - a) / (1 - a)).0
    }

    var reversed: CubicBezier { CubicBezier(p3, p2, p1, p0) }

    func applying(_ transform: AffineTransform) -> CubicBezier {
        CubicBezier(transform.apply(p0), transform.apply(p1), transform.apply(p2), transform.apply(p3))
    }

    var points: [Point] { [p0, p1, p2, p3] }

    /// The largest distance between any two control points: the curve's scale, for relative
    /// tolerances.
    var size: Double {
        let all = points
        var largest = 0.0
        for i in 0 ..< 4 { for j in i + 1 ..< 4 { largest = max(largest, all[i].distance(to: all[j])) } }
        return largest
    }
}

extension CubicBezier {
    /// This curve's share of a closed contour's signed area (Green's theorem, ½∮x dy − y dx;
    /// positive counterclockwise in y-up axes). Three Gauss–Legendre nodes are exact for the
    /// degree-5 integrand.
    var areaContribution: Double {
        let nodes = [(0.5 - 0.5 * (0.6).squareRoot(), 5.0 / 18), (0.5, 8.0 / 18), (0.5 + 0.5 * (0.6).squareRoot(), 5.0 / 18)]
        return nodes.reduce(0) { sum, node in
            let p = point(at: node.0), d = derivative(at: node.0)
            return sum + node.1 * (p.x * d.y - p.y * d.x)
        } / 2
    }
}
