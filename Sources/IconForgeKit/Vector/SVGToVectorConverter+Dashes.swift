import Foundation

extension SVGToVectorConverter {
    /// The dash pattern of `element`'s stroke, or nil for a solid one: `stroke-dasharray` in any
    /// length unit or percentage, `stroke-dashoffset` likewise. Like librsvg (and SVG), a list with
    /// a negative length, or only zeros, draws a solid stroke.
    func dashPattern(of element: SVGElement, style: SVGStyle) throws -> Dasher? {
        let text = style.dashArray.trimmingCharacters(in: .whitespaces)
        guard text != "none", !text.isEmpty else { return nil }
        if let length = element.attributes["pathLength"] {
            throw VectorDrawableError.unsupported(element: "pathLength=\"\(length)\" with stroke-dasharray on <\(element.name)>",
                                                  reason: "renderers disagree on it (librsvg ignores it)")
        }
        let lengths = try text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map {
            try dashLength(String($0), "stroke-dasharray")
        }
        guard lengths.allSatisfy({ $0 >= 0 }) else { return nil }
        let offset = try dashLength(style.dashOffset, "stroke-dashoffset")
        for value in lengths + [offset] { try limits.check(value, "stroke-dasharray of <\(element.name)>") }
        return Dasher(lengths: lengths, offset: offset)
    }

    /// A length; a percentage is of the viewport's normalized diagonal, as SVG measures it.
    private func dashLength(_ text: String, _ attribute: String) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("%") {
            var scanner = NumberScanner(String(trimmed.dropLast()))
            guard let number = scanner.number(), scanner.isAtEnd else {
                throw VectorDrawableError.invalidValue(attribute: attribute, value: text)
            }
            let box = viewport.box
            return number / 100 * ((box.width * box.width + box.height * box.height) / 2).squareRoot()
        }
        return try SVGLength.parse(trimmed, attribute: attribute) ?? 0
    }
}
