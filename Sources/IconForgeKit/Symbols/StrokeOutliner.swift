/// Turns strokes into filled outlines: for each of several widths, closed contours whose
/// nonzero fill covers what the stroke covers (SVG's stroke shape, as cairo draws it).
///
/// The outline is a union of overlapping pieces rather than one boundary: a contour along
/// each line or curve (its inner edge stopping at the centre of curvature, plus a contour for
/// the fold beyond it where a width reaches past), one at each join and cap, and a dot at each
/// cusp. All turn the same way, so no piece cancels another, and curves stay cubic curves.
///
/// Every width gets the same contours with the same commands in the same order: each choice
/// of structure (the subdivision of every curve, which joins are drawn, where a fold contour
/// goes, how many arcs a round piece has) is made once, from the centre line and all widths.
enum StrokeOutliner {
    /// The outline of `subpaths` stroked with `style` at each of `widths` (`style.width` is
    /// not used), one segment list per width. `subpaths` holds path segments, each subpath
    /// starting with a move: a dasher goes in front of this, handing over each dash as an
    /// open subpath. Curves stay within `tolerance` of the true edges. An outline growing past
    /// `budget` segments (in one width) stops with `SymbolError.tooComplex`.
    static func outline(subpaths: [[PathSegment]], style: StrokeStyle, widths: [Double], tolerance: Double,
                        budget: Int = .max) throws -> [[PathSegment]] {
        let halfWidths = widths.map { $0 / 2 }
        let widest = halfWidths.max() ?? 0
        let corners = StrokeCorners(style: style, widestHalfWidth: widest, tolerance: tolerance)
        var writers = [ContourWriter](repeating: ContourWriter(), count: widths.count)
        for subpath in StrokeSubpath.split(subpaths.flatMap { $0 }) {
            guard !subpath.pieces.isEmpty else {
                for (w, h) in halfWidths.enumerated() { corners.dot(at: subpath.start, halfWidth: h, into: &writers[w]) }
                continue
            }
            let outliner = SubpathOutliner(halfWidths: halfWidths, corners: corners, tolerance: tolerance, budget: budget)
            try outliner.outline(subpath, into: &writers)
        }
        return writers.map(\.segments)
    }
}

/// Outlines one subpath for every width.
private struct SubpathOutliner {
    let halfWidths: [Double]
    let corners: StrokeCorners
    let tolerance: Double
    let budget: Int

    func outline(_ subpath: StrokeSubpath, into writers: inout [ContourWriter]) throws {
        let pieces = subpath.pieces
        for (index, piece) in pieces.enumerated() {
            edges(of: piece, into: &writers)
            guard writers.allSatisfy({ $0.segments.count <= budget }) else {
                throw SymbolError.tooComplex("a stroke outline takes more than \(budget) segments")
            }
            if index + 1 < pieces.count { join(piece, pieces[index + 1], into: &writers) }
        }
        if subpath.closed {
            join(pieces[pieces.count - 1], pieces[0], into: &writers)
        } else {
            let first = pieces[0], last = pieces[pieces.count - 1]
            for (w, h) in halfWidths.enumerated() {
                corners.cap(at: first.start, outward: -Self.startDirection(first), halfWidth: h, into: &writers[w])
                corners.cap(at: last.end, outward: Self.endDirection(last), halfWidth: h, into: &writers[w])
            }
        }
    }

    private func join(_ a: StrokeSubpath.Piece, _ b: StrokeSubpath.Piece, into writers: inout [ContourWriter]) {
        let incoming = Self.endDirection(a), outgoing = Self.startDirection(b)
        guard !StrokeCorners.isSmooth(incoming, outgoing, widestHalfWidth: halfWidths.max() ?? 0,
                                      tolerance: tolerance) else { return }
        for (w, h) in halfWidths.enumerated() {
            corners.join(at: b.start, incoming: incoming, outgoing: outgoing, halfWidth: h, into: &writers[w])
        }
    }

    /// The contours along one piece: a band for a line; for a curve, a band between each pair
    /// of cusps (with a dot at the cusp, where cairo draws a round turn) and a contour over
    /// each fold.
    private func edges(of piece: StrokeSubpath.Piece, into writers: inout [ContourWriter]) {
        switch piece {
        case .line(let a, let b):
            let n = ((b - a).normalized ?? Point(x: 1, y: 0)).perpendicular
            for (w, h) in halfWidths.enumerated() {
                writers[w].polygon([a + n * h, b + n * h, b - n * h, a - n * h])
            }
        case .cubic(let curve):
            var start = 0.0
            for end in curve.cusps + [1] {
                let part = curve.portion(from: start, to: end)
                let spans = CurveOffsetter(curve: part, halfWidths: halfWidths, tolerance: tolerance).spans()
                for w in halfWidths.indices {
                    writers[w].band(forward: spans.map { $0.left[w] }, backward: spans.map { $0.right[w] })
                    for span in spans where span.folds {
                        if span.inner == .left {
                            writers[w].band(forward: [span.left[w]], backward: [span.innerOffset[w]])
                        } else {
                            writers[w].band(forward: [span.innerOffset[w]], backward: [span.right[w]])
                        }
                    }
                    if end < 1 { writers[w].disk(center: part.p3, radius: halfWidths[w], arcs: corners.arcs) }
                }
                start = end
            }
        }
    }

    static func startDirection(_ piece: StrokeSubpath.Piece) -> Point {
        switch piece {
        case .line(let a, let b): return (b - a).normalized ?? Point(x: 1, y: 0)
        case .cubic(let c): return c.tangent(at: 0, side: .after) ?? Point(x: 1, y: 0)
        }
    }

    static func endDirection(_ piece: StrokeSubpath.Piece) -> Point {
        switch piece {
        case .line(let a, let b): return (b - a).normalized ?? Point(x: 1, y: 0)
        case .cubic(let c): return c.tangent(at: 1, side: .before) ?? Point(x: 1, y: 0)
        }
    }
}
