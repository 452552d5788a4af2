import Foundation

/// Where a stroke may reach past half its width from the path: every join (its point and the
/// directions in and out, unnormalized) and both ends of every open subpath that draws
/// something (its point and the direction out of the path there, nil when it has none, a dot).
/// Arcs are read as the cubic curves they are drawn as.
struct StrokeTurns {
    struct Join {
        var point: Point
        var incoming: Point
        var outgoing: Point

        /// The miter's length in half stroke widths, 1 / sin(θ/2) for a join turning by π - θ;
        /// nil where the directions are degenerate or straight on (no miter).
        var miter: Double? {
            let la = hypot(incoming.x, incoming.y), lb = hypot(outgoing.x, outgoing.y)
            guard la > 0, lb > 0 else { return nil }
            // cos θ between the reversed incoming direction and the outgoing one.
            let cosine = max(-1, min(1, -(incoming.x * outgoing.x + incoming.y * outgoing.y) / (la * lb)))
            let sineHalf = ((1 - cosine) / 2).squareRoot()
            return sineHalf > 0 ? 1 / sineHalf : nil
        }

        /// The miter's tip for a stroke `halfWidth` wide, or nil where the join has none or it is
        /// longer than `limit` (cut to a bevel, which reaches no further than half the width).
        func miterTip(halfWidth: Double, limit: Double) -> Point? {
            guard let miter, miter <= limit else { return nil }
            let la = hypot(incoming.x, incoming.y), lb = hypot(outgoing.x, outgoing.y)
            // The tip lies outside the turn, along the incoming direction minus the outgoing one.
            let dx = incoming.x / la - outgoing.x / lb, dy = incoming.y / la - outgoing.y / lb
            let length = hypot(dx, dy)
            guard length > 1e-12 else { return nil }
            let reach = halfWidth * miter / length
            return Point(x: point.x + dx * reach, y: point.y + dy * reach)
        }
    }

    struct End {
        var point: Point
        var outward: Point?
    }

    private(set) var joins: [Join] = []
    private(set) var ends: [End] = []

    init(_ segments: [PathSegment]) {
        var incoming: Point?
        var current = Point(x: 0, y: 0), start = current
        var firstOutgoing: Point?
        // The open subpath being drawn, for its caps: its start, its first direction, and
        // whether it draws anything yet.
        var subpathStart = current, subpathFirst: Point?, draws = false
        func direction(_ from: Point, _ to: Point) -> Point? { from == to ? nil : Point(x: to.x - from.x, y: to.y - from.y) }
        func join(_ a: Point?, _ b: Point?, at point: Point) {
            if let a, let b { joins.append(Join(point: point, incoming: a, outgoing: b)) }
        }
        func endSubpath() {
            guard draws else { return }
            ends.append(End(point: subpathStart, outward: subpathFirst.map { Point(x: -$0.x, y: -$0.y) }))
            ends.append(End(point: current, outward: subpathFirst == nil ? nil : incoming))
            draws = false
        }
        for segment in ArcConversion.curves(segments) {
            var tangents: (Point?, Point?) = (nil, nil)
            var end = current
            switch segment {
            case .move(let p):
                endSubpath()
                current = p
                start = p
                incoming = nil
                firstOutgoing = nil
                (subpathStart, subpathFirst) = (p, nil)
                continue
            case .close:
                let closing = direction(current, start)
                join(incoming, closing ?? firstOutgoing, at: current)
                if closing != nil { join(closing, firstOutgoing, at: start) }
                current = start
                incoming = nil
                // A closed subpath has no caps; what follows without a moveto starts at its start.
                (draws, subpathStart, subpathFirst) = (false, start, nil)
                continue
            case .line(let p): tangents = (direction(current, p), direction(current, p)); end = p
            case .quad(let a, let p): tangents = (direction(current, a) ?? direction(current, p), direction(a, p) ?? direction(current, p)); end = p
            case .cubic(let a, let b, let p):
                tangents = (direction(current, a) ?? direction(current, b) ?? direction(current, p),
                            direction(b, p) ?? direction(a, p) ?? direction(current, p))
                end = p
            case .arc(_, _, _, _, _, let p): end = p
            }
            draws = true
            if tangents.0 != nil {
                if incoming != nil { join(incoming, tangents.0, at: current) } else { firstOutgoing = firstOutgoing ?? tangents.0 }
                subpathFirst = subpathFirst ?? tangents.0
                incoming = tangents.1
            }
            current = end
        }
        endSubpath()
    }
}
