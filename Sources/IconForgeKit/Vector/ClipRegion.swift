import Foundation

/// The region of a `<clipPath>` as a VectorDrawable `<clip-path>` holds it: one outline filled by
/// the nonzero rule. SVG's clip is the union of its children, each filled by its own `clip-rule`;
/// when no subpath crosses another or itself, that union is exactly the nonzero fill of the same
/// subpaths, each turned (or dropped) so the winding is 1 inside and 0 outside. Subpaths that
/// cross are refused: that union needs path booleans.
enum ClipRegion {
    struct Outline {
        var segments: [PathSegment]
        var evenOdd: Bool
    }

    /// Most edges the crossing check looks at (the subpaths flattened).
    static let maximumEdges = 4_000

    /// One nonzero outline of the union of `outlines`; nil when it is empty.
    static func union(_ outlines: [Outline]) throws -> [PathSegment]? {
        if outlines.count == 1, !outlines[0].evenOdd { return outlines[0].segments }
        var loops: [Loop] = []
        for (index, outline) in outlines.enumerated() {
            for subpath in Dasher.subpaths(ArcConversion.curves(outline.segments)) {
                let loop = Loop(owner: index, subpath: subpath)
                if !loop.isFlat { loops.append(loop) }
            }
        }
        guard !loops.isEmpty else { return nil }
        guard loops.reduce(0, { $0 + $1.polygon.count }) <= maximumEdges else {
            throw VectorDrawableError.unsupported(element: "a <clipPath>", reason: "its outlines are too detailed to check")
        }
        if outlines.count == 1, loops.count == 1, loops[0].isSimple { return outlines[0].segments }
        for i in loops.indices {
            guard loops[i].isSimple else { throw crossing }
            for j in loops.indices where j > i && loops[i].crosses(loops[j]) { throw crossing }
        }
        // Each loop's parent: the smallest loop around it (loops do not cross, so one vertex tells).
        let order = loops.indices.sorted { abs(loops[$0].area) > abs(loops[$1].area) }
        var parent = [Int?](repeating: nil, count: loops.count)
        for (rank, j) in order.enumerated() {
            parent[j] = order[..<rank].reversed().first { loops[$0].contains(loops[j].polygon[0]) }
        }
        func ancestry(_ j: Int) -> [Int] { [j] + (parent[j].map(ancestry) ?? []) }
        func inside(_ j: Int) -> Bool {
            let around = ancestry(j)
            return outlines.indices.contains { k in
                let own = around.filter { loops[$0].owner == k }
                return outlines[k].evenOdd ? own.count % 2 == 1 : own.reduce(0) { $0 + loops[$1].sign } != 0
            }
        }
        var result: [PathSegment] = []
        for j in order {
            let wanted = inside(j) ? 1 : 0, around = parent[j].map { inside($0) ? 1 : 0 } ?? 0
            guard wanted != around else { continue }
            result += loops[j].segments(positive: wanted > around)
        }
        return result.isEmpty ? nil : result
    }

    private static let crossing = VectorDrawableError.unsupported(
        element: "a <clipPath> whose outlines cross", reason: "VectorDrawable clips by the nonzero rule only")

    /// One closed subpath and its polygon (curves cut into 16 chords each).
    private struct Loop {
        let owner: Int
        let subpath: Dasher.Subpath
        let polygon: [Point]
        /// Twice the signed area of the polygon.
        let area: Double

        init(owner: Int, subpath: Dasher.Subpath) {
            self.owner = owner
            self.subpath = subpath
            var points = [subpath.start]
            for piece in subpath.pieces {
                let steps = piece.isLine ? 1 : 16
                for step in 1 ... steps { points.append(piece.point(at: Double(step) / Double(steps))) }
            }
            if points.count > 1, points.last == points.first { points.removeLast() }
            polygon = points
            area = points.indices.reduce(0) { sum, i in
                let a = points[i], b = points[(i + 1) % points.count]
                return sum + a.x * b.y - b.x * a.y
            }
        }

        var sign: Int { area > 0 ? 1 : -1 }

        /// Whether every point lies on one line: it encloses nothing.
        var isFlat: Bool {
            guard let a = polygon.first, let b = polygon.first(where: { $0 != a }) else { return true }
            return polygon.allSatisfy { (b.x - a.x) * ($0.y - a.y) - (b.y - a.y) * ($0.x - a.x) == 0 }
        }

        var edges: [(Point, Point)] { polygon.indices.map { (polygon[$0], polygon[($0 + 1) % polygon.count]) } }

        var isSimple: Bool {
            let edges = edges
            for i in edges.indices {
                for j in edges.indices where j > i + 1 && !(i == 0 && j == edges.count - 1) {
                    if Self.intersect(edges[i], edges[j]) { return false }
                }
            }
            return true
        }

        func crosses(_ other: Loop) -> Bool {
            let mine = edges, theirs = other.edges
            return mine.contains { a in theirs.contains { b in Self.intersect(a, b) } }
        }

        /// Whether `p` is inside the polygon (crossing count).
        func contains(_ p: Point) -> Bool {
            var inside = false
            for (a, b) in edges where (a.y > p.y) != (b.y > p.y) {
                if p.x < a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x) { inside.toggle() }
            }
            return inside
        }

        /// The subpath closed, turned so its area is positive or negative as asked.
        func segments(positive: Bool) -> [PathSegment] {
            var pieces = subpath.pieces
            var start = subpath.start
            if (area > 0) != positive {
                pieces = pieces.reversed().map { CubicBezier($0.p3, $0.p2, $0.p1, $0.p0) }
                start = pieces.first?.p0 ?? start
            }
            return [.move(start)] + pieces.map { $0.isLine ? .line($0.p3) : .cubic($0.p1, $0.p2, $0.p3) } + [.close]
        }

        /// Whether two segments meet (touching counts).
        static func intersect(_ s: (Point, Point), _ t: (Point, Point)) -> Bool {
            guard max(s.0.x, s.1.x) >= min(t.0.x, t.1.x), max(t.0.x, t.1.x) >= min(s.0.x, s.1.x),
                  max(s.0.y, s.1.y) >= min(t.0.y, t.1.y), max(t.0.y, t.1.y) >= min(s.0.y, s.1.y) else { return false }
            func side(_ a: Point, _ b: Point, _ c: Point) -> Double { (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) }
            let d1 = side(t.0, t.1, s.0), d2 = side(t.0, t.1, s.1), d3 = side(s.0, s.1, t.0), d4 = side(s.0, s.1, t.1)
            if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
            func onSegment(_ a: Point, _ b: Point, _ c: Point) -> Bool {
                min(a.x, b.x) <= c.x && c.x <= max(a.x, b.x) && min(a.y, b.y) <= c.y && c.y <= max(a.y, b.y)
            }
            return (d1 == 0 && onSegment(t.0, t.1, s.0)) || (d2 == 0 && onSegment(t.0, t.1, s.1))
                || (d3 == 0 && onSegment(s.0, s.1, t.0)) || (d4 == 0 && onSegment(s.0, s.1, t.1))
        }
    }
}
