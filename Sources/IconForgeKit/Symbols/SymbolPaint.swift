import Foundation

/// Reads fills and strokes as a symbol sees them: ink or nothing. A symbol is one flat ink
/// (Xcode tints it), so gradients and translucency become solid ink with a warning (how
/// translucent a paint is says its hierarchical level), and a pattern, which no flat ink can
/// stand for, is refused by name.
struct SymbolPaint {
    let elementsByID: [String: SVGElement]

    /// The colour `value` paints on `element` and how opaque (its alpha multiplied by
    /// `opacity`), or nil when it paints nothing.
    func ink(_ value: String, _ property: String, color: String, opacity: Double, on element: SVGElement,
             warnings: inout [SymbolWarning]) throws -> (colour: RGBA, alpha: Double)? {
        var text = value.trimmingCharacters(in: .whitespaces)
        if text == "none" { return nil }
        if text.hasPrefix("url(") {
            let id = text.dropFirst(4).prefix { $0 != ")" }.trimmingCharacters(in: .init(charactersIn: "#'\" "))
            let fallback = text.drop { $0 != ")" }.dropFirst().trimmingCharacters(in: .whitespaces)
            guard let server = elementsByID[id] else {
                guard !fallback.isEmpty else {
                    throw SymbolError.unsupported(element: "\(property)=\"\(text)\" on <\(element.name)>",
                                                  reason: "nothing in the file has that id")
                }
                return try ink(fallback, property, color: color, opacity: opacity, on: element, warnings: &warnings)
            }
            guard server.name.hasSuffix("Gradient") else {
                throw SymbolError.unsupported(element: "\(property)=\"\(text)\" (<\(server.name)>)",
                                              reason: "a symbol is one flat ink; a pattern cannot stand for it")
            }
            warnings.append(SymbolWarning(kind: .gradient, detail: "the \(property) of <\(element.name)> is drawn in one solid ink"))
            return opacity > 0 ? (RGBA(0, 0, 0), min(1, opacity)) : nil
        }
        if text.lowercased() == "currentcolor" { text = color }
        guard let parsed = SVGColor.parse(text) else {
            throw SymbolError.invalidValue(attribute: text == color ? "color" : property, value: text)
        }
        let alpha = Double(parsed.alpha) / 255 * opacity
        guard alpha > 0 else { return nil }
        if alpha < 1 {
            let level = SymbolLevel(opacity: alpha)
            warnings.append(SymbolWarning(kind: .translucent,
                                          detail: "the \(property) of <\(element.name)> (opacity \(NumberText.decimal(alpha))) is "
                                              + "drawn solid, in a \(level.rawValue) layer that hierarchical rendering draws lighter"))
        }
        return (RGBA(parsed.red, parsed.green, parsed.blue), alpha)
    }
}
