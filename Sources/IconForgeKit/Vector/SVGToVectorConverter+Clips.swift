import Foundation

extension SVGToVectorConverter {
    /// The outline `clip-path` (`reference`) clips `element` to, in the coordinates of the group
    /// being written (the scope's pending transform applied): none when the clip only restates
    /// the canvas (a Figma frame), since the drawable is cut at the canvas edge anyway
    /// (`VectorDrawing`); nil when the clip leaves nothing. Clips of nested elements intersect
    /// through their nested groups.
    func clipOutlines(_ reference: String, of element: SVGElement, in scope: ConversionScope) throws -> [[PathSegment]]? {
        let text = reference.trimmingCharacters(in: .whitespaces)
        let id = text.hasPrefix("url(") ? text.dropFirst(4).prefix { $0 != ")" }
            .trimmingCharacters(in: .init(charactersIn: "#'\" ")) : ""
        guard text.hasPrefix("url("), let clip = elementsByID[id], clip.name == "clipPath" else {
            let reason = text.hasPrefix("url(") && elementsByID[id] == nil ? "nothing in the file has that id"
                : "it is not a <clipPath>"
            throw VectorDrawableError.unsupported(element: "clip-path=\"\(reference)\" on <\(element.name)>", reason: reason)
        }
        let style = try definedStyle(of: clip)
        if let nested = style.clipPath {
            throw VectorDrawableError.unsupported(element: "clip-path=\"\(nested)\" on <clipPath id=\"\(id)\">",
                                                  reason: "renderers disagree on it (librsvg ignores it)")
        }
        var box: Rect?
        if clip.attributes["clipPathUnits"] == "objectBoundingBox" {
            let measured = try objectBoundingBox(of: element, style: scope.style, using: scope.using,
                                                 device: viewport.transform.concatenating(scope.ctm))
            guard measured.agrees else {
                throw VectorDrawableError.unsupported(element: "clip-path=\"\(reference)\" on <\(element.name)> in objectBoundingBox units",
                                                      reason: ObjectBoundingBox.disagreement)
            }
            guard let exact = measured.exact else { return nil }
            // Units of a box with no width or height are ignored (SVG 1.1, and librsvg): no clip.
            guard exact.width > 0, exact.height > 0 else { return [] }
            box = exact
        }
        guard let region = try clipRegion(clip, style: style, box: box, in: scope) else { return nil }
        return restatesCanvas(region, in: scope) ? [] : [region]
    }

    /// One `<clipPath>`'s region in the group's coordinates, nil when empty; `box` is the
    /// element's bounding box for objectBoundingBox units.
    private func clipRegion(_ clip: SVGElement, style: SVGStyle, box: Rect?, in scope: ConversionScope) throws -> [PathSegment]? {
        // Content units to the element's user space: the clip's transform, then the bounding box.
        var map = try transform(of: clip, style: style)
        if let box {
            map = AffineTransform.translate(box.x, box.y).concatenating(.scale(box.width, box.height)).concatenating(map)
        }
        map = scope.pending.concatenating(map)
        guard map.isFinite else {
            throw VectorDrawableError.unsupported(element: "<clipPath id=\"\(clip.attributes["id"] ?? "")\">",
                                                  reason: "its transform is not finite")
        }
        var outlines: [ClipRegion.Outline] = []
        for child in clip.children {
            guard let (segments, childStyle) = try clipShape(child, style: style, using: scope.using) else { continue }
            try checkArcs(segments, scale: scope.groups.concatenating(map).lengthScale, of: child)
            let placed = segments.applying(map)
            try limits.check(placed, "a coordinate of <\(child.name)> in <clipPath>")
            outlines.append(ClipRegion.Outline(segments: placed, evenOdd: childStyle.clipRule == "evenodd"))
        }
        guard !outlines.isEmpty else { return nil }
        return try ClipRegion.union(outlines)
    }

    /// A child of a `<clipPath>` as an outline in the clip's content units, with its style; nil
    /// for what adds nothing (hidden, or not a shape SVG clips with). Text and nested clips fail.
    private func clipShape(_ child: SVGElement, style parent: SVGStyle, using: [String]) throws
        -> ([PathSegment], SVGStyle)? {
        if child.isForeign || ["title", "desc", "metadata"].contains(child.name) { return nil }
        if child.name == "text" {
            throw VectorDrawableError.unsupported(element: "<text> in <clipPath>", reason: "VectorDrawable cannot clip with text")
        }
        let style = try parent.child(child, sheet: sheet)
        guard !style.hidden, style.visibility != "hidden", style.visibility != "collapse" else { return nil }
        if let nested = style.clipPath {
            throw VectorDrawableError.unsupported(element: "clip-path=\"\(nested)\" on <\(child.name)> in <clipPath>",
                                                  reason: "VectorDrawable cannot clip a clip path's own outlines")
        }
        let own = try transform(of: child, style: style)
        if child.name == "use" {
            let reference = child.reference ?? ""
            let id = String(reference.dropFirst())
            guard reference.hasPrefix("#"), let target = elementsByID[id], Self.shapes.contains(target.name),
                  !using.contains(id) else {
                throw VectorDrawableError.unsupported(element: "<use href=\"\(reference)\"> in <clipPath>",
                                                      reason: "a clip path's <use> must draw a shape of the same file")
            }
            let shift = AffineTransform.translate(try length(child, "x") ?? 0, try length(child, "y") ?? 0)
            guard let (segments, targetStyle) = try clipShape(target, style: style, using: using + [id]) else { return nil }
            return (segments.applying(own.concatenating(shift)), targetStyle)
        }
        guard Self.shapes.contains(child.name) else {
            throw VectorDrawableError.unsupported(element: "<\(child.name)> in <clipPath>",
                                                  reason: "a clip path holds shapes (and <use> of shapes) only")
        }
        guard let segments = try geometry(of: child, style: style), segments.count > 1 else { return nil }
        return (segments.applying(own), style)
    }

    /// Whether `region` is one rectangle, upright on the root's axes, holding the whole canvas.
    private func restatesCanvas(_ region: [PathSegment], in scope: ConversionScope) -> Bool {
        var points: [Point] = []
        for (index, segment) in region.enumerated() {
            switch segment {
            case .move(let p) where index == 0, .line(let p): points.append(scope.groups.apply(p))
            case .close where index == region.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard points.count == 4, xs.count == 2, ys.count == 2 else { return false }
        // Adjacent corners share an x or a y: a rectangle, not a bow tie of the same corners.
        for i in 0 ..< 4 where points[i].x != points[(i + 1) % 4].x && points[i].y != points[(i + 1) % 4].y { return false }
        let canvas = viewport.canvas
        let tolerance = 1e-9 * max(canvas.width, canvas.height)
        return xs.min()! <= canvas.x + tolerance && ys.min()! <= canvas.y + tolerance
            && xs.max()! >= canvas.x + canvas.width - tolerance && ys.max()! >= canvas.y + canvas.height - tolerance
    }
}
