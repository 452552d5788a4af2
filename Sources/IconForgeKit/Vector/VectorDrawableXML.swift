import Foundation

/// Writes the drawable as Android resource XML: two-space indents, one attribute per line,
/// attributes in a fixed order and numbers in one normalized form, so the same SVG always
/// gives the same bytes.
struct VectorDrawableXML {
    let width: Double
    let height: Double
    let viewportWidth: Double
    let viewportHeight: Double
    /// Decimal places kept for coordinates.
    let decimals: Int

    func document(_ nodes: [VectorNode]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        out += "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\""
        out += attributes([("width", format(width, 3) + "dp"), ("height", format(height, 3) + "dp"),
                           ("viewportWidth", format(viewportWidth, decimals)),
                           ("viewportHeight", format(viewportHeight, decimals))], depth: 1)
        out += ">\n"
        for node in nodes { write(node, depth: 1, into: &out) }
        return out + "</vector>\n"
    }

    private func write(_ node: VectorNode, depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        switch node {
        case .group(let group):
            var list: [(String, String)] = []
            if group.rotation != 0 { list.append(("rotation", format(group.rotation, 4))) }
            if group.scaleX != 1 { list.append(("scaleX", format(group.scaleX, 6))) }
            if group.scaleY != 1 { list.append(("scaleY", format(group.scaleY, 6))) }
            if group.translateX != 0 { list.append(("translateX", format(group.translateX, decimals))) }
            if group.translateY != 0 { list.append(("translateY", format(group.translateY, decimals))) }
            out += indent + "<group" + attributes(list, depth: depth + 1) + ">\n"
            for child in group.children { write(child, depth: depth + 1, into: &out) }
            out += indent + "</group>\n"
        case .path(let path):
            out += indent + "<path" + attributes(pathAttributes(path), depth: depth + 1) + " />\n"
        }
    }

    private func pathAttributes(_ path: VectorPath) -> [(String, String)] {
        var list = [("pathData", pathData(path.segments))]
        if let fill = path.fillColor {
            list.append(("fillColor", hex(fill)))
            if path.fillAlpha < 1 { list.append(("fillAlpha", format(path.fillAlpha, 4))) }
            if path.evenOdd { list.append(("fillType", "evenOdd")) }
        }
        if let stroke = path.strokeColor {
            list.append(("strokeColor", hex(stroke)))
            if path.strokeAlpha < 1 { list.append(("strokeAlpha", format(path.strokeAlpha, 4))) }
            list.append(("strokeWidth", format(path.strokeWidth, decimals)))
            if path.lineCap != "butt" { list.append(("strokeLineCap", path.lineCap)) }
            if path.lineJoin != "miter" { list.append(("strokeLineJoin", path.lineJoin)) }
            if path.miterLimit != 4 { list.append(("strokeMiterLimit", format(path.miterLimit, 4))) }
        }
        return list
    }

    private func attributes(_ list: [(String, String)], depth: Int) -> String {
        let indent = "\n" + String(repeating: "  ", count: depth)
        return list.map { indent + "android:\($0.0)=\"\($0.1)\"" }.joined()
    }

    /// Absolute commands, numbers separated by spaces where the grammar needs it.
    func pathData(_ segments: [PathSegment]) -> String {
        var out = ""
        func add(_ command: String, _ points: [Point]) {
            out += command + points.map { format($0.x, decimals) + " " + format($0.y, decimals) }.joined(separator: " ")
        }
        for segment in segments {
            switch segment {
            case .move(let p): add("M", [p])
            case .line(let p): add("L", [p])
            case .cubic(let a, let b, let p): add("C", [a, b, p])
            case .quad(let a, let p): add("Q", [a, p])
            case .arc(let rx, let ry, let rotation, let large, let sweep, let p):
                out += "A" + [format(rx, decimals), format(ry, decimals), format(rotation, 4),
                              large ? "1" : "0", sweep ? "1" : "0"].joined(separator: " ") + " "
                add("", [p])
            case .close: out += "Z"
            }
        }
        return out
    }

    private func hex(_ color: RGBA) -> String {
        String(format: "#%02X%02X%02X", color.red, color.green, color.blue)
    }

    /// `value` rounded to `places` decimals, without trailing zeros or a negative zero.
    func format(_ value: Double, _ places: Int) -> String {
        var text = String(format: "%.\(places)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return text
    }
}
