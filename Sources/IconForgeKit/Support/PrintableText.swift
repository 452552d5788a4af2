/// Text from files and file names made safe to print on a terminal: control characters (C0,
/// DEL, C1, so every escape sequence), bidi overrides and line separators become visible
/// escapes (`\x1B`, `\n`, `\u{202E}`), so a name or a PNG text chunk can neither retitle the
/// terminal nor forge a second report line. Everything else is kept as it is.
public enum PrintableText {
    /// `text` with every character a terminal would act on escaped.
    public static func escaped(_ text: String) -> String {
        // Nearly every name is plain: checked on the bytes before anything is rebuilt.
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// `bytes` (a file name from the file system) as text: UTF-8 where it is valid, each byte
    /// that is not as `\xNN`, and escaped as `escaped(_:)` does.
    public static func escaped(bytes: some Sequence<UInt8>) -> String {
        let bytes = Array(bytes)
        var out = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : (0xC2 ... 0xDF).contains(lead) ? 2 : (0xE0 ... 0xEF).contains(lead) ? 3
                : (0xF0 ... 0xF4).contains(lead) ? 4 : 0
            if length > 0, index + length <= bytes.count,
               let character = String(validating: bytes[index ..< index + length], as: UTF8.self) {
                out += escaped(character)
                index += length
            } else {
                out += hex(lead)
                index += 1
            }
        }
        return out
    }

    /// True for the characters `escaped` rewrites.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0 ..< 0x20, 0x7F ... 0x9F: return true  // C0, DEL, C1
        case 0x061C, 0x200E, 0x200F, 0x202A ... 0x202E, 0x2066 ... 0x2069: return true  // bidi marks and overrides
        case 0x2028, 0x2029: return true  // line and paragraph separators
        default: return false
        }
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return scalar.value < 0x100 ? hex(UInt8(scalar.value)) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "\\x" + (digits.count == 1 ? "0" : "") + digits
    }
}
