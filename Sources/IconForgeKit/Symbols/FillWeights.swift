import Foundation

/// Weights for filled shapes: the outline moved outwards (Black) or inwards (Ultralight) by the
/// ink a stroke of the set's nominal width gains or loses at that weight, so a filled icon and a
/// stroked icon of one set grow alike. Every point of the outline (anchors and handles) moves
/// along the bisector of its control polygon's edges, as font tools embolden outlines, so each
/// weight keeps the same contours, points and commands and Xcode can interpolate them.
///
/// Where the ink between two edges is thinner than the move (a counter that would close, a
/// stem that would vanish), a point moves at most 45% of that thickness, so both sides together
/// leave a tenth of it. A drawing whose points mostly cannot move half their way is too fine to
/// embolden: it is kept as drawn in every weight (`tooFine`).
enum FillWeights {
    /// The nominal stroke width of a set, as a share of its canvas: 2 units on a 24-unit grid.
    static let nominalStrokeShare = 2.0 / 24
    /// The share of the ink's thickness one side may take.
    static let thicknessShare = 0.45
    /// The share one side may take of ink that thins (Ultralight): a stem keeps 30% of its
    /// width, as a stroke does at Ultralight (0.3x), where 45% left a tenth, a hairline that
    /// vanishes at tab-bar sizes (Material's search-fill ring, 1.5 units wide on 24). A point
    /// held back below half its move by `thicknessShare` still counts towards `tooFine`.
    static let thinningShare = 0.35
    /// The longest move, in multiples of the distance (a miter limit of 2, corners of 60° or wider).
    static let longestMove = 2.0

    /// `outline` (a fill's contours on the canvas, filled nonzero) moved by each of `distances`
    /// (positive: the ink grows), and whether it was too fine to move.
    static func weights(of outline: [PathSegment], distances: [Double]) -> (outlines: [[PathSegment]], tooFine: Bool) {
        let contours = FillOutline.contours(outline)
        let polygons = contours.map(FillOutline.polygon)
        let inkOnLeft = contours.indices.map { inkIsOnTheLeft(of: polygons[$0], among: polygons) }
        // A ray only looks as far as the longest move could need: no farther than that, edges
        // are found through a grid of cells that size.
        let reach = (distances.map(abs).max() ?? 0) * longestMove / min(thicknessShare, thinningShare)
        let edges = EdgeGrid(polygons, cell: reach)
        var outlines: [[PathSegment]] = [], tooFine = false
        for distance in distances {
            guard distance != 0 else {
                outlines.append(outline)
                continue
            }
            var moved: [PathSegment] = [], clamped = 0, anchors = 0
            for (index, contour) in contours.enumerated() {
                guard let inkLeft = inkOnLeft[index] else {
                    moved += contour
                    continue
                }
                let result = move(contour, by: distance, inkOnLeft: inkLeft, edges: edges)
                moved += result.contour
                clamped += result.clamped
                anchors += result.anchors
            }
            if anchors > 0, Double(clamped) > Double(anchors) / 2 { tooFine = true }
            outlines.append(moved)
        }
        return tooFine ? (distances.map { _ in outline }, true) : (outlines, false)
    }

    /// The distance a weight moves fills, on a canvas `height` tall, for strokes drawn
    /// `strokeScale` times as wide: half what a stroke of the nominal width gains or loses.
    static func distance(strokeScale: Double, canvasHeight: Double) -> Double {
        (strokeScale - 1) * nominalStrokeShare * canvasHeight / 2
    }

    /// Whether the shape's ink lies left of `polygon`'s direction of travel (y up), found by
    /// probing beside its longest edge; nil for a contour with no length.
    private static func inkIsOnTheLeft(of polygon: [Point], among polygons: [[Point]]) -> Bool? {
        let edges = zip(polygon, polygon.dropFirst() + polygon.prefix(1))
        guard let (a, b) = edges.max(by: { $0.0.distance(to: $0.1) < $1.0.distance(to: $1.1) }),
              let direction = (b - a).normalized else { return nil }
        let probe = a.lerp(b, 0.5) + direction.perpendicular * max(1e-6, a.distance(to: b) * 1e-4)
        return polygons.reduce(0) { $0 + FillOutline.winding(of: probe, around: $1) } != 0
    }

    /// One contour moved by `distance`: every point along its bisector, clamped by the ink's
    /// thickness; how many anchors were held back to less than half their move, of how many.
    private static func move(_ contour: [PathSegment], by distance: Double, inkOnLeft: Bool,
                             edges: EdgeGrid) -> (contour: [PathSegment], clamped: Int, anchors: Int) {
        // The control polygon, and which of its points lie on the outline.
        var points: [Point] = [], onCurve: [Bool] = []
        for segment in contour {
            switch segment {
            case .move(let p), .line(let p): points.append(p); onCurve.append(true)
            case .cubic(let a, let b, let p): points += [a, b, p]; onCurve += [false, false, true]
            default: break
            }
        }
        let count = points.count
        guard count > 2 else { return (contour, 0, 0) }
        let scale = points.reduce(0.0) { max($0, abs($1.x), abs($1.y)) }, tiny = max(1e-9, scale * 1e-9)
        func neighbour(_ i: Int, _ step: Int) -> Point? {
            var j = i
            for _ in 1 ..< count {
                j = (j + step + count) % count
                if points[j].distance(to: points[i]) > tiny { return points[j] }
            }
            return nil
        }
        // Away from the ink: right of travel when the ink is on the left.
        func outward(_ direction: Point) -> Point { inkOnLeft ? -direction.perpendicular : direction.perpendicular }
        var shifts = [Point](repeating: .zero, count: count)
        for i in 0 ..< count {
            guard let before = neighbour(i, -1), let after = neighbour(i, 1),
                  let incoming = (points[i] - before).normalized, let outgoing = (after - points[i]).normalized else { continue }
            let a = outward(incoming), b = outward(outgoing), sum = a + b
            let s = 1 + a.dot(b)
            var shift = s > 1e-6 && sum.length > 1e-9 ? sum * (distance / s) : a * distance
            if shift.length > longestMove * abs(distance) { shift = shift * (longestMove * abs(distance) / shift.length) }
            shifts[i] = shift
        }
        // Each anchor moves at most its share of the ink's (or the counter's) thickness ahead of
        // it; a handle is held back as its anchor is.
        var ratios = [Double](repeating: 1, count: count), clamped = 0, anchors = 0
        for i in 0 ..< count where onCurve[i] {
            anchors += 1
            // The ray looks as far as ink the share would hold back: a stem up to 2 units thick
            // for Ultralight's 0.7 at 35%.
            let share = distance < 0 ? thinningShare : thicknessShare
            guard let direction = shifts[i].normalized,
                  let thickness = edges.ray(from: points[i] + direction * (tiny * 10), direction,
                                            length: shifts[i].length / share) else { continue }
            let allowed = share * thickness
            if shifts[i].length > allowed {
                ratios[i] = allowed / shifts[i].length
                if thicknessShare * thickness < 0.5 * shifts[i].length { clamped += 1 }
            }
        }
        for i in 0 ..< count where !onCurve[i] {
            // c1 follows the anchor before it, c2 the anchor after it.
            let anchor = onCurve[(i + count - 1) % count] ? (i + count - 1) % count : (i + 1) % count
            ratios[i] = ratios[anchor]
        }
        var movedPoints = zip(points, zip(shifts, ratios)).map { $0 + $1.0 * $1.1 }
        var result: [PathSegment] = []
        for segment in contour {
            switch segment {
            case .move: result.append(.move(movedPoints.removeFirst()))
            case .line: result.append(.line(movedPoints.removeFirst()))
            case .cubic:
                let a = movedPoints.removeFirst(), b = movedPoints.removeFirst(), p = movedPoints.removeFirst()
                result.append(.cubic(a, b, p))
            default: result.append(segment)
            }
        }
        return (result, clamped, anchors)
    }

}

/// The edges of a fill's flattened contours in a grid of square cells, so that a ray of bounded
/// length meets only the edges near it: a drawing of thousands of contours is moved in time
/// about linear in its size.
struct EdgeGrid {
    private let cell: Double
    private var cells: [Int64: [(Point, Point)]] = [:]
    /// Edges spanning more than `widest` cells, which every ray checks (few in any drawing).
    private var long: [(Point, Point)] = []
    private static let widest = 64.0

    init(_ polygons: [[Point]], cell: Double) {
        self.cell = cell > 0 && cell.isFinite ? cell : 1
        for polygon in polygons {
            for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) {
                guard abs(b.x - a.x) <= Self.widest * self.cell, abs(b.y - a.y) <= Self.widest * self.cell else {
                    long.append((a, b))
                    continue
                }
                for key in keys(Point(x: min(a.x, b.x), y: min(a.y, b.y)), Point(x: max(a.x, b.x), y: max(a.y, b.y))) {
                    cells[key, default: []].append((a, b))
                }
            }
        }
    }

    /// How far `origin` is from the nearest edge along `direction`, looking `length` ahead; nil
    /// when none lies within it.
    func ray(from origin: Point, _ direction: Point, length: Double) -> Double? {
        let end = origin + direction * length
        var nearest: Double?
        let near = keys(Point(x: min(origin.x, end.x), y: min(origin.y, end.y)), Point(x: max(origin.x, end.x), y: max(origin.y, end.y)))
        for candidates in near.map({ cells[$0] ?? [] }) + [long] {
            for (a, b) in candidates {
                let edge = b - a, denominator = direction.cross(edge)
                guard abs(denominator) > 1e-12 else { continue }
                let offset = a - origin
                let t = offset.cross(edge) / denominator, u = offset.cross(direction) / denominator
                guard t > 0, t <= length, u >= 0, u <= 1 else { continue }
                nearest = min(nearest ?? t, t)
            }
        }
        return nearest
    }

    /// The cells a box covers (a few for a box no larger than a cell or an edge inserted).
    private func keys(_ low: Point, _ high: Point) -> [Int64] {
        func index(_ value: Double) -> Int64 { Int64(max(-1e9, min(1e9, (value / cell).rounded(.down)))) }
        let x0 = index(low.x), x1 = max(x0, min(index(high.x), x0 + 64)), y0 = index(low.y), y1 = max(y0, min(index(high.y), y0 + 64))
        var keys: [Int64] = []
        for x in x0 ... x1 { for y in y0 ... y1 { keys.append(x &* 2_000_000_007 &+ y) } }
        return keys
    }
}
