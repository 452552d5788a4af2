/// The tightest box around outlines of M, L, C and Z (curves by their extremes, not their
/// control points).
enum OutlineBounds {
    static func of(_ paths: [[PathSegment]]) -> Rect? {
        var low = Point(x: Double.infinity, y: .infinity), high = Point(x: -Double.infinity, y: -.infinity)
        func add(_ p: Point) {
            low = Point(x: min(low.x, p.x), y: min(low.y, p.y))
            high = Point(x: max(high.x, p.x), y: max(high.y, p.y))
        }
        for path in paths {
            var current = Point.zero
            for segment in path {
                switch segment {
                case .move(let p): current = p
                case .line(let p):
                    add(current)
                    add(p)
                    current = p
                case .cubic(let a, let b, let p):
                    let box = CubicBezier(current, a, b, p).bounds
                    add(box.min)
                    add(box.max)
                    current = p
                default: break
                }
            }
        }
        guard low.x <= high.x, low.y <= high.y else { return nil }
        return Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }
}
