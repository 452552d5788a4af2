/// Text from outside (an asset's name, a path, a revision, a note) put into HTML or XML: the
/// review page, a symbol's SVG template, the table cells of `summary.md`. Any such text may be
/// hostile (`<img onerror=…>`, `</script>`, a quote that ends an attribute), so each is escaped
/// here, one character at a time, before it reaches the markup.
enum MarkupText {
    /// `text` safe inside an element and inside a double- or single-quoted attribute, in HTML
    /// and in XML: `& < > " '` as entities; a control character that XML 1.0 cannot hold and
    /// HTML calls an error (below U+0020 but tab, line feed and carriage return, and U+007F) as
    /// U+FFFD, so it is seen to be there.
    static func escaped(_ text: String) -> String {
        escaped(text) { entity(of: $0) }
    }

    /// `text` with each character `replacement` names replaced by what it returns, and each
    /// other one kept, or made U+FFFD where it is a control character markup cannot hold: the
    /// one walk the escapers share. The walk is by Unicode scalar, so a quote that a combining
    /// mark follows (`"` U+0301, one character to Swift) is still found and escaped.
    static func escaped(_ text: String, replacing replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else if isForbiddenControl(scalar) {
                out.unicodeScalars.append("\u{FFFD}")
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The entity of one of markup's five special characters; nil for any other.
    static func entity(of scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\"": return "&quot;"
        case "'": return "&#39;"
        default: return nil
        }
    }

    /// A control character that XML 1.0 cannot hold and HTML calls a parse error.
    private static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0x7F
    }
}
