/// Writes the SVG of Apple's custom-symbol template (version 3.0, Xcode 13 and later): the
/// `<style>` defining its layers' classes, the `Notes`, `Guides` (a reference capital,
/// baseline and capline for each scale, margins for each weight) and `Symbols` layers with
/// the ids, coordinates and styles the SF Symbols app exports, and the three interpolation
/// sources `Ultralight-S`, `Regular-S` and `Black-S` made of filled paths only, each carrying
/// its layer's classes. Same drawing, same bytes.
struct SymbolTemplateWriter {
    let name: String
    let drawing: SymbolDrawing
    let placement: SymbolPlacement

    static let guideStyle = "fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;"
    static let marginStyle = "fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;"
    static let textStyle = "stroke:none;fill:black;font-family:sans-serif;font-size:13;"

    func document() -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">
         <!--glyph: "\(Self.commentSafe(Self.escaped(name)))", point size: 100.0, template writer version: "iconforge"-->

        """
        out += drawing.layers.style + notes() + guides() + symbols()
        return out + "</svg>\n"
    }

    private func notes() -> String {
        var out = " <g id=\"Notes\">\n"
        out += "  <rect height=\"2200\" id=\"artboard\" style=\"fill:white;opacity:1\" width=\"3300\" x=\"0\" y=\"0\"/>\n"
        out += "  <line style=\"fill:none;stroke:black;opacity:1;stroke-width:0.5;\" x1=\"263\" x2=\"3036\" y1=\"292\" y2=\"292\"/>\n"
        out += text("Weight/Scale Variations", x: 263, y: 322, extra: "font-weight:bold;")
        for weight in SymbolWeight.allCases {
            out += text(weight.name, x: weight.columnCenter, y: 322, extra: "text-anchor:middle;")
        }
        out += "  <line style=\"fill:none;stroke:black;opacity:1;stroke-width:0.5;\" x1=\"263\" x2=\"3036\" y1=\"1903\" y2=\"1903\"/>\n"
        out += text("Template v.3.0", x: 3036, y: 1933, extra: "text-anchor:end;", id: "template-version")
        out += text("Requires Xcode 13 or greater", x: 3036, y: 1951, extra: "text-anchor:end;")
        out += text("Generated from \(name)", x: 3036, y: 1969, extra: "text-anchor:end;", id: "descriptive-name")
        for (label, y) in [("Small", 726.0), ("Medium", 1156), ("Large", 1586)] { out += text(label, x: 263, y: y) }
        return out + " </g>\n"
    }

    private func guides() -> String {
        var out = " <g id=\"Guides\">\n"
        for (scale, baseline, capline) in [("S", 696.0, 625.541), ("M", 1126, 1055.54), ("L", 1556, 1485.54)] {
            out += "  <g id=\"H-reference\" style=\"fill:#27AAE1;stroke:none;\" "
                + "transform=\"matrix(1 0 0 1 \(n(SymbolReferenceGlyph.x)) \(n(baseline)))\">\n"
                + "   <path d=\"\(SymbolReferenceGlyph.path)\"/>\n  </g>\n"
            out += line("Baseline-\(scale)", Self.guideStyle, x1: 263, x2: 3036, y1: baseline, y2: baseline)
            out += line("Capline-\(scale)", Self.guideStyle, x1: 263, x2: 3036, y1: capline, y2: capline)
        }
        for (weight, column) in zip(SymbolWeight.allCases, placement.columns) {
            for (side, x) in [("left", column.left), ("right", column.right)] {
                out += line("\(side)-margin-\(weight.id)", Self.marginStyle, x1: x, x2: x,
                            y1: SymbolPlacement.marginTop, y2: SymbolPlacement.marginBottom)
            }
        }
        return out + " </g>\n"
    }

    private func symbols() -> String {
        var out = " <g id=\"Symbols\">\n"
        let data = pathData()
        for (index, weight) in SymbolWeight.allCases.enumerated() {
            let origin = placement.groupOrigin(index)
            out += "  <g id=\"\(weight.id)\" transform=\"matrix(1 0 0 1 \(n(origin.x)) \(n(origin.y)))\">\n"
            let layers = drawing.layers
            for (d, level) in zip(data[index], drawing.levels[index]) {
                out += "   <path class=\"\(layers.classes(of: level))\" d=\"\(d)\"/>\n"
            }
            out += "  </g>\n"
        }
        return out + " </g>\n"
    }

    /// Each weight's paths as path data in its group's coordinates, a path's weights written
    /// together so they keep the same commands (`WeightPathDataWriter`).
    private func pathData() -> [[String]] {
        let placed = drawing.paths.enumerated().map { index, paths in
            paths.map { path in path.map { $0.applying(placement.groupTransform(index)) } }
        }
        let count = placed.map(\.count).min() ?? 0
        let written = (0 ..< count).map { path in WeightPathDataWriter(decimals: 3).write(placed.map { $0[path] }) }
        return placed.indices.map { weight in written.map { $0[weight] } }
    }

    private func text(_ content: String, x: Double, y: Double, extra: String = "", id: String? = nil) -> String {
        let identifier = id.map { " id=\"\($0)\"" } ?? ""
        return "  <text\(identifier) style=\"\(Self.textStyle)\(extra)\" transform=\"matrix(1 0 0 1 \(n(x)) \(n(y)))\">"
            + Self.escaped(content) + "</text>\n"
    }

    private func line(_ id: String, _ style: String, x1: Double, x2: Double, y1: Double, y2: Double) -> String {
        "  <line id=\"\(id)\" style=\"\(style)\" x1=\"\(n(x1))\" x2=\"\(n(x2))\" y1=\"\(n(y1))\" y2=\"\(n(y2))\"/>\n"
    }

    private func n(_ value: Double) -> String { PathData.number(value, 3) }

    /// `text` as the template's character data (`MarkupText`), its control characters left out
    /// rather than marked: a name is one line of the template, in a `<text>` and a comment.
    static func escaped(_ text: String) -> String {
        MarkupText.escaped(text) { $0.properties.generalCategory == .control ? "" : MarkupText.entity(of: $0) }
    }

    /// `text` without `--`, which no XML comment may hold: `---` becomes `- - -`, not `- --`.
    static func commentSafe(_ text: String) -> String {
        var out = text
        while out.contains("--") { out = out.replacingOccurrences(of: "--", with: "- -") }
        return out
    }
}
