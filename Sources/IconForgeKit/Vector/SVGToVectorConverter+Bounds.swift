import Foundation

extension SVGToVectorConverter {
    /// The bounding box of `element`'s geometry in its own user space (strokes excluded), as
    /// objectBoundingBox units measure it; nil when it has none.
    func boundingBox(of element: SVGElement, style: SVGStyle, using: [String]) throws -> Rect? {
        let outline = try geometry(of: element, style: style, using: using)
        return outline.isEmpty ? nil : PathBounds.of(outline)
    }

    /// `element`'s box as SVG defines it and as librsvg 2.54 measures it, `device` taking its user
    /// space to the canvas (`ObjectBoundingBox`).
    func objectBoundingBox(of element: SVGElement, style: SVGStyle, using: [String],
                           device: AffineTransform) throws -> ObjectBoundingBox {
        ObjectBoundingBox(exact: try boundingBox(of: element, style: style, using: using),
                          librsvg: try librsvgBox(of: element, style: style, using: using, device: device))
    }

    /// A shape's box both ways, from its outline in its user space.
    func objectBoundingBox(of outline: [PathSegment], device: AffineTransform) -> ObjectBoundingBox {
        ObjectBoundingBox(exact: PathBounds.of(outline), librsvg: Self.librsvgBox(of: outline, device: device))
    }

    /// The box librsvg measures: a shape's is cairo's fill extents, its outline's box on the
    /// device mapped back into its user space and boxed again; a container's is the union of its
    /// children's, each mapped into it and boxed. Under a rotation or skew both are larger than
    /// the geometry's own box.
    private func librsvgBox(of element: SVGElement, style: SVGStyle, using: [String],
                            device: AffineTransform) throws -> Rect? {
        guard !style.hidden else { return nil }
        if Self.shapes.contains(element.name) {
            return Self.librsvgBox(of: try geometry(of: element, style: style) ?? [], device: device)
        }
        var result: Rect?
        for (child, childStyle, transform, using) in try drawnChildren(of: element, style: style, using: using) {
            guard let box = try librsvgBox(of: child, style: childStyle, using: using,
                                           device: device.concatenating(transform)) else { continue }
            let placed = transform.apply(box)
            result = result.map { $0.union(placed) } ?? placed
        }
        return result
    }

    private static func librsvgBox(of outline: [PathSegment], device: AffineTransform) -> Rect? {
        guard let onDevice = PathBounds.of(outline.applying(device)), let back = device.inverted else { return nil }
        return back.apply(onDevice)
    }

    /// Every shape's outline below `element` (itself included), in `element`'s user space.
    private func geometry(of element: SVGElement, style: SVGStyle, using: [String]) throws -> [PathSegment] {
        guard !style.hidden else { return [] }
        if Self.shapes.contains(element.name) { return try geometry(of: element, style: style) ?? [] }
        return try drawnChildren(of: element, style: style, using: using).flatMap { child, childStyle, transform, using in
            try geometry(of: child, style: childStyle, using: using).applying(transform)
        }
    }

    /// What a container draws for a bounding box: its shapes and containers (a `<use>`'s target),
    /// each with its style, its transform into the container and the `<use>` ids being inlined.
    private func drawnChildren(of element: SVGElement, style: SVGStyle, using: [String]) throws
        -> [(SVGElement, SVGStyle, AffineTransform, [String])] {
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
        var result: [(SVGElement, SVGStyle, AffineTransform, [String])] = []
        for (child, using) in children where !child.isForeign && (Self.shapes.contains(child.name)
            || Self.containers.contains(child.name)) {
            let childStyle = try style.child(child, sheet: sheet)
            var transform = try self.transform(of: child, style: childStyle)
            if child.name == "use" {
                transform = transform.concatenating(.translate(try length(child, "x") ?? 0, try length(child, "y") ?? 0))
            }
            result.append((child, childStyle, transform, using))
        }
        return result
    }
}
