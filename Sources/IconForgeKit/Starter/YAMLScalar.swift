/// Strings written into a manifest so they read back as exactly themselves.
enum YAMLScalar {
    /// `text` as a YAML scalar: plain when YAML reads that back unchanged (letters, digits,
    /// `._-/`, starting with a letter or digit), double-quoted otherwise, with every character
    /// YAML would fold, strip or refuse (newlines, tabs, control characters, a byte-order mark,
    /// line separators) and every one a terminal would act on written as an escape.
    static func quoted(_ text: String) -> String {
        let isPlain = text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "._-/".unicodeScalars.contains($0) }
            && text.unicodeScalars.first.map { $0.properties.isAlphabetic || ("0" ... "9").contains($0) } == true
            && !text.unicodeScalars.contains(where: needsEscape)
        if isPlain { return text }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where needsEscape(scalar):
                let digits = String(scalar.value, radix: 16, uppercase: true)
                let width = scalar.value < 0x100 ? 2 : scalar.value < 0x10000 ? 4 : 8
                out += (width == 2 ? "\\x" : width == 4 ? "\\u" : "\\U") + String(repeating: "0", count: width - digits.count) + digits
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A manifest `source:` naming exactly the file at `path`: a name holding `*`, `?` or `[`
    /// would be taken as a pattern, so those (and backslashes) are escaped for glob(3).
    static func source(_ path: String) -> String {
        quoted(Glob.isPattern(path) ? Glob.escaped(path) : path)
    }

    /// Characters outside YAML's printable set, the byte-order mark, and those `PrintableText`
    /// escapes for terminals.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        PrintableText.needsEscape(scalar) || scalar.value == 0xFEFF || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
