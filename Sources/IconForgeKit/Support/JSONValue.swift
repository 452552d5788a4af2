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

    func write(to out: inout String, indent: Int) {
        // Appended piece by piece, pads only for containers: every icon of a batch writes one
        // of these, and temporary strings were most of the cost.
        switch self {
        case .string(let value): Self.appendQuoted(value, to: &out)
        case .int(let value): out += String(value)
        case .double(let value) where !value.isFinite:
            out += "null"  // JSON has no NaN or infinity; writing "nan" would break the whole file
        case .double(let value):
            out += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[\n\n"; Self.pad(indent, &out); out += "]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                Self.pad(indent + 1, &out)
                item.write(to: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            Self.pad(indent, &out)
            out += "]"
        case .object(let members):
            Self.writeObject(members, indent: indent, to: &out) { value, out, indent in value.write(to: &out, indent: indent) }
        }
    }

    /// An object's members as `xcodeText` lays them out (keys sorted, two spaces a level),
    /// each value written by `value` at the given depth.
    static func writeObject<Value>(_ members: [String: Value], indent: Int, to out: inout String,
                                           value: (Value, inout String, Int) -> Void) {
        guard !members.isEmpty else { out += "{\n\n"; pad(indent, &out); out += "}"; return }
        out += "{\n"
        let sorted = members.sorted { $0.key < $1.key }
        for (index, member) in sorted.enumerated() {
            pad(indent + 1, &out)
            appendQuoted(member.key, to: &out)
            out += " : "
            value(member.value, &out, indent + 1)
            out += index == sorted.count - 1 ? "\n" : ",\n"
        }
        pad(indent, &out)
        out += "}"
    }

    /// `.object([key: .object(tables' objects of strings)]).xcodeText`, written without building
    /// those values: an ownership record of a 2,000-icon batch is 10,000 strings, and building,
    /// looking up and freeing their values took most of its saving, at the end of the run.
    /// `then`: members written after `key`'s, each sorting after it (the document stays sorted).
    static func xcodeText(_ key: String, stringTables tables: [String: [String: String]],
                          then more: [String: JSONValue] = [:]) -> String {
        var out = "{\n"
        out.reserveCapacity(tables.count * 512)  // a record holds about 500 bytes an icon
        pad(1, &out)
        appendQuoted(key, to: &out)
        out += " : "
        writeObject(tables, indent: 1, to: &out) { table, out, indent in
            writeObject(table, indent: indent, to: &out) { text, out, _ in appendQuoted(text, to: &out) }
        }
        for (name, value) in more.sorted(by: { $0.key < $1.key }) {
            out += ",\n"
            pad(1, &out)
            appendQuoted(name, to: &out)
            out += " : "
            value.write(to: &out, indent: 1)
        }
        out += "\n}\n"
        return out
    }

    static func pad(_ depth: Int, _ out: inout String) {
        for _ in 0 ..< depth { out += "  " }
    }

    static func appendQuoted(_ text: String, to out: inout String) {
        // Most keys and values need no escape: appended whole rather than scalar by scalar. DEL,
        // C1 controls (lead byte C2) and bidi marks (lead bytes D8, E2) take the careful path.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F
            || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }) {
            out += "\""
            out += text
            out += "\""
        } else {
            out += quoted(text)
        }
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // Also what a terminal would act on (DEL, C1, bidi overrides), so printed JSON is as
            // safe to show as iconforge's text; any JSON reader decodes the same string.
            case let c where PrintableText.needsEscape(c):
                let digits = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
