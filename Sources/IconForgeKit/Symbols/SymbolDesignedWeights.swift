import Foundation

/// Ultralight and Black as a designer drew them (`SymbolOptions.ultralightDrawing`,
/// `blackDrawing`), in place of the weights derived from the icon's strokes. Each is outlined
/// as the icon is (its strokes at their own width), fitted onto the icon's canvas as a selected
/// drawing is (the canvases share a centre, the drawing scaled to fit), and must interpolate with
/// Regular: the same number of paths, each with the same commands.
enum SymbolDesignedWeights {
    /// The drawing of `art` at `strokeScales`, with the designer's weights of `options` in place
    /// of the derived ones. A designer's drawing on the icon's centre lines (only its stroke
    /// widths, or nothing, changed) is outlined together with the icon, so its outlines have the
    /// icon's structure even where a width changes how a curve's outline is cut; any other is
    /// outlined on its own and must match Regular.
    static func drawing(of art: SymbolArt, strokeScales: [Double], options: SymbolOptions) throws -> SymbolDrawing {
        var designed = [SymbolArt?](repeating: nil, count: strokeScales.count)
        for (index, weight) in SymbolWeight.allCases.enumerated() where index < strokeScales.count {
            let source = weight == .ultralight ? options.ultralightDrawing : weight == .black ? options.blackDrawing : nil
            guard let source else { continue }
            do {
                designed[index] = try SymbolArtReader.read(source)
            } catch let error as SymbolError {
                throw SymbolError.weightSource(weight: weight.name, reason: "cannot be a symbol: \(error)")
            }
        }
        let drawn = designed.map { $0.flatMap { restroked(art, as: fitted($0, onto: art.canvas)) } }
        if zip(designed, drawn).allSatisfy({ ($0 == nil) == ($1 == nil) }) {
            // The icon's shapes at the designer's widths: the levels are Regular's.
            return try SymbolDrawing.make(art, strokeScales: strokeScales, drawn: drawn)
        }
        return try apply(options, to: SymbolDrawing.make(art, strokeScales: strokeScales), canvas: art.canvas)
    }

    /// `drawing` with the designer's weights in place of the derived ones, on `canvas`.
    static func apply(_ options: SymbolOptions, to drawing: SymbolDrawing, canvas: Rect) throws -> SymbolDrawing {
        var drawing = drawing
        for (index, weight) in SymbolWeight.allCases.enumerated() {
            let source = weight == .ultralight ? options.ultralightDrawing : weight == .black ? options.blackDrawing : nil
            guard let source else { continue }
            let designed: SymbolDrawing, art: SymbolArt
            do {
                art = try SymbolArtReader.read(source)
                designed = try SymbolDrawing.make(art, strokeScales: [1])
            } catch let error as SymbolError {
                throw SymbolError.weightSource(weight: weight.name, reason: "cannot be a symbol: \(error)")
            }
            let fit = fitting(art.canvas, onto: canvas)
            let paths = designed.paths[0].map { path in path.map { $0.applying(fit) } }
            if let difference = firstDifference(paths, regular: drawing.paths[1]) {
                throw SymbolError.weightMismatch(weight: weight.name, difference: difference)
            }
            drawing.paths[index] = paths
            drawing.levels[index] = drawing.levels[1]
        }
        return drawing
    }

    /// `art` with each shape's transform taking it onto `canvas` (`fitting`); its canvas `canvas`.
    static func fitted(_ art: SymbolArt, onto canvas: Rect) -> SymbolArt {
        let fit = fitting(art.canvas, onto: canvas)
        var art = art
        art.canvas = canvas
        for index in art.shapes.indices { art.shapes[index].transform = fit.concatenating(art.shapes[index].transform) }
        return art
    }

    /// `art` stroked as `drawn` (fitted onto `art`'s canvas) is, when `drawn` is `art`'s shapes on
    /// the same centre lines, painted alike (fill, caps, joins) and differing at most in stroke
    /// widths (converted to `art`'s user spaces); nil when it is another drawing.
    static func restroked(_ art: SymbolArt, as drawn: SymbolArt) -> SymbolArt? {
        guard drawn.shapes.count == art.shapes.count else { return nil }
        // A thousandth of the canvas: what a designer's file rounded to its own grid may move.
        let tolerance = max(art.canvas.width, art.canvas.height) / 1000
        var restroked = art
        for (index, (a, b)) in zip(drawn.shapes, art.shapes).enumerated() {
            guard a.fill == b.fill, (a.stroke == nil) == (b.stroke == nil), a.stroke?.cap == b.stroke?.cap,
                  a.stroke?.join == b.stroke?.join, a.stroke?.miterLimit == b.stroke?.miterLimit,
                  a.segments.count == b.segments.count, b.transform.maximumScale > 0 else { return nil }
            // The user spaces may differ by a uniform scale (a drawing on a larger grid).
            let ratio = a.transform.maximumScale / b.transform.maximumScale
            let linear = [(a.transform.a, b.transform.a), (a.transform.b, b.transform.b),
                          (a.transform.c, b.transform.c), (a.transform.d, b.transform.d)]
            guard linear.allSatisfy({ abs($0 - ratio * $1) <= 1e-6 * a.transform.maximumScale }),
                  zip(a.segments, b.segments).allSatisfy({
                      close($0.applying(a.transform), $1.applying(b.transform), within: tolerance)
                  }) else { return nil }
            if let width = a.stroke?.width { restroked.shapes[index].stroke?.width = width * ratio }
        }
        return restroked
    }

    private static func close(_ a: PathSegment, _ b: PathSegment, within tolerance: Double) -> Bool {
        guard a.command == b.command else { return false }
        if case .arc(let rx, let ry, let rotation, let large, let sweep, _) = a,
           case .arc(let rx2, let ry2, let rotation2, let large2, let sweep2, _) = b,
           abs(rx - rx2) > tolerance || abs(ry - ry2) > tolerance || abs(rotation - rotation2) > 1e-6
            || large != large2 || sweep != sweep2 {
            return false
        }
        return zip(a.points, b.points).allSatisfy { $0.distance(to: $1) <= tolerance }
    }

    /// Where `paths` first differ from Regular's in what Xcode needs alike to interpolate: the
    /// number of paths, or a path's points (its segments) and their commands; nil when alike.
    static func firstDifference(_ paths: [[PathSegment]], regular: [[PathSegment]]) -> String? {
        guard paths.count == regular.count else {
            return "it has \(count(paths.count, "path")), Regular has \(regular.count)"
        }
        for (index, (path, other)) in zip(paths, regular).enumerated() {
            guard path.count == other.count else {
                return "its path \(index + 1) has \(count(path.count, "point")), Regular's has \(other.count)"
            }
            if let point = path.indices.first(where: { path[$0].command != other[$0].command }) {
                return "point \(point + 1) of its path \(index + 1) is drawn with \(path[point].command), Regular's with "
                    + "\(other[point].command)"
            }
        }
        return nil
    }

    /// `source` scaled uniformly to fit inside `target`, centred on it.
    static func fitting(_ source: Rect, onto target: Rect) -> AffineTransform {
        guard source != target, source.width > 0, source.height > 0 else { return .identity }
        let scale = min(target.width / source.width, target.height / source.height)
        let x = target.x + (target.width - source.width * scale) / 2 - source.x * scale
        let y = target.y + (target.height - source.height * scale) / 2 - source.y * scale
        return AffineTransform(a: scale, b: 0, c: 0, d: scale, e: x, f: y)
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
