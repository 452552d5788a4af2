/// Text put into the review page: every name, path and note comes from the manifest or the
/// repository, so each is escaped before it reaches the HTML (`<img onerror=…>` is shown as text).
enum ReviewPageText {
    /// `text` safe inside an element and inside a double- or single-quoted attribute.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // Control characters other than tab and newline have no business in a page.
            case "\u{0}" ..< "\u{9}", "\u{B}" ..< "\u{20}", "\u{7F}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A count with its noun: `1 pixel`, `3 pixels`.
    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
