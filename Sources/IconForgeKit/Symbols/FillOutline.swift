/// A filled shape as a symbol path: arcs and quadratics as cubics, on the canvas, and for an
/// evenodd fill its contours turned so that nonzero filling (which symbols use) draws the
/// same picture: outermost contours one way, the holes inside them the other, and so on
/// down (exact for contours that nest without crossing each other).
enum FillOutline {
    static func segments(of shape: SymbolShape) -> [PathSegment] {
        let contours = self.contours(shape.segments).map { $0.map { $0.applying(shape.transform) } }
        guard shape.fill == .evenOdd else { return contours.flatMap { $0 } }
        let polygons = contours.map(polygon)
        return contours.enumerated().flatMap { index, contour -> [PathSegment] in
            let probe = polygons[index].count > 1 ? polygons[index][0].lerp(polygons[index][1], 0.5) : polygons[index].first
            let depth = probe.map { p in
                polygons.indices.filter { $0 != index && winding(of: p, around: polygons[$0]) != 0 }.count
            } ?? 0
            let area = signedArea(polygons[index])
            // Clockwise (negative) at even depths, like stroke outlines; counterclockwise at odd.
            let wrong = depth % 2 == 0 ? area > 0 : area < 0
            return wrong ? reversed(contour) : contour
        }
    }

    /// The contours of `segments` with arcs and quadratics turned into cubics, each starting
    /// with a move (a segment after Z starts again where the closed contour started).
    static func contours(_ segments: [PathSegment]) -> [[PathSegment]] {
        var result: [[PathSegment]] = []
        var start = Point.zero, current = Point.zero
        for segment in ArcConversion.curves(segments) {
            switch segment {
            case .move(let p):
                result.append([segment])
                start = p
                current = p
            case .close:
                guard !result.isEmpty else { continue }
                result[result.count - 1].append(.close)
                current = start
            default:
                if result.isEmpty || result[result.count - 1].last == .close { result.append([.move(current)]) }
                if case .quad(let c, let p) = segment {
                    let cubic = CubicBezier(quadratic: current, c, p)
                    result[result.count - 1].append(.cubic(cubic.p1, cubic.p2, p))
                } else {
                    result[result.count - 1].append(segment)
                }
                current = segment.points.last ?? current
            }
        }
        return result
    }

    /// The contour run backwards: the same outline, turning the other way.
    static func reversed(_ contour: [PathSegment]) -> [PathSegment] {
        guard case .move(let start) = contour.first else { return contour }
        var pieces: [(from: Point, segment: PathSegment)] = []
        var current = start
        for segment in contour.dropFirst() where segment != .close {
            pieces.append((current, segment))
            current = segment.points.last ?? current
        }
        var result: [PathSegment] = [.move(current)]
        for (from, segment) in pieces.reversed() {
            if case .cubic(let a, let b, _) = segment { result.append(.cubic(b, a, from)) } else { result.append(.line(from)) }
        }
        return result + [.close]
    }

    /// The contour flattened to a polygon (cubics at 16 points).
    static func polygon(_ contour: [PathSegment]) -> [Point] {
        var points: [Point] = []
        var current = Point.zero
        for segment in contour {
            switch segment {
            case .move(let p), .line(let p): points.append(p); current = p
            case .cubic(let a, let b, let p):
                let curve = CubicBezier(current, a, b, p)
                points += (1 ... 16).map { curve.point(at: Double($0) / 16) }
                current = p
            default: break
            }
        }
        return points
    }

    private static func signedArea(_ polygon: [Point]) -> Double {
        zip(polygon, polygon.dropFirst() + polygon.prefix(1)).reduce(0) { $0 + $1.0.cross($1.1) } / 2
    }

    /// How many times `polygon` winds around `p`.
    static func winding(of p: Point, around polygon: [Point]) -> Int {
        var winding = 0
        for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) {
            let side = (b - a).cross(p - a)
            if a.y <= p.y { if b.y > p.y && side > 0 { winding += 1 } } else if b.y <= p.y && side < 0 { winding -= 1 }
        }
        return winding
    }
}
