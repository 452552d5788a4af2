import Foundation

/// Splits a path into the dashes of `stroke-dasharray`, the way cairo dashes a stroke (and so
/// the PNGs show it), so each dash can be stroked as an open subpath of its own:
/// - the pattern starts afresh at every subpath, `offset` into it (negative offsets count back);
/// - an odd list of lengths is repeated once to make it even, as SVG and cairo do;
/// - a dash running on across a corner keeps the corner (the stroke joins there);
/// - on a closed subpath whose first and last dashes are both on at its start point, they are
///   one dash through that point (cairo joins them instead of capping both);
/// - a dash of zero length is a dot or square with round or square caps, turned along the
///   path (drawn as a dash `zeroLength` long), and nothing with butt caps.
/// One difference is left: where a dash starts or ends exactly on a corner, cairo also draws
/// the join's outer wedge there (at most a quarter of the stroke width squared; its own source
/// calls these degenerate caps debatable), which a dash stroked on its own does not have.
/// Curves stay curves: each dash is the exact piece of the cubic between two lengths.
struct Dasher {
    /// On and off lengths, alternating, starting with on; an even count.
    let lengths: [Double]
    /// Where in the pattern each subpath starts, within 0 ..< the pattern's length.
    let offset: Double
    /// Most dashes one path may become, so a tiny pattern on a long path cannot blow up.
    static let maximumDashes = 20_000

    /// nil when the pattern draws a solid line: no lengths, or all zero.
    init?(lengths: [Double], offset: Double) {
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, total > 0, total.isFinite, lengths.allSatisfy({ $0 >= 0 }) else { return nil }
        self.lengths = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let period = self.lengths.reduce(0, +)
        var start = offset.isFinite ? offset.truncatingRemainder(dividingBy: period) : 0
        if start < 0 { start += period }
        self.offset = start
    }

    /// The dashes of `segments`, each an open subpath; `cap` is the stroke's line cap.
    func dash(_ segments: [PathSegment], cap: String, zeroLength: Double) throws -> [PathSegment] {
        var result: [PathSegment] = []
        var count = 0
        for subpath in Self.subpaths(ArcConversion.curves(segments)) {
            let dashes = dash(subpath, cap: cap, zeroLength: zeroLength)
            count += dashes.count
            guard count <= Self.maximumDashes else {
                throw VectorDrawableError.unsupported(
                    element: "stroke-dasharray=\"\(lengths.map { String(format: "%g", $0) }.joined(separator: " "))\"",
                    reason: "it splits the path into more than \(Self.maximumDashes) dashes")
            }
            result += dashes.joined()
        }
        return result
    }

    /// One subpath: its pieces in order, and whether a close ends it.
    struct Subpath {
        var start: Point
        var pieces: [CubicBezier] = []
        var closed = false
    }

    private func dash(_ subpath: Subpath, cap: String, zeroLength: Double) -> [[PathSegment]] {
        var dashes: [[PathSegment]] = []
        // The dash being drawn: its move and pieces, empty while off or before its first piece.
        var current: [PathSegment] = []
        var index = 0, on = true, remain = lengths[0]
        // Step into the pattern by the offset, as cairo's dash start does: it stops once the offset
        // is used up, so a zero-length first dash is drawn rather than skipped.
        var skip = offset
        while skip > 0, skip >= remain {
            skip -= remain
            index = (index + 1) % lengths.count
            on.toggle()
            remain = lengths[index]
        }
        remain -= skip
        let startsOn = on
        // Whether the dash being drawn began at the subpath's start, and where it went in `dashes`.
        var drawingOpening = startsOn
        var opening: Int?
        func toggle(at point: Point, direction: Point) {
            if on {
                let dash = current.count > 1 ? current : zeroLengthDash(at: point, direction: direction, cap: cap,
                                                                         zeroLength: zeroLength)
                if dash.count > 1 {
                    if drawingOpening { opening = dashes.count }
                    dashes.append(dash)
                }
                drawingOpening = false
                current = []
            }
            index = (index + 1) % lengths.count
            on.toggle()
            remain += lengths[index]
        }
        // Whether the last step drawn reached the subpath's end.
        var touchesEnd = false
        for piece in subpath.pieces {
            let total = piece.length()
            guard total > 0 else { continue }
            var position = 0.0
            let tolerance = 1e-9 * max(1, total)
            while true {
                // The pattern moves on as soon as a dash or gap is used up, even at the end of a piece.
                if remain <= tolerance {
                    let t = piece.parameter(atLength: position, total: total)
                    toggle(at: piece.point(at: t), direction: piece.derivative(at: t))
                    continue
                }
                guard position < total else { break }
                // A dash or gap ending within rounding of the piece's end ends there.
                let reachesEnd = remain >= total - position - tolerance
                let step = reachesEnd ? total - position : remain
                if on {
                    let t0 = piece.parameter(atLength: position, total: total)
                    let t1 = reachesEnd ? 1 : piece.parameter(atLength: position + step, total: total)
                    let part = piece.portion(from: t0, to: t1)
                    if current.isEmpty { current = [.move(part.p0)] }
                    current.append(part.isLine ? .line(part.p3) : .cubic(part.p1, part.p2, part.p3))
                }
                position = reachesEnd ? total : position + step
                touchesEnd = on && reachesEnd
                remain -= step
            }
        }
        if on, current.count > 1 { dashes.append(current) }
        // A closed subpath whose first dash starts at its start and whose last one reaches it: one
        // dash through the start, joined there as cairo joins them (or, if that is one dash all
        // round, the closed outline itself).
        if subpath.closed, startsOn, touchesEnd {
            if opening == 0, dashes.count > 1 {
                let first = dashes.removeFirst()
                dashes[dashes.count - 1] += first.dropFirst()
            } else if (opening == nil && drawingOpening) || (opening == 0 && dashes.count == 1) {
                dashes[dashes.count - 1].append(.close)
            }
        }
        return dashes
    }

    /// A zero-length dash: nothing with butt caps, else a dash `zeroLength` long along the path,
    /// so its round or square caps are drawn, and turned as cairo turns them.
    private func zeroLengthDash(at point: Point, direction: Point, cap: String, zeroLength: Double) -> [PathSegment] {
        let speed = hypot(direction.x, direction.y)
        guard cap != "butt", speed > 0 else { return [] }
        // A round cap has no direction: a dash of no length at all is the dot, in cairo and Skia alike.
        if cap == "round" { return [.move(point), .line(point)] }
        let half = zeroLength / 2 / speed
        return [.move(Point(x: point.x - direction.x * half, y: point.y - direction.y * half)),
                .line(Point(x: point.x + direction.x * half, y: point.y + direction.y * half))]
    }

    /// The subpaths of `segments` (arcs already curves): a segment after a close starts a new
    /// subpath at the closed one's start, as SVG says.
    static func subpaths(_ segments: [PathSegment]) -> [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var point = Point(x: 0, y: 0)
        for segment in segments {
            switch segment {
            case .move(let p):
                if let current { result.append(current) }
                current = Subpath(start: p)
                point = p
                continue
            case .close:
                guard var closing = current else { continue }
                if point != closing.start { closing.pieces.append(CubicBezier(line: point, closing.start)) }
                closing.closed = true
                result.append(closing)
                point = closing.start
                current = nil
                continue
            default: break
            }
            if current == nil { current = Subpath(start: point) }
            switch segment {
            case .line(let p): current!.pieces.append(CubicBezier(line: point, p)); point = p
            case .quad(let c, let p): current!.pieces.append(CubicBezier(quadratic: point, c, p)); point = p
            case .cubic(let a, let b, let p): current!.pieces.append(CubicBezier(point, a, b, p)); point = p
            case .arc(_, _, _, _, _, let p): current!.pieces.append(CubicBezier(line: point, p)); point = p
            case .move, .close: break
            }
        }
        if let current { result.append(current) }
        return result
    }
}
