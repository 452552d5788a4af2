import Foundation

/// Spots references to content outside the SVG (`href="file.png"`, XInclude, CSS `@import`),
/// which librsvg refuses by default, to explain an icon that renders empty.
public enum ExternalReferences {
    /// Whether `svg` mentions anything external; `href="#id"` (inside the document) does not count.
    public static func mentioned(in svg: Data) -> Bool {
        let text = String(decoding: svg, as: UTF8.self)
        if text.contains("XInclude") || text.contains("@import") { return true }
        var rest = Substring(text)
        while let range = rest.range(of: "href") {
            rest = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard rest.first == "=" else { continue }
            let value = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard let quote = value.first, quote == "\"" || quote == "'" else { continue }
            if let first = value.dropFirst().first, first != "#" && first != quote { return true }
        }
        return false
    }
}
