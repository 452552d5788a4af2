/// A segment's command letter and points, for writing and comparing outlines.
extension PathSegment {
    /// The absolute SVG command letter.
    var command: Character {
        switch self {
        case .move: return "M"
        case .line: return "L"
        case .cubic: return "C"
        case .quad: return "Q"
        case .arc: return "A"
        case .close: return "Z"
        }
    }

    /// The points the command takes, in order (an arc's end point only).
    var points: [Point] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .cubic(let a, let b, let p): return [a, b, p]
        case .quad(let a, let p): return [a, p]
        case .arc(_, _, _, _, _, let p): return [p]
        case .close: return []
        }
    }
}
