/// One subpath of a stroked path, reduced to what the outliner draws: lines and cubics with
/// zero-length pieces dropped (as cairo drops them), whether it is closed, and where it
/// starts (a subpath of zero length still gets round or square caps).
struct StrokeSubpath: Equatable {
    enum Piece: Equatable {
        case line(Point, Point)
        case cubic(CubicBezier)

        var start: Point {
            switch self {
            case .line(let a, _): return a
            case .cubic(let c): return c.p0
            }
        }

        var end: Point {
            switch self {
            case .line(_, let b): return b
            case .cubic(let c): return c.p3
            }
        }
    }

    var start: Point
    var pieces: [Piece] = []
    var closed = false

    /// Splits SVG path segments (absolute; arcs and quadratics allowed) into subpaths. A
    /// subpath that is only a move draws nothing and is left out; one with segments that all
    /// have zero length is kept, empty, for its caps.
    static func split(_ segments: [PathSegment]) -> [StrokeSubpath] {
        var result: [StrokeSubpath] = []
        var current: StrokeSubpath?
        var point = Point.zero
        var drawn = false
        func finish() {
            if let subpath = current, drawn { result.append(subpath) }
            current = nil
            drawn = false
        }
        for segment in ArcConversion.curves(segments) {
            switch segment {
            case .move(let p):
                finish()
                current = StrokeSubpath(start: p)
                point = p
            case .close:
                guard var subpath = current else { continue }
                subpath.append(.line(point, subpath.start))
                subpath.closed = true
                current = subpath
                drawn = true
                point = subpath.start
                finish()
                // A segment after Z without a move starts a new subpath at the same point.
                current = StrokeSubpath(start: point)
            default:
                if current == nil { current = StrokeSubpath(start: point) }
                let piece: Piece
                switch segment {
                case .line(let p): piece = .line(point, p)
                case .quad(let c, let p): piece = .cubic(CubicBezier(quadratic: point, c, p))
                case .cubic(let c1, let c2, let p): piece = .cubic(CubicBezier(point, c1, c2, p))
                default: continue
                }
                current?.append(piece)
                drawn = true
                point = piece.end
            }
        }
        finish()
        return result
    }

    /// Adds `piece` unless it has no length.
    private mutating func append(_ piece: Piece) {
        switch piece {
        case .line(let a, let b):
            if a != b { pieces.append(piece) }
        case .cubic(let c):
            if !(c.p0 == c.p1 && c.p0 == c.p2 && c.p0 == c.p3) { pieces.append(piece) }
        }
    }
}
