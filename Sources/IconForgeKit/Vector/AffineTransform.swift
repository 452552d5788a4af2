import Foundation

/// A 2D affine transform `[a c e; b d f]`, as SVG's `matrix(a b c d e f)`.
struct AffineTransform: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = AffineTransform()

    static func translate(_ x: Double, _ y: Double) -> AffineTransform { AffineTransform(e: x, f: y) }
    static func scale(_ x: Double, _ y: Double) -> AffineTransform { AffineTransform(a: x, d: y) }

    static func rotate(degrees: Double) -> AffineTransform {
        let r = degrees * .pi / 180
        return AffineTransform(a: cos(r), b: sin(r), c: -sin(r), d: cos(r))
    }

    var isIdentity: Bool { self == .identity }

    var isFinite: Bool { [a, b, c, d, e, f].allSatisfy(\.isFinite) }

    /// Whether it keeps shapes: a rotation, reflection, uniform scale and translation, so a circle
    /// stays a circle and a stroke keeps its width all round (within rounding).
    var isSimilarity: Bool {
        let x = a * a + b * b, y = c * c + d * d
        return abs(x - y) <= 1e-9 * max(x, y) && abs(a * c + b * d) <= 1e-9 * max(x, y) && x > 0
    }

    /// The inverse, or nil when it flattens the plane (or is not finite).
    var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let result = AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                     e: (c * f - d * e) / det, f: (b * e - a * f) / det)
        return result.isFinite ? result : nil
    }

    /// The box holding `rect` once mapped.
    func apply(_ rect: Rect) -> Rect {
        let corners = [Point(x: rect.x, y: rect.y), Point(x: rect.x + rect.width, y: rect.y),
                       Point(x: rect.x, y: rect.y + rect.height), Point(x: rect.x + rect.width, y: rect.y + rect.height)]
            .map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// `self` after `other`: points go through `other` first.
    func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * other.a + c * other.b, b: b * other.a + d * other.b,
                        c: a * other.c + c * other.d, d: b * other.c + d * other.d,
                        e: a * other.e + c * other.f + e, f: b * other.e + d * other.f + f)
    }

    func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + e, y: b * p.x + d * p.y + f) }

    var determinant: Double { a * d - b * c }

    /// How much lengths grow on average: the factor a baked-in stroke width is scaled by
    /// (exact for rotations and uniform scales).
    var lengthScale: Double { abs(determinant).squareRoot() }

    /// Rotation (degrees), scale and translation equal to this transform, when it has no skew:
    /// what a VectorDrawable `<group>` can express (it scales, then rotates, then translates).
    var groupComponents: (rotation: Double, scaleX: Double, scaleY: Double, translateX: Double, translateY: Double)? {
        let scaleX = hypot(a, b)
        guard scaleX > 0, determinant != 0 else { return nil }
        // Orthogonal columns mean no skew.
        guard abs(a * c + b * d) <= 1e-9 * max(1, scaleX * hypot(c, d)) else { return nil }
        var rotation = atan2(b, a) * 180 / .pi
        if abs(rotation) < 1e-9 { rotation = 0 }
        return (rotation, scaleX, determinant / scaleX, e, f)
    }
}
