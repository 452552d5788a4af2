/// A point in user units.
struct Point: Equatable {
    var x: Double
    var y: Double
}

/// One segment of a path, in absolute coordinates: SVG's shorthand commands (H, V, S, T and
/// relative forms) are resolved when parsing, so every later step sees only these.
enum PathSegment: Equatable {
    case move(Point)
    case line(Point)
    case cubic(Point, Point, Point)
    case quad(Point, Point)
    case arc(rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool, to: Point)
    case close

    /// The segment with every point mapped by `transform`. Arcs must be converted to curves
    /// first (`ArcConversion`) unless `transform` is the identity.
    func applying(_ transform: AffineTransform) -> PathSegment {
        switch self {
        case .move(let p): return .move(transform.apply(p))
        case .line(let p): return .line(transform.apply(p))
        case .cubic(let a, let b, let p): return .cubic(transform.apply(a), transform.apply(b), transform.apply(p))
        case .quad(let a, let p): return .quad(transform.apply(a), transform.apply(p))
        case .arc(let rx, let ry, let rotation, let large, let sweep, let p):
            precondition(transform.isIdentity, "arcs are converted to curves before a transform is baked in")
            return .arc(rx: rx, ry: ry, rotation: rotation, largeArc: large, sweep: sweep, to: p)
        case .close: return .close
        }
    }
}

extension Array where Element == PathSegment {
    /// The path mapped by `transform`, arcs turned into cubic curves when it is not the identity
    /// (an arc under a skew or uneven scale is no longer an axis-aligned ellipse arc).
    func applying(_ transform: AffineTransform) -> [PathSegment] {
        guard !transform.isIdentity else { return self }
        return ArcConversion.curves(self).map { $0.applying(transform) }
    }
}
