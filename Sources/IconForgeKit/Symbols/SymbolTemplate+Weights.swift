import Foundation

extension SymbolTemplate {
    /// Each weight of the symbol (Ultralight, Regular, Black) as an SVG of black filled paths,
    /// what the previews draw to show the symbol as Xcode will. On the source SVG's own canvas,
    /// or with `wholeInk` on one box holding the canvas and every weight's ink, the same for
    /// all three (Black's wider strokes can reach past the canvas, and a symbol is not clipped).
    public static func weightDrawings(svg: Data, options: SymbolOptions = SymbolOptions(), wholeInk: Bool = false) throws -> [Data] {
        let built = try build(svg: svg, options: options)
        var box = built.art.canvas
        if wholeInk {
            for paths in built.drawing.paths { if let ink = OutlineBounds.of(paths) { box = box.union(ink) } }
        }
        let view = [box.x, box.y, box.width, box.height].map { PathData.number($0, 6) }.joined(separator: " ")
        return built.drawing.paths.map { paths in
            var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(view)\" width=\"\(PathData.number(box.width, 6))\" "
                + "height=\"\(PathData.number(box.height, 6))\">"
            for path in paths { out += "<path d=\"\(PathData.string(path))\"/>" }
            return Data((out + "</svg>\n").utf8)
        }
    }
}
