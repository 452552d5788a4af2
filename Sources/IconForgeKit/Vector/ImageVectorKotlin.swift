import Foundation

/// Writes the drawing as the calls of Compose's `ImageVector.Builder`: the same nodes, paints,
/// numbers and rounded points as `VectorDrawableXML`, so the ImageVector draws what the
/// VectorDrawable draws. Groups are `group(...)` (one clip each, so a group with several clips is
/// nested), paths `path(...)` with `PathBuilder` calls (`KotlinPathCalls`), gradients
/// `Brush.linearGradient` / `radialGradient`. Only what differs from the builder's defaults is
/// written, always as named arguments after any positional ones, and never with a trailing
/// comma: Kotlin 1.3 compiles it.
struct ImageVectorKotlin {
    /// The size, viewport, decimals and mirroring, as the drawable writes them.
    let frame: VectorFrame
    private var decimals: Int { frame.decimals }

    private static let graphics = "androidx.compose.ui.graphics."

    /// The builder code for `nodes`.
    func code(_ nodes: [VectorNode]) -> ImageVectorCode {
        var state = MethodSplit()
        var statements: [MethodSplit.Statement] = []
        for node in nodes { statements += write(node, alpha: 1, scale: 1, into: &state) }
        let body = state.fit(statements, receiver: "ImageVector.Builder").flatMap(\.lines)
        var arguments = ["defaultWidth = \(number(frame.width, 3)).dp", "defaultHeight = \(number(frame.height, 3)).dp",
                         "viewportWidth = \(float(frame.viewportWidth, decimals))", "viewportHeight = \(float(frame.viewportHeight, decimals))"]
        if frame.autoMirrored { arguments.append("autoMirror = true") }
        return ImageVectorCode(imports: state.imports, arguments: arguments, body: body, declarations: state.declarations)
    }

    /// The statements drawing `node`, each a level's lines. `alpha`: the opacities of the groups
    /// above, multiplied into each path; `scale`: how much the groups above enlarge the node's
    /// units (its paths' precision).
    private func write(_ node: VectorNode, alpha: Double, scale: Double, into state: inout MethodSplit) -> [MethodSplit.Statement] {
        switch node {
        case .group(let group) where group.isPlain:
            return group.children.flatMap { write($0, alpha: alpha * group.opacity, scale: scale, into: &state) }
        case .group(let group):
            state.imports.insert(Self.graphics + "vector.group")
            var list: [String] = []
            if group.rotation != 0 { list.append("rotate = " + float(group.rotation, 4)) }
            if group.scaleX != 1 { list.append("scaleX = " + float(group.scaleX, 6)) }
            if group.scaleY != 1 { list.append("scaleY = " + float(group.scaleY, 6)) }
            if group.translateX != 0 { list.append("translationX = " + float(group.translateX, decimals)) }
            if group.translateY != 0 { list.append("translationY = " + float(group.translateY, decimals)) }
            let inner = scale * max(abs(group.scaleX), abs(group.scaleY))
            var children = group.children.flatMap { write($0, alpha: alpha * group.opacity, scale: inner, into: &state) }
            // Compose's group takes one clip; more intersect as nested groups, in the same units,
            // the innermost written first.
            let clips = group.clips.map { state.fit(calls(pathCalls($0, scale: inner)), receiver: "PathBuilder") }
            if !clips.isEmpty { state.imports.insert(Self.graphics + "vector.PathData") }
            for index in (0 ..< max(1, clips.count)).reversed() {
                let own = index == 0 ? list : []
                let body = state.fit(children, receiver: "ImageVector.Builder")
                var lines: [String]
                if index < clips.count {
                    lines = ["group("] + own.map { "    " + $0 + "," } + ["    clipPathData = PathData {"]
                        + clips[index].flatMap(\.lines).map { "        " + $0 } + ["    }", ") {"]
                } else {
                    lines = ["group(" + own.joined(separator: ", ") + ") {"]
                }
                lines += body.flatMap(\.lines).map { "    " + $0 } + ["}"]
                let cost = MethodSplit.callCost * (own.count + 2) + clips.dropFirst(index).prefix(1).flatMap { $0 }.map(\.cost).reduce(0, +)
                children = [MethodSplit.Statement(lines: lines, cost: cost + body.map(\.cost).reduce(0, +))]
            }
            return children
        case .path(let path):
            state.imports.insert(Self.graphics + "vector.path")
            let list = paintArguments(path, alpha: alpha, imports: &state.imports)
            var lines: [String]
            if list.count <= 1 {
                lines = ["path(" + list.joined() + ") {"]
            } else {
                lines = ["path("] + list.enumerated().map { index, argument in
                    "    " + argument + (index < list.count - 1 ? "," : "")
                } + [") {"]
            }
            let body = state.fit(calls(pathCalls(path.segments, scale: scale)), receiver: "PathBuilder")
            lines += body.flatMap(\.lines).map { "    " + $0 } + ["}"]
            return [MethodSplit.Statement(lines: lines, cost: MethodSplit.callCost * (list.count + 4) + body.map(\.cost).reduce(0, +))]
        }
    }

    /// Each builder call as a statement.
    private func calls(_ lines: [String]) -> [MethodSplit.Statement] {
        lines.map { MethodSplit.Statement(lines: [$0], cost: MethodSplit.cost(ofCall: $0)) }
    }

    /// The `PathBuilder` calls of `segments`, at the precision the drawable's path data keeps.
    func pathCalls(_ segments: [PathSegment], scale: Double) -> [String] {
        KotlinPathCalls(decimals: frame.pathDecimals(scale: scale)).calls(segments)
    }

    /// The arguments of `path(...)` that differ from the builder's defaults, in its order.
    private func paintArguments(_ path: VectorPath, alpha: Double, imports: inout Set<String>) -> [String] {
        var list: [String] = []
        if let fill = path.fill {
            list.append("fill = " + brush(fill, imports: &imports))
            if path.fillAlpha * alpha < 1 { list.append("fillAlpha = " + float(path.fillAlpha * alpha, 4)) }
        }
        if let stroke = path.stroke {
            list.append("stroke = " + brush(stroke, imports: &imports))
            if path.strokeAlpha * alpha < 1 { list.append("strokeAlpha = " + float(path.strokeAlpha * alpha, 4)) }
            // Always written: the builder's default width is 0, a hairline.
            list.append("strokeLineWidth = " + float(path.strokeWidth, decimals))
            if path.lineCap != "butt" {
                imports.insert(Self.graphics + "StrokeCap")
                list.append("strokeLineCap = StrokeCap." + path.lineCap.capitalized)
            }
            if path.lineJoin != "miter" {
                imports.insert(Self.graphics + "StrokeJoin")
                list.append("strokeLineJoin = StrokeJoin." + path.lineJoin.capitalized)
            }
            if path.miterLimit != 4 { list.append("strokeLineMiter = " + float(path.miterLimit, 4)) }
        }
        if path.fill != nil && path.evenOdd {
            imports.insert(Self.graphics + "PathFillType")
            list.append("pathFillType = PathFillType.EvenOdd")
        }
        return list
    }

    /// A paint as a `Brush`: `SolidColor(Color(0xFF000000))`, or a gradient in the path's units.
    private func brush(_ paint: VectorPaint, imports: inout Set<String>) -> String {
        imports.insert(Self.graphics + "Color")
        switch paint {
        case .color(let color):
            imports.insert(Self.graphics + "SolidColor")
            return "SolidColor(\(Self.color(RGBA(color.red, color.green, color.blue))))"
        case .gradient(let gradient):
            imports.insert(Self.graphics + "Brush")
            var list = gradient.stops.map { float($0.offset, 4) + " to " + Self.color($0.color) }
            switch gradient.shape {
            case .linear(let start, let end):
                imports.insert("androidx.compose.ui.geometry.Offset")
                list += ["start = " + offset(start), "end = " + offset(end)]
            case .radial(let center, let radius):
                imports.insert("androidx.compose.ui.geometry.Offset")
                list += ["center = " + offset(center), "radius = " + float(radius, decimals)]
            }
            let tileModes = ["repeat": "Repeated", "mirror": "Mirror"]
            if let mode = tileModes[gradient.tileMode] {
                imports.insert(Self.graphics + "TileMode")
                list.append("tileMode = TileMode." + mode)
            }
            let kind: String
            if case .linear = gradient.shape { kind = "linearGradient" } else { kind = "radialGradient" }
            return "Brush.\(kind)(" + list.joined(separator: ", ") + ")"
        }
    }

    private func offset(_ point: Point) -> String {
        "Offset(\(float(point.x, decimals)), \(float(point.y, decimals)))"
    }

    /// `Color(0xAARRGGBB)`: a Long literal past 0x7FFFFFFF, an Int one below; Compose takes both.
    static func color(_ color: RGBA) -> String {
        String(format: "Color(0x%02X%02X%02X%02X)", color.alpha, color.red, color.green, color.blue)
    }

    private func number(_ value: Double, _ places: Int) -> String { VectorNumber.text(value, places: places) }

    /// `value` as a Float literal: `24f`, `-0.5f`.
    private func float(_ value: Double, _ places: Int) -> String { number(value, places) + "f" }
}
