import Foundation

extension SVGToVectorConverter {
    /// What a gradient paints on one shape.
    enum GradientOutcome {
        /// Nothing: no stops, or a radial gradient of radius zero (as librsvg draws it).
        case none
        /// Its objectBoundingBox units meet a box of no width or height: the fallback colour, if any.
        case noBox
        /// `stretch`: a radial gradient stretched or skewed is a circle in this group's coordinates
        /// (rotation and two scales, no skew), so the filled path is drawn in such a group.
        case paint(VectorPaint, Double, stretch: AffineTransform? = nil)

        /// Whether `other` paints every point the same colour (within rounding), however it is
        /// written: two linear gradients are the same colour function of the point, two radial
        /// ones the same ellipse about the same centre.
        func drawsLike(_ other: GradientOutcome) -> Bool {
            switch (self, other) {
            case (.none, .none), (.noBox, .noBox): return true
            case let (.paint(.color(a), alphaA, nil), .paint(.color(b), alphaB, nil)): return a == b && alphaA == alphaB
            case let (.paint(.gradient(a), _, stretchA), .paint(.gradient(b), _, stretchB)):
                guard a.stops == b.stops, a.tileMode == b.tileMode else { return false }
                switch (a.shape, b.shape) {
                case let (.linear(startA, endA), .linear(startB, endB)):
                    let (wA, kA) = Self.colourFunction(startA, endA), (wB, kB) = Self.colourFunction(startB, endB)
                    return Self.close(wA.x, wB.x, scale: hypot(wA.x, wA.y)) && Self.close(wA.y, wB.y, scale: hypot(wA.x, wA.y))
                        && Self.close(kA, kB, scale: max(1, abs(kA)))
                case let (.radial(centerA, radiusA), .radial(centerB, radiusB)):
                    let (cA, formA) = Self.ellipse(centerA, radiusA, stretchA ?? .identity)
                    let (cB, formB) = Self.ellipse(centerB, radiusB, stretchB ?? .identity)
                    let size = (formA.0 + formA.2).squareRoot()
                    return Self.close(cA.x, cB.x, scale: size + abs(cA.x)) && Self.close(cA.y, cB.y, scale: size + abs(cA.y))
                        && Self.close(formA.0, formB.0, scale: size * size) && Self.close(formA.1, formB.1, scale: size * size)
                        && Self.close(formA.2, formB.2, scale: size * size)
                default: return false
                }
            default: return false
            }
        }

        /// t(q) = q·w + k for a linear gradient from `start` (t = 0) to `end` (t = 1).
        private static func colourFunction(_ start: Point, _ end: Point) -> (Point, Double) {
            let v = Point(x: end.x - start.x, y: end.y - start.y)
            let squared = v.x * v.x + v.y * v.y
            let w = Point(x: v.x / squared, y: v.y / squared)
            return (w, -(start.x * w.x + start.y * w.y))
        }

        /// The centre and the form A·Aᵀ (xx, xy, yy) of the ellipse a radial gradient's unit circle
        /// becomes: A, the linear part of `stretch` times the radius, is fixed only up to a rotation.
        private static func ellipse(_ center: Point, _ radius: Double, _ stretch: AffineTransform) -> (Point, (Double, Double, Double)) {
            let a = stretch.a * radius, b = stretch.b * radius, c = stretch.c * radius, d = stretch.d * radius
            return (stretch.apply(center), (a * a + c * c, a * b + c * d, b * b + d * d))
        }

        private static func close(_ x: Double, _ y: Double, scale: Double) -> Bool { abs(x - y) <= 1e-9 * scale }
    }
}
