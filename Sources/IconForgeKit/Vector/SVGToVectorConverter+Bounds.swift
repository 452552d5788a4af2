import Foundation

extension SVGToVectorConverter {
    /// The bounding box of `element`'s geometry in its own user space (strokes excluded), as
    /// objectBoundingBox units measure it; nil when it has none.
    func boundingBox(of element: SVGElement, style: SVGStyle, using: [String]) throws -> Rect? {
        let outline = try geometry(of: element, style: style, using: using)
        return outline.isEmpty ? nil : PathBounds.of(outline)
    }

    /// Every shape's outline below `element` (itself included), in `element`'s user space.
    private func geometry(of element: SVGElement, style: SVGStyle, using: [String]) throws -> [PathSegment] {
        guard !style.hidden else { return [] }
        if Self.shapes.contains(element.name) { return try geometry(of: element, style: style) ?? [] }
        var children: [(SVGElement, [String])] = []
        switch element.name {
        case "use":
            let reference = element.reference ?? ""
            let id = String(reference.dropFirst())
            guard reference.hasPrefix("#"), let target = elementsByID[id], !using.contains(id) else { return [] }
            children = [(target, using + [id])]
        case "g", "a", "symbol", "svg":
            children = element.children.map { ($0, using) }
        default:
            return []
        }
        var result: [PathSegment] = []
        for (child, using) in children where !child.isForeign && (Self.shapes.contains(child.name)
            || Self.containers.contains(child.name)) {
            let childStyle = try style.child(child, sheet: sheet)
            var transform = try self.transform(of: child, style: childStyle)
            if child.name == "use" {
                transform = transform.concatenating(.translate(try length(child, "x") ?? 0, try length(child, "y") ?? 0))
            }
            result += try geometry(of: child, style: childStyle, using: using).applying(transform)
        }
        return result
    }
}
