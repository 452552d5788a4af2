import Foundation

/// Walks the SVG tree and builds drawable nodes. Transforms become groups when a group can
/// express them (no skew) and are otherwise baked into the path coordinates below them.
struct SVGToVectorConverter {
    let sheet: StyleSheet
    let elementsByID: [String: SVGElement]
    let tint: RGBA?

    init(root: SVGElement, tint: RGBA?) throws {
        let all = root.descendants
        sheet = try StyleSheet(all.filter { $0.name == "style" }.map(\.text).joined(separator: "\n"))
        var ids: [String: SVGElement] = [:]
        for element in all { if let id = element.attributes["id"], ids[id] == nil { ids[id] = element } }
        elementsByID = ids
        self.tint = tint
    }

    /// Drawn only through a reference, never in place.
    static let definitions: Set<String> = [
        "defs", "symbol", "title", "desc", "metadata", "style", "linearGradient", "radialGradient", "clipPath",
        "mask", "pattern", "filter", "marker",
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

    /// The nodes for the root `element`'s content, styled from `style`, with `pending` still to
    /// be baked into coordinates. `using` holds the ids being inlined by `<use>`, to refuse cycles.
    func convert(_ element: SVGElement, style: SVGStyle, pending: AffineTransform, using: [String]) throws -> [VectorNode] {
        let own = try style.child(element, sheet: sheet)
        guard !own.hidden else { return [] }
        return try children(of: element, style: own, pending: pending, using: using)
    }

    func children(of element: SVGElement, style: SVGStyle, pending: AffineTransform, using: [String]) throws -> [VectorNode] {
        try element.children.flatMap { try node($0, parent: style, pending: pending, using: using) }
    }

    /// One element in place.
    func node(_ element: SVGElement, parent: SVGStyle, pending: AffineTransform, using: [String],
              instantiated: Bool = false) throws -> [VectorNode] {
        if element.isForeign { return [] }
        let name = element.name
        if let reason = Self.refused[name] { throw VectorDrawableError.unsupported(element: "<\(name)>", reason: reason) }
        if Self.definitions.contains(name) && !(instantiated && name == "symbol") { return [] }
        guard Self.shapes.contains(name) || ["g", "a", "use", "symbol"].contains(name) else {
            throw VectorDrawableError.unsupported(element: "<\(name)>", reason: "not an element VectorDrawable can express")
        }
        let style = try parent.child(element, sheet: sheet)
        guard !style.hidden else { return [] }
        var extra = AffineTransform.identity
        if name == "use" {
            extra = .translate(try length(element, "x") ?? 0, try length(element, "y") ?? 0)
        }
        let (group, inner) = try place(element, extra: extra, pending: pending)
        var nodes: [VectorNode]
        switch name {
        case "use": nodes = try inline(element, style: style, pending: inner, using: using)
        case "g", "a", "symbol": nodes = try children(of: element, style: style, pending: inner, using: using)
        default: nodes = try shape(element, style: style, pending: inner).map { [.path($0)] } ?? []
        }
        guard var group else { return nodes }
        guard !nodes.isEmpty else { return [] }
        group.children = nodes
        return [.group(group)]
    }

    /// A group for `element`'s transform when one can express it (with whatever was pending),
    /// and the transform left to bake into the coordinates below.
    private func place(_ element: SVGElement, extra: AffineTransform, pending: AffineTransform) throws
        -> (VectorGroup?, AffineTransform) {
        let own = try element.attributes["transform"].map(TransformParser.parse) ?? .identity
        let transform = own.concatenating(extra)
        guard !transform.isIdentity else { return (nil, pending) }
        let combined = pending.concatenating(transform)
        guard let parts = combined.groupComponents else { return (nil, combined) }
        return (VectorGroup(rotation: parts.rotation, scaleX: parts.scaleX, scaleY: parts.scaleY,
                            translateX: parts.translateX, translateY: parts.translateY), .identity)
    }

    /// `<use href="#id">`: the referenced element, drawn here and styled from the `<use>`.
    private func inline(_ use: SVGElement, style: SVGStyle, pending: AffineTransform, using: [String]) throws -> [VectorNode] {
        let reference = use.reference ?? ""
        guard reference.hasPrefix("#") else {
            throw VectorDrawableError.unsupported(element: "<use href=\"\(reference)\">",
                                                  reason: "only elements of the same file can be inlined")
        }
        let id = String(reference.dropFirst())
        guard let target = elementsByID[id] else {
            throw VectorDrawableError.unsupported(element: "<use href=\"\(reference)\">", reason: "nothing in the file has that id")
        }
        guard !using.contains(id) else {
            throw VectorDrawableError.unsupported(element: "<use href=\"\(reference)\">", reason: "it refers to itself")
        }
        if target.name == "symbol", target.attributes["viewBox"] != nil {
            throw VectorDrawableError.unsupported(element: "<use> of <symbol viewBox>", reason: "symbol viewports are not converted")
        }
        return try node(target, parent: style, pending: pending, using: using + [id], instantiated: true)
    }

    private func length(_ element: SVGElement, _ name: String) throws -> Double? {
        try SVGLength.parse(element.attributes[name], attribute: name)
    }
}
