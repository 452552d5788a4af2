import Foundation

/// Reads SVG lengths in user units: plain numbers, `px`, and the absolute units at 96 dpi.
/// Percentages and font-relative units depend on context the drawable does not keep; they
/// fail by name.
enum SVGLength {
    static let unitsPerPixel: [String: Double] = [
        "": 1, "px": 1, "pt": 96.0 / 72, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4,
    ]

    /// The length in `attribute`'s `text`, nil when absent or "auto".
    static func parse(_ text: String?, attribute: String) throws -> Double? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty, text != "auto" else {
            return nil
        }
        var scanner = NumberScanner(text)
        guard let value = scanner.number() else {
            throw VectorDrawableError.invalidValue(attribute: attribute, value: text)
        }
        let unit = String(decoding: Array(text.utf8).dropFirst(scanner.offset), as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
        guard let factor = unitsPerPixel[unit] else {
            throw VectorDrawableError.unsupported(element: "\(attribute)=\"\(text)\"",
                                                  reason: "lengths in '\(unit)' are not supported")
        }
        return value * factor
    }
}
