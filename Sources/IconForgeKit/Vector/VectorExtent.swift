import Foundation

extension VectorNode {
    /// A box holding everything the node paints, strokes included (generously: a miter as long
    /// as its limit allows), in its parent's coordinates; nil when it paints nothing.
    var paintedExtent: Rect? { extent(exactStrokes: false) }

    /// `paintedExtent`, or with `exactStrokes` the boxes of the strokes as drawn
    /// (`VectorPath.paintedBox`): each miter's own tip, not the longest one all round.
    func extent(exactStrokes: Bool) -> Rect? {
        switch self {
        case .path(let path):
            if exactStrokes { return path.paintedBox }
            guard var box = PathBounds.of(path.segments) else { return nil }
            if path.stroke != nil {
                let join = path.lineJoin == "miter" ? Self.longestMiter(path.segments, limit: path.miterLimit) : 1
                let reach = path.strokeWidth / 2 * max(join, path.lineCap == "square" ? 2.squareRoot() : 1)
                box = Rect(x: box.x - reach, y: box.y - reach, width: box.width + 2 * reach, height: box.height + 2 * reach)
            }
            return box
        case .group(let group):
            var box: Rect?
            for extent in group.children.compactMap({ $0.extent(exactStrokes: exactStrokes) }) { box = box?.union(extent) ?? extent }
            for clip in group.clips {
                guard let inner = box, let limit = PathBounds.of(clip) else { return nil }
                box = inner.intersection(limit)
            }
            return box.map(group.transform.apply)
        }
    }
}

extension VectorNode {
    /// Whether two of the paints in `nodes` may cover the same spot: a path's fill and stroke
    /// always do (the stroke straddles the fill's edge); two paths do when their boxes meet.
    static func paintsOverlap(_ nodes: [VectorNode]) -> Bool {
        var boxes: [Rect] = []
        func collect(_ node: VectorNode, _ transform: AffineTransform) -> Bool {
            switch node {
            case .path(let path):
                if path.fill != nil && path.stroke != nil { return true }
                guard let box = VectorNode.path(path).paintedExtent.map(transform.apply) else { return false }
                if boxes.contains(where: { ($0.intersection(box).map { $0.width * $0.height } ?? 0) > 0 }) { return true }
                boxes.append(box)
                return false
            case .group(let group):
                return group.children.contains { collect($0, transform.concatenating(group.transform)) }
            }
        }
        return nodes.contains { collect($0, .identity) }
    }

    /// The longest miter of the path's joins, in half stroke widths: 1 / sin(θ/2) for a join turning
    /// by π - θ, or 1 where it passes the limit and is cut to a bevel.
    static func longestMiter(_ segments: [PathSegment], limit: Double) -> Double {
        StrokeTurns(segments).joins.compactMap(\.miter).filter { $0 <= limit }.reduce(1, max)
    }
}

extension Rect {
    /// The overlap of two boxes, nil when they do not meet.
    func intersection(_ other: Rect) -> Rect? {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + width, other.x + other.width), bottom = min(y + height, other.y + other.height)
        return right >= left && bottom >= top ? Rect(x: left, y: top, width: right - left, height: bottom - top) : nil
    }

    /// Whether `other` lies inside, within `tolerance`.
    func contains(_ other: Rect, tolerance: Double) -> Bool {
        other.x >= x - tolerance && other.y >= y - tolerance && other.x + other.width <= x + width + tolerance
            && other.y + other.height <= y + height + tolerance
    }
}
