import Foundation

/// Bounds on what a button template may make, checked on its text before the Mustache parser
/// sees it. Each `{{#stops}}` repeats its body once per gradient stop, so sections nested 12
/// deep would render 4^12 times over (hours, gigabytes); the parser also recurses once per
/// level. Rendering happens in the supervisor, where no `--timeout` reaches, so the work is
/// bounded here instead: the depth, and the size the rendered SVG would reach at worst.
extension ButtonTemplate {
    /// Deepest nesting of sections a template may use (the bundled one uses 1).
    public static let maximumSectionDepth = 8
    /// Largest SVG one render may produce, estimated before rendering.
    public static let maximumRenderedBytes = 4 << 20
    /// Largest template file read.
    public static let maximumTemplateBytes = 1 << 20
    /// How many times a list section repeats: the glare's stops (`ButtonPalette.glare`).
    static let listLengths = ["stops": ButtonPalette.glare(for: RGBA(0, 0, 0)).count]
    /// Bytes a value tag may stand for in the estimate (a number or `#rrggbb`).
    static let valueBytes = 32

    /// Why rendering `text` would take too long or make too much, or nil.
    static func limitProblem(in text: String) -> ButtonTemplateError? {
        var scan = SectionScan()
        scan.run(Array(text.utf8))
        if scan.deepest > maximumSectionDepth {
            return .nestedTooDeep(scan.deepest)
        }
        if scan.estimatedBytes > Double(maximumRenderedBytes) {
            return .repeatsTooFar(estimatedBytes: scan.estimatedBytes)
        }
        return nil
    }

    /// One pass over Mustache tags, following set-delimiter tags, counting the nesting and how
    /// many bytes each stretch of text contributes once its enclosing sections repeat it.
    struct SectionScan {
        var deepest = 0
        var estimatedBytes = 0.0
        private var repeats: [Double] = []
        private var open = Array("{{".utf8), close = Array("}}".utf8)

        mutating func run(_ bytes: [UInt8]) {
            var position = 0
            while position < bytes.count {
                guard let start = Self.find(open, in: bytes, from: position),
                      let end = Self.find(close, in: bytes, from: start + open.count) else {
                    add(bytes.count - position)
                    return
                }
                add(start - position)
                var content = Array(bytes[(start + open.count) ..< end])
                position = end + close.count
                if content.first == UInt8(ascii: "{"), position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                    position += 1  // {{{name}}}
                }
                tag(&content)
            }
        }

        private mutating func tag(_ content: inout [UInt8]) {
            guard let kind = content.first else { return }
            let name = String(decoding: content.dropFirst(), as: UTF8.self).trimmingCharacters(in: .whitespaces)
            let times = repeats.reduce(1, *)
            switch kind {
            case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "<"):
                // Sections, inverted sections, and the inheritance tags' blocks and parents.
                let length = kind == UInt8(ascii: "#") ? ButtonTemplate.listLengths[name] ?? 1 : 1
                repeats.append(Double(length))
                deepest = max(deepest, repeats.count)
            case UInt8(ascii: "/"):
                _ = repeats.popLast()
            case UInt8(ascii: "="):
                let parts = name.dropLast().split(whereSeparator: \.isWhitespace)
                if parts.count == 2 { (open, close) = (Array(parts[0].utf8), Array(parts[1].utf8)) }
            case UInt8(ascii: "!"):
                break
            default:
                estimatedBytes += Double(ButtonTemplate.valueBytes) * times
            }
        }

        private mutating func add(_ count: Int) {
            estimatedBytes += Double(count) * repeats.reduce(1, *)
        }

        private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
            guard !needle.isEmpty, start + needle.count <= bytes.count else { return nil }
            var index = start
            while index + needle.count <= bytes.count {
                if bytes[index] == needle[0] && bytes[index ..< index + needle.count].elementsEqual(needle) { return index }
                index += 1
            }
            return nil
        }
    }
}
