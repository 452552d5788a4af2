import Foundation

extension SVGToVectorConverter {
    /// The path for a basic shape, or nil when it draws nothing (no geometry, no paint, hidden).
    func shape(_ element: SVGElement, style: SVGStyle, pending: AffineTransform) throws -> VectorPath? {
        guard let segments = try ShapeGeometry.segments(of: element, length: {
            try SVGLength.parse(element.attributes[$0], attribute: $0)
        }), segments.count > 1 else { return nil }
        guard style.visibility != "hidden", style.visibility != "collapse" else { return nil }
        if let marker = style.markers.first(where: { $0.value != "none" }),
           ["path", "line", "polyline", "polygon"].contains(element.name) {
            throw VectorDrawableError.unsupported(element: "\(marker.key)=\"\(marker.value)\" on <\(element.name)>",
                                                  reason: "VectorDrawable cannot express markers")
        }
        var path = VectorPath(segments: segments.applying(pending))
        if let fill = try paint(style.fill, "fill", style: style) {
            path.fillAlpha = Double(fill.alpha) / 255 * style.fillOpacity * style.opacity
            path.fillColor = path.fillAlpha > 0 ? ink(fill) : nil
            path.evenOdd = style.fillRule == "evenodd"
        }
        let width = style.strokeWidth * pending.lengthScale
        if let stroke = try paint(style.stroke, "stroke", style: style), width > 0 {
            path.strokeAlpha = Double(stroke.alpha) / 255 * style.strokeOpacity * style.opacity
            if path.strokeAlpha > 0 {
                let dashes = style.dashArray.trimmingCharacters(in: .whitespaces)
                if dashes != "none", !dashes.isEmpty {
                    throw VectorDrawableError.unsupported(element: "stroke-dasharray=\"\(dashes)\" on <\(element.name)>",
                                                          reason: "VectorDrawable cannot dash strokes")
                }
                path.strokeColor = ink(stroke)
                path.strokeWidth = width
                path.lineCap = ["round", "square"].contains(style.lineCap) ? style.lineCap : "butt"
                path.lineJoin = ["round", "bevel"].contains(style.lineJoin) ? style.lineJoin : "miter"
                path.miterLimit = max(1, style.miterLimit)
            }
        }
        return path.fillColor == nil && path.strokeColor == nil ? nil : path
    }

    /// The colour a fill or stroke value paints, nil for none. Paint servers fail by name.
    private func paint(_ value: String, _ property: String, style: SVGStyle) throws -> RGBA? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if text == "none" { return nil }
        if text.lowercased() == "currentcolor" {
            guard let color = SVGColor.parse(style.color) else {
                throw VectorDrawableError.invalidValue(attribute: "color", value: style.color)
            }
            return color
        }
        if text.hasPrefix("url(") {
            let id = text.dropFirst(4).prefix { $0 != ")" }.trimmingCharacters(in: .init(charactersIn: "#'\" "))
            let kind = elementsByID[id]?.name ?? "paint server"
            let reason = kind.hasSuffix("Gradient") ? "gradients are not converted"
                : kind == "pattern" ? "VectorDrawable cannot express patterns" : "it is not in the file"
            throw VectorDrawableError.unsupported(element: "\(property)=\"\(text)\" (<\(kind)>)", reason: reason)
        }
        guard let color = SVGColor.parse(text) else {
            throw VectorDrawableError.invalidValue(attribute: property, value: text)
        }
        return color
    }

    /// The tint, when the drawable is a mask; the colour itself otherwise (its alpha is kept apart).
    private func ink(_ color: RGBA) -> RGBA {
        tint.map { RGBA($0.red, $0.green, $0.blue) } ?? RGBA(color.red, color.green, color.blue)
    }
}
