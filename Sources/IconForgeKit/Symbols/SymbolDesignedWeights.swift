import Foundation

/// Ultralight and Black as a designer drew them (`SymbolOptions.ultralightDrawing`,
/// `blackDrawing`), in place of the weights derived from the icon's strokes. Each is outlined
/// as the icon is (its strokes at their own width), fitted onto the icon's canvas as a selected
/// drawing is (the canvases share a centre, the drawing scaled to fit), and must interpolate with
/// Regular: the same number of paths, each with the same commands.
enum SymbolDesignedWeights {
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
