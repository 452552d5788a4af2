import Foundation

/// Whether an SVG paints strokes, read from its text as `ExternalReferences` reads it (no XML
/// parser runs outside a worker): a `stroke` attribute or CSS property, inline or in a
/// `<style>` sheet, whose value paints something. The faint warning asks it, and only of a
/// faint icon, to say what is thin: the strokes, or the filled shapes of a drawing with none.
enum StrokePaint {
    /// Values that paint nothing.
    static let unpainted: Set<String> = ["", "none", "transparent"]

    /// Whether `svg` gives any `stroke` a paint; a document that only ever says `stroke="none"`
    /// (or nothing) has filled shapes alone.
    static func isPainted(in svg: Data) -> Bool {
        let bytes = [UInt8](svg)
        let key = Array("stroke".utf8)
        var index = 0
        while index + key.count <= bytes.count {
            guard bytes[index] == key[0], bytes[index ..< index + key.count].elementsEqual(key),
                  index == 0 || !isNamePart(bytes[index - 1]) else {
                index += 1
                continue
            }
            index += key.count
            // `stroke-width`, `stroke-linecap`: other properties.
            var cursor = skipSpace(bytes, from: index)
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") || bytes[cursor] == UInt8(ascii: ":") else { continue }
            let isAttribute = bytes[cursor] == UInt8(ascii: "=")
            cursor = skipSpace(bytes, from: cursor + 1)
            var end = cursor
            if isAttribute, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
                let quote = bytes[cursor]
                cursor += 1
                end = cursor
                while end < bytes.count, bytes[end] != quote { end += 1 }
            } else {
                // A CSS value ends at the declaration's end, the rule's or the attribute's.
                while end < bytes.count, !";}\"'<!\n\r".utf8.contains(bytes[end]) { end += 1 }
            }
            let value = String(decoding: bytes[cursor ..< end], as: UTF8.self)
                .trimmingCharacters(in: .whitespaces).lowercased()
            if !unpainted.contains(value) { return true }
            index = end
        }
        return false
    }

    /// Characters of a longer name ending in `stroke` (`-webkit-text-stroke`, `data-stroke`).
    private static func isNamePart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
    }

    private static func skipSpace(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index]) {
            index += 1
        }
        return index
    }
}
