import Foundation

extension SVGToVectorConverter {
    /// The paths of a basic shape: one path for its fill and stroke, or two (the fill, then the
    /// stroke) when the stroke is dashed; none when it draws nothing.
    func shape(_ element: SVGElement, in scope: ConversionScope) throws -> [VectorNode] {
        let style = scope.style
        guard let segments = try geometry(of: element, style: style), segments.count > 1 else { return [] }
        guard style.visibility != "hidden", style.visibility != "collapse" else { return [] }
        if let marker = style.markers.first(where: { $0.value != "none" }),
           ["path", "line", "polyline", "polygon"].contains(element.name) {
            throw VectorDrawableError.unsupported(element: "\(marker.key)=\"\(marker.value)\" on <\(element.name)>",
                                                  reason: "VectorDrawable cannot express markers")
        }
        let placed = try placedSegments(segments, of: element, in: scope)
        var path = VectorPath(segments: placed)
        var box: ObjectBoundingBox?
        // The geometry's box in user space, both ways, measured once if a gradient needs it.
        let boundingBox = { () -> ObjectBoundingBox in
            if let box { return box }
            box = objectBoundingBox(of: segments, device: viewport.transform.concatenating(scope.ctm))
            return box!
        }
        var stretch: AffineTransform?
        if let (paint, alpha, fillStretch) = try paint(style.fill, "fill", of: element, style: style, box: boundingBox, in: scope) {
            path.fillAlpha = alpha * style.fillOpacity
            path.fill = path.fillAlpha > 0 ? paint : nil
            path.evenOdd = style.fillRule == "evenodd"
            stretch = fillStretch
        }
        var strokeSegments = placed
        if style.strokeWidth > 0,
           let (paint, alpha, _) = try paint(style.stroke, "stroke", of: element, style: style, box: boundingBox, in: scope),
           alpha * style.strokeOpacity > 0 {
            try checkStrokeIsExact(element, in: scope)
            path.stroke = paint
            path.strokeAlpha = alpha * style.strokeOpacity
            path.strokeWidth = style.strokeWidth * scope.pending.lengthScale
            try limits.check(path.strokeWidth, "stroke-width of <\(element.name)>")
            path.lineCap = ["round", "square"].contains(style.lineCap) ? style.lineCap : "butt"
            path.lineJoin = ["round", "bevel"].contains(style.lineJoin) ? style.lineJoin : "miter"
            path.miterLimit = max(1, style.miterLimit)
            try limits.check(path.miterLimit, "stroke-miterlimit of <\(element.name)>")
            if let dashes = try dashPattern(of: element, style: style) {
                strokeSegments = try placedSegments(try dashes.dash(segments, cap: path.lineCap, zeroLength: 0.02 * style.strokeWidth),
                                                    of: element, in: scope)
            }
        }
        if path.fill == nil && path.stroke == nil { return [] }
        guard strokeSegments != placed || (stretch != nil && path.fill != nil), path.stroke != nil || stretch != nil else {
            return [.path(path)]
        }
        // A dashed stroke is its own path, drawn after the fill as SVG paints them; so is a fill
        // drawn in the group that makes its stretched radial gradient a circle.
        var fill = path, stroke = path
        fill.stroke = nil
        stroke.fill = nil
        stroke.segments = strokeSegments
        var nodes: [VectorNode] = fill.fill == nil ? [] : [.path(fill)]
        if let stretch, fill.fill != nil, let inverse = stretch.inverted {
            fill.segments = fill.segments.applying(inverse)
            try limits.check(fill.segments, "a coordinate of <\(element.name)>")
            guard let parts = stretch.groupComponents else { return [] }
            let group = VectorGroup(rotation: parts.rotation, scaleX: parts.scaleX, scaleY: parts.scaleY, children: [.path(fill)])
            try limits.check(group, "the radial gradient of <\(element.name)>")
            nodes = [.group(group)]
        }
        return nodes + (path.stroke == nil || strokeSegments.isEmpty ? [] : [.path(stroke)])
    }

    /// The outline of a basic shape in its user space; its geometry properties come from CSS
    /// when set there, else from its attributes.
    func geometry(of element: SVGElement, style: SVGStyle) throws -> [PathSegment]? {
        try ShapeGeometry.segments(of: element, length: {
            try SVGLength.parse(style.geometry[$0] ?? element.attributes[$0], attribute: $0)
        })
    }

    /// `segments` with the scope's pending transform baked in, arcs too big to write as such
    /// drawn as curves, and every number checked.
    func placedSegments(_ segments: [PathSegment], of element: SVGElement, in scope: ConversionScope) throws -> [PathSegment] {
        try checkArcs(segments, scale: scope.ctm.lengthScale, of: element)
        var placed = ArcConversion.reachingRadii(segments.applying(scope.pending), below: limits.magnitude * 1e-8)
        let oversized = placed.contains {
            if case .arc(let rx, let ry, _, _, _, _) = $0 { return max(rx, ry) > limits.magnitude }
            return false
        }
        if oversized { placed = ArcConversion.curves(placed) }
        try limits.check(placed, "a coordinate of <\(element.name)>")
        return placed
    }

    /// Refuses an arc whose radii, seen at `scale`, reach far past the canvas. Its circle's centre
    /// lies that far out, where cairo's fixed-point numbers end: librsvg draws nothing of such a
    /// path (radii of a billion units and up), so there is no drawing to match.
    func checkArcs(_ segments: [PathSegment], scale: Double, of element: SVGElement) throws {
        for case .arc(let rx, let ry, _, _, _, _) in segments where !(max(abs(rx), abs(ry)) * scale <= limits.magnitude) {
            throw VectorDrawableError.unsupported(element: String(format: "an arc with radii %g and %g on <\(element.name)>", rx, ry),
                                                  reason: "its circle runs far outside the canvas")
        }
    }

    /// A VectorDrawable strokes with a round pen, scaled by its groups' smaller scale (Android's
    /// `getMatrixScale`): a stroke is exact only when every transform down to the screen keeps
    /// circles circles. Anything else would be an approximation, so it is refused.
    private func checkStrokeIsExact(_ element: SVGElement, in scope: ConversionScope) throws {
        let screen = AffineTransform.scale(viewport.transform.a, viewport.transform.d).concatenating(scope.groups)
        guard scope.pending.isSimilarity, screen.isSimilarity else {
            throw VectorDrawableError.unsupported(
                element: "a stroke on <\(element.name)> under a skew or an uneven scale",
                reason: "a VectorDrawable stroke keeps one width all round; outline the stroke")
        }
    }
}
