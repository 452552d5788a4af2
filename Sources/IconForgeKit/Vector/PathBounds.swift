import Foundation

/// The tight bounding box of a path's geometry, as SVG's `objectBoundingBox` units use it:
/// end points and the extremes of each curve (`CubicBezier.bounds`), not its control points.
/// Arcs are measured on the cubic curves they are drawn as.
enum PathBounds {
    static func of(_ segments: [PathSegment]) -> Rect? {
        var low = Point(x: Double.infinity, y: .infinity), high = Point(x: -Double.infinity, y: -.infinity)
        func add(_ p: Point) {
            low = Point(x: min(low.x, p.x), y: min(low.y, p.y))
            high = Point(x: max(high.x, p.x), y: max(high.y, p.y))
        }
        func add(_ curve: CubicBezier) {
            let box = curve.bounds
            add(box.min)
            add(box.max)
        }
        var current = Point.zero, start = current
        for segment in ArcConversion.curves(segments) {
            switch segment {
            case .move(let p): start = p; add(p)
            case .line(let p): add(p)
            case .quad(let c, let p): add(CubicBezier(quadratic: current, c, p))
            case .cubic(let a, let b, let p): add(CubicBezier(current, a, b, p))
            case .arc(_, _, _, _, _, let p): add(p)
            case .close: current = start; continue
            }
            current = segment.end ?? current
        }
        guard low.x <= high.x, low.y <= high.y else { return nil }
        return Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }
}
