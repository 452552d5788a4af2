import Foundation

/// Reads the colour forms the `button` command accepts: `00bd00`, `#00bd00`, `#0b0`,
/// `0,189,0`, `rgb(0,189,0)` and CSS colour names.
public enum ColorParser {
    /// The accepted forms, for error messages.
    public static let acceptedForms = "rrggbb, #rrggbb, #rgb, r,g,b, rgb(r,g,b) (0-255) or a CSS colour name"

    /// The opaque colour `text` names, or an error saying which forms are accepted.
    public static func parse(_ text: String) -> Result<RGBA, ColorError> {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        if value.hasPrefix("#") {
            let digits = String(value.dropFirst())
            if digits.count == 3, let color = hex(digits.map { "\($0)\($0)" }.joined()) { return .success(color) }
            if digits.count == 6, let color = hex(digits) { return .success(color) }
        } else if value.count == 6, let color = hex(value) {
            return .success(color)
        } else if value.hasPrefix("rgb(") && value.hasSuffix(")"), let color = triple(value.dropFirst(4).dropLast()) {
            return .success(color)
        } else if let color = triple(Substring(value)) {
            return .success(color)
        } else if let color = CSSColorNames.named(value) {
            return .success(color)
        }
        // A word that is no colour name is likely a misspelt one: the nearest name is offered.
        let guess = value.allSatisfy({ $0.isASCII && $0.isLetter }) ? Suggestion.closest(to: value, among: CSSColorNames.names) : nil
        return .failure(ColorError(text: text, suggestion: guess))
    }

    private static func hex(_ digits: String) -> RGBA? {
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        return RGBA(UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff))
    }

    private static func triple(_ text: Substring) -> RGBA? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        let values = parts.compactMap { UInt8($0) }
        guard values.count == 3 else { return nil }
        return RGBA(values[0], values[1], values[2])
    }
}

/// A colour argument that is none of the accepted forms, with the CSS colour name it is
/// nearest to when it looks like a misspelt one.
public struct ColorError: Error, Equatable, Sendable, CustomStringConvertible {
    public let text: String
    public var suggestion: String?

    public init(text: String, suggestion: String? = nil) {
        self.text = text
        self.suggestion = suggestion
    }

    public var description: String {
        let guess = suggestion.map { "did you mean '\($0)'? Or " } ?? "use "
        return "'\(text)' is not a colour: \(guess)\(ColorParser.acceptedForms)"
    }
}
