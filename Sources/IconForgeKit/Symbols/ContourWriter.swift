import Foundation

/// Collects closed contours as path segments (M, L, C, Z only), the form outlines are kept
/// and written in.
struct ContourWriter {
    private(set) var segments: [PathSegment] = []

    /// A closed polygon through `points`.
    mutating func polygon(_ points: [Point]) {
        guard let first = points.first else { return }
        segments.append(.move(first))
        for p in points.dropFirst() { segments.append(.line(p)) }
        segments.append(.close)
    }

    /// A closed contour: along `forward`, straight across to the end of `backward`, back along
    /// `backward` reversed, and straight home.
    mutating func band(forward: [CubicBezier], backward: [CubicBezier]) {
        guard let first = forward.first, let last = backward.last else { return }
        segments.append(.move(first.p0))
        for c in forward { segments.append(.cubic(c.p1, c.p2, c.p3)) }
        segments.append(.line(last.p3))
        for c in backward.reversed() { segments.append(.cubic(c.p2, c.p1, c.p0)) }
        segments.append(.close)
    }

    /// A circle of `arcs` cubic arcs (4, 8 or 16), clockwise in y-up axes like every other
    /// outline contour.
    mutating func disk(center: Point, radius: Double, arcs: Int) {
        let step = 2 * Double.pi / Double(arcs)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        func at(_ index: Int) -> (Point, Point) {
            // Going clockwise: the angle decreases; the direction of travel is (sin, -cos).
            let angle = -step * Double(index)
            return (center + Point(x: cos(angle), y: sin(angle)) * radius, Point(x: sin(angle), y: -cos(angle)))
        }
        var (point, direction) = at(0)
        segments.append(.move(point))
        for index in 1 ... arcs {
            let (next, nextDirection) = at(index % arcs)
            segments.append(.cubic(point + direction * k, next - nextDirection * k, next))
            (point, direction) = (next, nextDirection)
        }
        segments.append(.close)
    }

    mutating func append(contentsOf other: ContourWriter) { segments += other.segments }
}
