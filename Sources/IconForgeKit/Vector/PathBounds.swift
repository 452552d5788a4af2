import Foundation

/// The tight bounding box of a path's geometry, as SVG's `objectBoundingBox` units use it:
/// end points and the extremes of each curve, not its control points. Arcs are measured on
/// the cubic curves they are drawn as.
enum PathBounds {
    static func of(_ segments: [PathSegment]) throws -> Rect? {
        var box = Box()
        var current = Point(x: 0, y: 0), start = current
        for segment in try ArcConversion.curves(segments) {
            switch segment {
            case .move(let p):
                current = p
                start = p
                box.add(p)
            case .line(let p):
                box.add(p)
                current = p
            case .quad(let a, let p):
                // The quadratic as the cubic it equals.
                let b = Point(x: current.x + 2 / 3 * (a.x - current.x), y: current.y + 2 / 3 * (a.y - current.y))
                let c = Point(x: p.x + 2 / 3 * (a.x - p.x), y: p.y + 2 / 3 * (a.y - p.y))
                box.addCubic(current, b, c, p)
                current = p
            case .cubic(let a, let b, let p):
                box.addCubic(current, a, b, p)
                current = p
            case .arc(_, _, _, _, _, let p):
                box.add(p)
                current = p
            case .close:
                current = start
            }
        }
        return box.rect
    }

    private struct Box {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

        mutating func add(_ p: Point) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }

        mutating func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
            add(p3)
            for t in extremes(p0.x, p1.x, p2.x, p3.x) + extremes(p0.y, p1.y, p2.y, p3.y) {
                let u = 1 - t
                add(Point(x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
                          y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y))
            }
        }

        /// Parameters in (0, 1) where one coordinate of the cubic turns back.
        private func extremes(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
            // The derivative's coefficients: qa t² + qb t + qc.
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            var roots: [Double] = []
            if abs(qa) < 1e-12 * max(abs(qb), abs(qc), 1e-300) {
                if qb != 0 { roots = [-qc / qb] }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant >= 0 {
                    let s = discriminant.squareRoot()
                    roots = [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
                }
            }
            return roots.filter { $0 > 0 && $0 < 1 }
        }

        var rect: Rect? {
            guard minX <= maxX, minY <= maxY else { return nil }
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
}
