import Foundation

/// Reads an SVG into the shapes of a symbol, with the SVG parsing, cascade and shape
/// geometry the VectorDrawable converter uses. What a symbol cannot hold (text, images,
/// masks, filters, clip paths, markers, patterns, dashes) is refused by name.
struct SymbolArtReader {
    static let maximumElements = 10_000
    static let maximumSegments = 50_000
    /// The largest coordinate, stroke width or arc radius taken, in user units.
    static let coordinateLimit = 1e6

    static let definitions: Set<String> = [
        "defs", "symbol", "title", "desc", "metadata", "style", "linearGradient", "radialGradient", "clipPath",
        "mask", "pattern", "filter", "marker",
    ]
    static let refused: [String: String] = [
        "text": "a symbol holds only filled paths; convert the text to outlines",
        "image": "a symbol cannot hold raster images",
        "foreignObject": "a symbol cannot hold foreign content",
        "svg": "nested <svg> viewports are not converted",
        "switch": "conditional <switch> is not converted",
        "animate": "a symbol is not animated by SMIL",
        "animateTransform": "a symbol is not animated by SMIL",
        "animateMotion": "a symbol is not animated by SMIL",
        "set": "a symbol is not animated by SMIL",
    ]
    static let refusedProperties = [("mask", "a symbol cannot hold masks"), ("filter", "a symbol cannot hold filters"),
                                    ("clip-path", "clip paths are not applied to symbols")]
    static let shapes: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]

    let sheet: StyleSheet
    private let elementsByID: [String: SVGElement]
    private var warnings: [SymbolWarning] = []
    private var colours: Set<RGBA> = []
    private var elements = 0
    private var segmentCount = 0

    /// The drawing in `data`.
    static func read(_ data: Data) throws -> SymbolArt {
        // Foundation's XML parser traps on names that are not UTF-8; an SVG is UTF-8 text.
        guard String(validating: data, as: UTF8.self) != nil else { throw SymbolError.invalidXML("it is not UTF-8 text") }
        let root = try converting { try SVGElement.parse(data) }
        guard root.name == "svg" else { throw SymbolError.notSVG(root: root.name) }
        var reader = try SymbolArtReader(root: root)
        let canvas = try SymbolCanvas.rect(of: root)
        try reader.refuseProperties(of: root)
        let style = try converting { try SVGStyle().child(root, sheet: reader.sheet) }
        let shapes = style.hidden ? [] : try reader.children(of: root, style: style, transform: .identity, using: [],
                                                              opacity: style.opacity)
        if reader.colours.count > 1 {
            reader.warnings.append(SymbolWarning(kind: .colours, detail: "\(reader.colours.count) colours are drawn in one ink"))
        }
        return SymbolArt(canvas: canvas, shapes: shapes, warnings: reader.warnings)
    }

    private init(root: SVGElement) throws {
        let all = root.descendants
        sheet = try Self.converting { try StyleSheet(all.filter { $0.name == "style" }.map(\.text).joined(separator: "\n")) }
        var ids: [String: SVGElement] = [:]
        for element in all { if let id = element.attributes["id"], ids[id] == nil { ids[id] = element } }
        elementsByID = ids
    }

    /// Runs SVG reading shared with the VectorDrawable converter, its errors in symbol terms.
    static func converting<T>(_ work: () throws -> T) throws -> T {
        do { return try work() } catch let error as VectorDrawableError { throw SymbolError(error) }
    }

    /// `opacity`: the product of the opacities of `element` and the groups holding it.
    private mutating func children(of element: SVGElement, style: SVGStyle, transform: AffineTransform,
                                   using: [String], opacity: Double) throws -> [SymbolShape] {
        var shapes: [SymbolShape] = []
        for child in element.children {
            shapes += try node(child, parent: style, transform: transform, using: using, groupOpacity: opacity)
        }
        return shapes
    }

    /// One element in place, with `transform` from its parent's user space to the canvas, and
    /// `groupOpacity` the product of its groups' opacities.
    private mutating func node(_ element: SVGElement, parent: SVGStyle, transform: AffineTransform, using: [String],
                               groupOpacity: Double, instantiated: Bool = false) throws -> [SymbolShape] {
        if element.isForeign { return [] }
        let name = element.name
        if let reason = Self.refused[name] { throw SymbolError.unsupported(element: "<\(name)>", reason: reason) }
        if Self.definitions.contains(name) && !(instantiated && name == "symbol") { return [] }
        guard Self.shapes.contains(name) || ["g", "a", "use", "symbol"].contains(name) else {
            throw SymbolError.unsupported(element: "<\(name)>", reason: "not an element a symbol can take")
        }
        elements += 1
        guard elements <= Self.maximumElements else { throw SymbolError.tooComplex("more than \(Self.maximumElements) elements") }
        try refuseProperties(of: element)
        let style = try Self.converting { try parent.child(element, sheet: sheet) }
        guard !style.hidden else { return [] }
        var own = try Self.converting { try element.attributes["transform"].map(TransformParser.parse) ?? .identity }
        if name == "use" {
            let x = try Self.converting { try SVGLength.parse(element.attributes["x"], attribute: "x") } ?? 0
            let y = try Self.converting { try SVGLength.parse(element.attributes["y"], attribute: "y") } ?? 0
            own = own.concatenating(.translate(x, y))
        }
        let inner = transform.concatenating(own)
        switch name {
        case "use": return try inline(element, style: style, transform: inner, using: using, opacity: groupOpacity * style.opacity)
        case "g", "a", "symbol":
            return try children(of: element, style: style, transform: inner, using: using, opacity: groupOpacity * style.opacity)
        default: return try shape(element, style: style, transform: inner, groupOpacity: groupOpacity).map { [$0] } ?? []
        }
    }

    /// `<use href="#id">`: the referenced element, drawn here and styled from the `<use>`.
    private mutating func inline(_ use: SVGElement, style: SVGStyle, transform: AffineTransform,
                                 using: [String], opacity: Double) throws -> [SymbolShape] {
        let reference = use.reference ?? ""
        guard reference.hasPrefix("#") else {
            throw SymbolError.unsupported(element: "<use href=\"\(reference)\">", reason: "only elements of the same file are drawn")
        }
        let id = String(reference.dropFirst())
        guard let target = elementsByID[id] else {
            throw SymbolError.unsupported(element: "<use href=\"\(reference)\">", reason: "nothing in the file has that id")
        }
        guard !using.contains(id) else {
            throw SymbolError.unsupported(element: "<use href=\"\(reference)\">", reason: "it refers to itself")
        }
        if target.name == "symbol", target.attributes["viewBox"] != nil {
            throw SymbolError.unsupported(element: "<use> of <symbol viewBox>", reason: "symbol viewports are not converted")
        }
        return try node(target, parent: style, transform: transform, using: using + [id], groupOpacity: opacity, instantiated: true)
    }

    /// A basic shape with its paint, or nil when it paints nothing.
    private mutating func shape(_ element: SVGElement, style: SVGStyle, transform: AffineTransform,
                                groupOpacity: Double) throws -> SymbolShape? {
        guard let segments = try Self.converting({
            try ShapeGeometry.segments(of: element, length: { try SVGLength.parse(element.attributes[$0], attribute: $0) })
        }), segments.count > 1, style.visibility != "hidden", style.visibility != "collapse" else { return nil }
        let paint = SymbolPaint(elementsByID: elementsByID)
        let fill = try paint.ink(style.fill, "fill", color: style.color, opacity: style.fillOpacity * style.opacity * groupOpacity,
                                 on: element, warnings: &warnings)
        var stroke = try paint.ink(style.stroke, "stroke", color: style.color,
                                   opacity: style.strokeOpacity * style.opacity * groupOpacity, on: element, warnings: &warnings)
        if style.strokeWidth <= 0 { stroke = nil }
        guard fill != nil || stroke != nil else { return nil }
        if let marker = style.markers.first(where: { $0.value != "none" }), ["path", "line", "polyline", "polygon"].contains(element.name) {
            throw SymbolError.unsupported(element: "\(marker.key)=\"\(marker.value)\" on <\(element.name)>",
                                          reason: "markers are not drawn into symbols")
        }
        let dashes = style.dashArray.trimmingCharacters(in: .whitespaces)
        if stroke != nil, dashes != "none", !dashes.isEmpty {
            throw SymbolError.unsupported(element: "stroke-dasharray=\"\(dashes)\" on <\(element.name)>",
                                          reason: "dashed strokes are not outlined yet")
        }
        try checkRange(segments, transform: transform, strokeWidth: stroke == nil ? 0 : style.strokeWidth, on: element)
        segmentCount += segments.count
        guard segmentCount <= Self.maximumSegments else {
            throw SymbolError.tooComplex("more than \(Self.maximumSegments) path segments")
        }
        for ink in [fill, stroke].compactMap({ $0 }) { colours.insert(ink.colour) }
        // One contour fills alike under either rule unless it crosses itself; several may have holes.
        if fill != nil, style.fillRule == "evenodd", segments.filter({ if case .move = $0 { return true } else { return false } }).count > 1 {
            warnings.append(SymbolWarning(kind: .evenOdd, detail: "the evenodd fill of <\(element.name)> is drawn nonzero, "
                                          + "its inner contours reversed (exact unless contours cross)"))
        }
        let strokeStyle = stroke.map { _ in
            StrokeStyle(width: style.strokeWidth, cap: StrokeStyle.Cap(rawValue: style.lineCap) ?? .butt,
                        join: StrokeStyle.Join(rawValue: style.lineJoin) ?? .miter,
                        miterLimit: min(Self.coordinateLimit, max(1, style.miterLimit)))
        }
        return SymbolShape(segments: segments, transform: transform,
                           fill: fill == nil ? nil : (style.fillRule == "evenodd" ? .evenOdd : .nonzero),
                           stroke: strokeStyle, fillLevel: SymbolLevel(opacity: fill?.alpha ?? 1),
                           strokeLevel: SymbolLevel(opacity: stroke?.alpha ?? 1))
    }
}
