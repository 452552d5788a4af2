/// Text from a catalog (asset, folder and catalog names) as it may appear in generated Swift:
/// inside a string literal, or in a comment. Characters that would end the literal or the
/// line, or that change how the code reads without being seen (controls, line separators,
/// direction overrides and isolates, zero-width and other invisible format characters), are
/// written as `\u{...}` escapes, so the file shows what the catalog says and compiles to it.
enum SwiftLiteral {
    /// `name` as a single-line string literal, quotes included: `"Tabs/home"`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            default: out += needsEscape(scalar) ? escape(scalar) : String(scalar)
            }
        }
        return out + "\""
    }

    /// `text` for a `//` comment: the same escapes, so it stays on its line and reads as written.
    static func comment(_ text: String) -> String {
        text.unicodeScalars.map { needsEscape($0) ? escape($0) : String($0) }.joined()
    }

    /// True for a scalar that must not appear raw in a literal or comment: C0 and C1 controls
    /// (newline and tab included), DEL, and every format character (Unicode category Cf: the
    /// direction marks, embeddings, overrides U+202A–U+202E and isolates U+2066–U+2069,
    /// zero-width characters, the soft hyphen, the byte order mark), line and paragraph
    /// separators, and unassigned or private code points.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if (0x20 ..< 0x7F).contains(scalar.value) { return false }  // printable ASCII: almost every scalar
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate: return true
        default: return false
        }
    }

    /// `\u{202E}`.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
