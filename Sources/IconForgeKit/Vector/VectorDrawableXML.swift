import Foundation

/// Writes the drawable as Android resource XML: two-space indents, one attribute per line,
/// attributes in a fixed order and numbers in one normalized form, so the same SVG always
/// gives the same bytes. Gradients are inline `aapt:attr` resources (API 24), as Android
/// Studio writes them.
struct VectorDrawableXML {
    /// The size, viewport, decimals kept for coordinates, and `android:autoMirrored`.
    let frame: VectorFrame
    private var decimals: Int { frame.decimals }

    /// The document; throws `pathTooLong` for a path aapt2 could not store.
    func document(_ nodes: [VectorNode]) throws -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        out += "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\""
        if nodes.contains(where: \.hasGradient) { out += "\n    xmlns:aapt=\"http://schemas.android.com/aapt\"" }
        out += attributes([("width", format(frame.width, 3) + "dp"), ("height", format(frame.height, 3) + "dp"),
                           ("viewportWidth", format(frame.viewportWidth, decimals)),
                           ("viewportHeight", format(frame.viewportHeight, decimals))]
                           + (frame.autoMirrored ? [("autoMirrored", "true")] : []), depth: 1)
        out += ">\n"
        for node in nodes { try write(node, alpha: 1, scale: 1, depth: 1, into: &out) }
        return out + "</vector>\n"
    }

    /// `alpha`: the product of the opacities of the groups above, multiplied into each path;
    /// `scale`: how much the groups above enlarge the node's units (its paths' precision).
    private func write(_ node: VectorNode, alpha: Double, scale: Double, depth: Int, into out: inout String) throws {
        let indent = String(repeating: "  ", count: depth)
        switch node {
        case .group(let group) where group.isPlain:
            for child in group.children { try write(child, alpha: alpha * group.opacity, scale: scale, depth: depth, into: &out) }
        case .group(let group):
            var list: [(String, String)] = []
            if group.rotation != 0 { list.append(("rotation", format(group.rotation, 4))) }
            if group.scaleX != 1 { list.append(("scaleX", format(group.scaleX, 6))) }
            if group.scaleY != 1 { list.append(("scaleY", format(group.scaleY, 6))) }
            if group.translateX != 0 { list.append(("translateX", format(group.translateX, decimals))) }
            if group.translateY != 0 { list.append(("translateY", format(group.translateY, decimals))) }
            out += indent + "<group" + attributes(list, depth: depth + 1) + ">\n"
            let inner = scale * max(abs(group.scaleX), abs(group.scaleY))
            for clip in group.clips {
                // Clip paths intersect, so a long one cannot be cut into several.
                out += indent + "  <clip-path" + attributes([("pathData", try stored(pathData(clip, scale: inner)))], depth: depth + 2)
                    + " />\n"
            }
            for child in group.children { try write(child, alpha: alpha * group.opacity, scale: inner, depth: depth + 1, into: &out) }
            out += indent + "</group>\n"
        case .path(let path):
            let data = pathData(path.segments, scale: scale)
            // A pixel at mdpi (1 dp), the fewest pixels per dp Android draws with.
            let gap = 1 / (max(frame.width / frame.viewportWidth, frame.height / frame.viewportHeight) * scale)
            guard data.count >= PathSplitter.lintLimit,
                  let pieces = PathSplitter.pieces(path, gap: gap, write: { pathData($0, scale: scale) }) else {
                try write(path, data: data, alpha: alpha, depth: depth, into: &out)
                return
            }
            for piece in pieces {
                var part = path
                part.segments = piece
                try write(part, data: pathData(piece, scale: scale), alpha: alpha, depth: depth, into: &out)
            }
        }
    }

    /// One `<path>` element, `data` its pathData.
    private func write(_ path: VectorPath, data: String, alpha: Double, depth: Int, into out: inout String) throws {
        let indent = String(repeating: "  ", count: depth)
        out += indent + "<path" + attributes([("pathData", try stored(data))] + paintAttributes(path, alpha: alpha), depth: depth + 1)
        let gradients = [("fillColor", path.fill), ("strokeColor", path.stroke)].compactMap { name, paint in
            if case .gradient(let gradient)? = paint { return (name, gradient) }
            return nil
        }
        guard !gradients.isEmpty else {
            out += " />\n"
            return
        }
        out += ">\n"
        for (name, gradient) in gradients { write(gradient, for: name, depth: depth + 1, into: &out) }
        out += indent + "</path>\n"
    }

    /// `data`, unless it is longer than aapt2 stores in one string.
    private func stored(_ data: String) throws -> String {
        guard data.utf8.count <= VectorDrawableError.aapt2StringLimit else { throw VectorDrawableError.pathTooLong(characters: data.count) }
        return data
    }

    private func paintAttributes(_ path: VectorPath, alpha: Double) -> [(String, String)] {
        var list: [(String, String)] = []
        if let fill = path.fill {
            if case .color(let color) = fill { list.append(("fillColor", hex(color))) }
            if path.fillAlpha * alpha < 1 { list.append(("fillAlpha", format(path.fillAlpha * alpha, 4))) }
            if path.evenOdd { list.append(("fillType", "evenOdd")) }
        }
        if let stroke = path.stroke {
            if case .color(let color) = stroke { list.append(("strokeColor", hex(color))) }
            if path.strokeAlpha * alpha < 1 { list.append(("strokeAlpha", format(path.strokeAlpha * alpha, 4))) }
            list.append(("strokeWidth", format(path.strokeWidth, decimals)))
            if path.lineCap != "butt" { list.append(("strokeLineCap", path.lineCap)) }
            if path.lineJoin != "miter" { list.append(("strokeLineJoin", path.lineJoin)) }
            if path.miterLimit != 4 { list.append(("strokeMiterLimit", format(path.miterLimit, 4))) }
        }
        return list
    }

    /// `<aapt:attr name="android:<name>">` holding the gradient.
    private func write(_ gradient: VectorGradient, for name: String, depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        var list: [(String, String)]
        switch gradient.shape {
        case .linear(let start, let end):
            list = [("type", "linear"), ("startX", format(start.x, decimals)), ("startY", format(start.y, decimals)),
                    ("endX", format(end.x, decimals)), ("endY", format(end.y, decimals))]
        case .radial(let center, let radius):
            list = [("type", "radial"), ("centerX", format(center.x, decimals)), ("centerY", format(center.y, decimals)),
                    ("gradientRadius", format(radius, decimals))]
        }
        list.append(("tileMode", gradient.tileMode))
        out += indent + "<aapt:attr name=\"android:\(name)\">\n"
        out += indent + "  <gradient" + attributes(list, depth: depth + 2) + ">\n"
        for stop in gradient.stops {
            out += indent + "    <item" + attributes([("offset", format(stop.offset, 4)), ("color", argb(stop.color))],
                                                     depth: depth + 3) + " />\n"
        }
        out += indent + "  </gradient>\n" + indent + "</aapt:attr>\n"
    }

    private func attributes(_ list: [(String, String)], depth: Int) -> String {
        let indent = "\n" + String(repeating: "  ", count: depth)
        return list.map { indent + "android:\($0.0)=\"\($0.1)\"" }.joined()
    }

    /// The shortest exact path data of `segments` (`PathDataWriter`), at the precision their
    /// units need, enlarged `scale` times by the groups above (`PathPrecision`).
    func pathData(_ segments: [PathSegment], scale: Double) -> String {
        PathDataWriter(decimals: frame.pathDecimals(scale: scale)).write(segments)
    }

    private func hex(_ color: RGBA) -> String {
        String(format: "#%02X%02X%02X", color.red, color.green, color.blue)
    }

    private func argb(_ color: RGBA) -> String {
        String(format: "#%02X%02X%02X%02X", color.alpha, color.red, color.green, color.blue)
    }

    /// `value` rounded to `places` decimals, without trailing zeros or a negative zero.
    func format(_ value: Double, _ places: Int) -> String { VectorNumber.text(value, places: places) }
}

extension VectorNode {
    /// Whether a gradient is painted anywhere in the node.
    var hasGradient: Bool {
        switch self {
        case .group(let group): return group.children.contains(where: \.hasGradient)
        case .path(let path):
            for paint in [path.fill, path.stroke] { if case .gradient? = paint { return true } }
            return false
        }
    }
}
