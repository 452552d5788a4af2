import Foundation

extension VectorPath {
    /// The box of what the path paints, its stroke as drawn: the geometry's box grown by half the
    /// stroke width (all a round pen reaches; butt caps and bevel joins reach no further), plus the
    /// tip of each miter within the limit and the corners of each square cap. Exact where the
    /// stroke is round, never smaller than the paint; nil when the path has no geometry.
    var paintedBox: Rect? {
        guard var box = PathBounds.of(segments) else { return nil }
        guard stroke != nil else { return box }
        let half = strokeWidth / 2
        box = Rect(x: box.x - half, y: box.y - half, width: box.width + 2 * half, height: box.height + 2 * half)
        func add(_ point: Point) { box = box.union(Rect(x: point.x, y: point.y, width: 0, height: 0)) }
        let corners = StrokeTurns(segments)
        if lineJoin == "miter" {
            for join in corners.joins {
                if let tip = join.miterTip(halfWidth: half, limit: miterLimit) { add(tip) }
            }
        }
        if lineCap == "square" {
            for end in corners.ends {
                guard let outward = end.outward, case let length = hypot(outward.x, outward.y), length > 0 else {
                    // A dot has no direction: its square may be turned any way.
                    let reach = half * 2.squareRoot()
                    add(Point(x: end.point.x - reach, y: end.point.y - reach))
                    add(Point(x: end.point.x + reach, y: end.point.y + reach))
                    continue
                }
                let dx = outward.x / length * half, dy = outward.y / length * half
                add(Point(x: end.point.x + dx - dy, y: end.point.y + dy + dx))
                add(Point(x: end.point.x + dx + dy, y: end.point.y + dy - dx))
            }
        }
        return box
    }
}
