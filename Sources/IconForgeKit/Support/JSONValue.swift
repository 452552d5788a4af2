import Foundation

/// A JSON document printed the way Xcode writes asset catalogs: keys sorted,
/// two-space indentation, `" : "` between key and value, and a trailing newline.
/// Printing is deterministic, so generated files diff cleanly in users' repositories.
public indirect enum JSONValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    /// The document as Xcode would write it, ending in a newline.
    public var xcodeText: String {
        var out = ""
        write(to: &out, indent: 0)
        return out + "\n"
    }

    private func write(to out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        let innerPad = String(repeating: "  ", count: indent + 1)
        switch self {
        case .string(let value): out += Self.quoted(value)
        case .int(let value): out += String(value)
        case .double(let value) where !value.isFinite:
            out += "null"  // JSON has no NaN or infinity; writing "nan" would break the whole file
        case .double(let value):
            out += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[\n\n\(pad)]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += innerPad
                item.write(to: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += pad + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{\n\n\(pad)}"; return }
            out += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                out += innerPad + Self.quoted(key) + " : "
                members[key]!.write(to: &out, indent: indent + 1)
                out += index == keys.count - 1 ? "\n" : ",\n"
            }
            out += pad + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        // Most keys and values need no escape: copied whole rather than scalar by scalar.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20: out += String(format: "\\u%04x", c.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
