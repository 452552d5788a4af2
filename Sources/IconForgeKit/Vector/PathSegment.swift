import Foundation

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

    /// The segment with every point mapped by `transform`. An arc stays an arc, exact under a
    /// similarity (radii scaled, its axis turned, its sweep mirrored with the plane); under a skew
    /// or an uneven scale no arc is, so convert arcs to curves first (`ArcConversion`), as the
    /// array form does.
    func applying(_ transform: AffineTransform) -> PathSegment {
        switch self {
        case .move(let p): return .move(transform.apply(p))
        case .line(let p): return .line(transform.apply(p))
        case .cubic(let a, let b, let p): return .cubic(transform.apply(a), transform.apply(b), transform.apply(p))
        case .quad(let a, let p): return .quad(transform.apply(a), transform.apply(p))
        case .arc(let rx, let ry, let rotation, let large, let sweep, let p):
            let scale = transform.lengthScale, turn = atan2(transform.b, transform.a) * 180 / .pi
            return .arc(rx: rx * scale, ry: ry * scale, rotation: rotation + turn, largeArc: large,
                        sweep: transform.determinant < 0 ? !sweep : sweep, to: transform.apply(p))
        case .close: return .close
        }
    }

    /// The segment's end point, nil for a close.
    var end: Point? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p), .arc(_, _, _, _, _, let p): return p
        case .close: return nil
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
