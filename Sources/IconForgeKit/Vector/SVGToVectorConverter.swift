import Foundation

/// Walks the SVG tree and builds drawable nodes. Transforms become groups when a group can
/// express them (no skew) and are otherwise baked into the path coordinates below them;
/// opacity and clip paths become group properties.
struct SVGToVectorConverter {
    let sheet: StyleSheet
    let elementsByID: [String: SVGElement]
    /// Each element's parent, for the styles of what is drawn by reference (clip paths, gradient stops).
    let parents: [ObjectIdentifier: SVGElement]
    let tint: RGBA?
    let viewport: SVGViewport
    let limits: GeometryLimits
    /// Whether the drawing may keep an opacity over overlapping shapes as a group's (the PDF
    /// composites it as one layer); a VectorDrawable cannot, so it refuses those.
    let composesGroupOpacity: Bool

    init(root: SVGElement, tint: RGBA?, viewport: SVGViewport, limits: GeometryLimits, composesGroupOpacity: Bool) throws {
        let all = root.descendants
        sheet = try StyleSheet(all.filter { $0.name == "style" }.map(\.text).joined(separator: "\n"))
        var ids: [String: SVGElement] = [:]
        var parents: [ObjectIdentifier: SVGElement] = [:]
        for element in all {
            if let id = element.attributes["id"], ids[id] == nil { ids[id] = element }
            for child in element.children { parents[ObjectIdentifier(child)] = element }
        }
        elementsByID = ids
        self.parents = parents
        self.tint = tint
        self.viewport = viewport
        self.limits = limits
        self.composesGroupOpacity = composesGroupOpacity
    }

    /// Drawn only through a reference, never in place.
    static let definitions: Set<String> = [
        "defs", "symbol", "title", "desc", "metadata", "style", "linearGradient", "radialGradient", "clipPath",
        "mask", "pattern", "filter", "marker", "stop",
    ]
    static let refused: [String: String] = [
        "text": "VectorDrawable cannot express text; convert it to outlines",
        "image": "VectorDrawable cannot embed images",
        "foreignObject": "VectorDrawable cannot express foreign content",
        "svg": "nested <svg> viewports are not converted",
        "switch": "conditional <switch> is not converted",
        "animate": "VectorDrawable cannot express SMIL animation",
        "animateTransform": "VectorDrawable cannot express SMIL animation",
        "animateMotion": "VectorDrawable cannot express SMIL animation",
        "set": "VectorDrawable cannot express SMIL animation",
    ]
    static let shapes: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]
    static let containers: Set<String> = ["g", "a", "use", "symbol"]

    /// The nodes of the root `<svg>`: its content, under its own transform, opacity and clip.
    func convertDocument(_ root: SVGElement) throws -> [VectorNode] {
        let style = try SVGStyle().child(root, sheet: sheet)
        guard !style.hidden else { return [] }
        return try placed(root, style: style, extra: .identity, in: ConversionScope(style: style)) { scope in
            try children(of: root, in: scope)
        }
    }

    func children(of element: SVGElement, in scope: ConversionScope) throws -> [VectorNode] {
        try element.children.flatMap { try node($0, in: scope) }
    }

    /// One element in place; `instantiated` when a `<use>` draws it.
    func node(_ element: SVGElement, in parent: ConversionScope, instantiated: Bool = false) throws -> [VectorNode] {
        if element.isForeign { return [] }
        let name = element.name
        if let reason = Self.refused[name] { throw VectorDrawableError.unsupported(element: "<\(name)>", reason: reason) }
        if Self.definitions.contains(name) && !(instantiated && name == "symbol") { return [] }
        guard Self.shapes.contains(name) || Self.containers.contains(name) else {
            throw VectorDrawableError.unsupported(element: "<\(name)>", reason: "not an element VectorDrawable can express")
        }
        let style = try parent.style.child(element, sheet: sheet)
        guard !style.hidden else { return [] }
        var extra = AffineTransform.identity
        if name == "use" {
            extra = .translate(try length(element, "x") ?? 0, try length(element, "y") ?? 0)
        }
        return try placed(element, style: style, extra: extra, in: parent) { scope in
            switch name {
            case "use": return try inline(element, in: scope)
            case "g", "a", "symbol": return try children(of: element, in: scope)
            default: return try shape(element, in: scope)
            }
        }
    }

    /// `content` drawn in `element`'s user space (its transform, then `extra`), inside a group
    /// holding that transform when a group can, the element's opacity and its clip path.
    private func placed(_ element: SVGElement, style: SVGStyle, extra: AffineTransform, in parent: ConversionScope,
                        content: (ConversionScope) throws -> [VectorNode]) throws -> [VectorNode] {
        guard style.opacity > 0 else { return [] }
        let own = try transform(of: element, style: style).concatenating(extra)
        // A transform that flattens the plane draws nothing, as in SVG.
        guard own.determinant != 0 else { return [] }
        var scope = parent
        scope.style = style
        var group = VectorGroup()
        if !own.isIdentity {
            let combined = parent.pending.concatenating(own)
            guard combined.isFinite else { throw notFinite(element, style) }
            if let parts = combined.groupComponents {
                group = VectorGroup(rotation: parts.rotation, scaleX: parts.scaleX, scaleY: parts.scaleY,
                                    translateX: parts.translateX, translateY: parts.translateY)
                try limits.check(group, "the transform of <\(element.name)>")
                scope.groups = parent.groups.concatenating(group.transform)
                scope.pending = .identity
            } else {
                scope.pending = combined
            }
        }
        let nodes = try content(scope)
        guard !nodes.isEmpty else { return [] }
        if style.opacity < 1, !composesGroupOpacity, VectorNode.paintsOverlap(nodes) {
            throw VectorDrawableError.unsupported(
                element: String(format: "opacity=\"%g\" on <\(element.name)> over shapes that overlap", style.opacity),
                reason: "a VectorDrawable has no group opacity; given to each shape, it would darken the overlaps")
        }
        group.opacity = style.opacity
        if let clip = style.clipPath {
            guard let outlines = try clipOutlines(clip, of: element, in: scope) else { return [] }
            group.clips = outlines
        }
        group.children = nodes
        return group.isPlain && group.opacity == 1 ? nodes : [.group(group)]
    }

    /// The element's transform: its `transform` attribute, or a CSS `transform` property.
    func transform(of element: SVGElement, style: SVGStyle) throws -> AffineTransform {
        let attribute = element.attributes["transform"]
        var transform = AffineTransform.identity
        if let css = style.cssTransform {
            guard attribute == nil else {
                throw VectorDrawableError.unsupported(
                    element: "both transform=\"\(attribute!)\" and a CSS transform on <\(element.name)>",
                    reason: "renderers disagree on which one wins")
            }
            transform = try CSSTransformParser.parse(css)
        } else if let attribute {
            transform = try TransformParser.parse(attribute)
        }
        guard transform.isFinite else { throw notFinite(element, style) }
        return transform
    }

    private func notFinite(_ element: SVGElement, _ style: SVGStyle) -> VectorDrawableError {
        let text = element.attributes["transform"].map { "transform=\"\($0)\"" } ?? "transform: \(style.cssTransform ?? "")"
        return .unsupported(element: "\(text) on <\(element.name)>", reason: "it is not a finite transform")
    }

    /// `<use href="#id">`: the referenced element, drawn here and styled from the `<use>`.
    private func inline(_ use: SVGElement, in scope: ConversionScope) throws -> [VectorNode] {
        let reference = use.reference ?? ""
        guard reference.hasPrefix("#") else {
            throw VectorDrawableError.unsupported(element: "<use href=\"\(reference)\">",
                                                  reason: "only elements of the same file can be inlined")
        }
        let id = String(reference.dropFirst())
        guard let target = elementsByID[id] else {
            throw VectorDrawableError.unsupported(element: "<use href=\"\(reference)\">", reason: "nothing in the file has that id")
        }
        guard !scope.using.contains(id) else {
            throw VectorDrawableError.unsupported(element: "<use href=\"\(reference)\">", reason: "it refers to itself")
        }
        if target.name == "symbol", target.attributes["viewBox"] != nil {
            throw VectorDrawableError.unsupported(element: "<use> of <symbol viewBox>", reason: "symbol viewports are not converted")
        }
        var inner = scope
        inner.using.append(id)
        return try node(target, in: inner, instantiated: true)
    }

    /// The style `element` has where it is defined: the cascade from the root down to it (clip
    /// paths and gradient stops inherit from their own ancestors, not from what uses them).
    func definedStyle(of element: SVGElement) throws -> SVGStyle {
        var chain = [element]
        while let parent = parents[ObjectIdentifier(chain.last!)] { chain.append(parent) }
        var style = SVGStyle()
        for ancestor in chain.reversed() { style = try style.child(ancestor, sheet: sheet) }
        return style
    }

    func length(_ element: SVGElement, _ name: String) throws -> Double? {
        try SVGLength.parse(element.attributes[name], attribute: name)
    }
}
