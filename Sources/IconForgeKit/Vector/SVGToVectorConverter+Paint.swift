import Foundation

extension SVGToVectorConverter {
    /// What a fill or stroke value paints and its alpha (0...1), nil for nothing: a colour,
    /// `currentColor`, or `url(#id)` of a gradient with an optional fallback colour. Patterns and
    /// anything else fail by name. `box` is the geometry's bounding box in user space, as SVG and librsvg
    /// measure it.
    func paint(_ value: String, _ property: String, of element: SVGElement, style: SVGStyle,
               box: () throws -> ObjectBoundingBox, in scope: ConversionScope) throws -> (VectorPaint, Double, stretch: AffineTransform?)? {
        let text = value.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("url(") else { return try color(text, property, style: style).map { (solid($0).0, solid($0).1, nil) } }
        let reference = text.dropFirst(4).prefix { $0 != ")" }
        let id = reference.trimmingCharacters(in: .init(charactersIn: "#'\" "))
        let fallbackText = text.dropFirst(4 + reference.count + 1).trimmingCharacters(in: .whitespaces)
        let fallback = { () throws -> (VectorPaint, Double, stretch: AffineTransform?)? in
            try self.color(fallbackText, property, style: style).map { (self.solid($0).0, self.solid($0).1, nil) }
        }
        guard let server = elementsByID[id] else {
            if !fallbackText.isEmpty { return try fallback() }
            throw VectorDrawableError.unsupported(element: "\(property)=\"\(text)\"", reason: "it is not in the file")
        }
        switch server.name {
        case "linearGradient", "radialGradient":
            switch try gradient(server, property, box: box, in: scope) {
            case .none: return nil
            case .noBox: return fallbackText.isEmpty ? nil : try fallback()
            case .paint(let paint, let alpha, let stretch): return (paint, alpha, stretch)
            }
        case "pattern":
            throw VectorDrawableError.unsupported(element: "\(property)=\"\(text)\" (<pattern>)",
                                                  reason: "VectorDrawable cannot express patterns")
        default:
            throw VectorDrawableError.unsupported(element: "\(property)=\"\(text)\" (<\(server.name)>)",
                                                  reason: "it is not a paint server")
        }
    }

    /// The colour of a value, nil for none; `currentColor` is the element's `color`.
    func color(_ text: String, _ property: String, style: SVGStyle) throws -> RGBA? {
        if text.isEmpty || text == "none" { return nil }
        if text.lowercased() == "currentcolor" {
            guard let color = SVGColor.parse(style.color) else {
                throw VectorDrawableError.invalidValue(attribute: "color", value: style.color)
            }
            return color
        }
        guard let color = SVGColor.parse(text) else { throw VectorDrawableError.invalidValue(attribute: property, value: text) }
        return color
    }

    /// A colour as the drawable paints it: the tint when it is a mask, and its alpha apart.
    func solid(_ color: RGBA) -> (VectorPaint, Double) {
        (.color(ink(color)), Double(color.alpha) / 255)
    }

    /// The tint, when the drawable is a mask; the colour itself otherwise (its alpha is kept apart).
    func ink(_ color: RGBA) -> RGBA {
        tint.map { RGBA($0.red, $0.green, $0.blue) } ?? RGBA(color.red, color.green, color.blue)
    }
}
