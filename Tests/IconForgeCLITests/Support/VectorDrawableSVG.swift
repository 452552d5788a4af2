#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// Turns a VectorDrawable back into SVG, to draw it with librsvg and compare: pathData is SVG
/// path syntax, groups are transforms (scale, then rotate about the pivot, then translate),
/// fillAlpha and strokeAlpha are opacities. Anything else in the drawable fails the conversion.
enum VectorDrawableSVG {
    struct Unsupported: Error, CustomStringConvertible { let description: String }

    /// The SVG of `drawable`, drawn `pixels` x `pixels`.
    static func svg(from drawable: Data, pixels: Int) throws -> String {
        let reader = Reader()
        let parser = XMLParser(data: drawable)
        parser.delegate = reader
        guard parser.parse() else { throw Unsupported(description: "unreadable drawable: \(String(describing: parser.parserError))") }
        if let problem = reader.problem { throw Unsupported(description: problem) }
        return reader.output.replacingOccurrences(of: "PIXELS", with: String(pixels))
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var output = ""
        var problem: String?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            func value(_ key: String) -> String? { attributes["android:" + key] }
            func number(_ key: String, _ fallback: Double) -> Double { value(key).flatMap(Double.init) ?? fallback }
            switch name {
            case "vector":
                output += #"<svg xmlns="http://www.w3.org/2000/svg" width="PIXELS" height="PIXELS" "#
                    + #"viewBox="0 0 \#(value("viewportWidth") ?? "") \#(value("viewportHeight") ?? "")" "#
                    + #"preserveAspectRatio="none">"#
            case "group":
                let px = number("pivotX", 0), py = number("pivotY", 0)
                output += "<g transform=\"translate(\(number("translateX", 0) + px) \(number("translateY", 0) + py)) "
                    + "rotate(\(number("rotation", 0))) scale(\(number("scaleX", 1)) \(number("scaleY", 1))) "
                    + "translate(\(-px) \(-py))\">"
            case "path":
                var svg = "<path d=\"\(value("pathData") ?? "")\""
                svg += " fill=\"\(color(value("fillColor")))\" fill-opacity=\"\(number("fillAlpha", 1) * alpha(value("fillColor")))\""
                if value("fillType") == "evenOdd" { svg += " fill-rule=\"evenodd\"" }
                svg += " stroke=\"\(color(value("strokeColor")))\" stroke-opacity=\"\(number("strokeAlpha", 1) * alpha(value("strokeColor")))\""
                svg += " stroke-width=\"\(number("strokeWidth", 0))\" stroke-miterlimit=\"\(number("strokeMiterLimit", 4))\""
                svg += " stroke-linecap=\"\(value("strokeLineCap") ?? "butt")\" stroke-linejoin=\"\(value("strokeLineJoin") ?? "miter")\"/>"
                output += svg
            default:
                problem = "the drawable uses <\(name)>"
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "vector" { output += "</svg>" }
            if name == "group" { output += "</g>" }
        }

        /// `#RRGGBB` of an Android colour (`#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB`), or none.
        private func color(_ text: String?) -> String {
            guard let text, text.hasPrefix("#") else { return "none" }
            let digits = Array(text.dropFirst())
            switch digits.count {
            case 3: return "#" + String(digits)
            case 4: return "#" + String(digits.dropFirst())
            case 6: return text
            case 8: return "#" + String(digits.dropFirst(2))
            default: return "none"
            }
        }

        private func alpha(_ text: String?) -> Double {
            guard let text, text.hasPrefix("#") else { return 1 }
            let digits = Array(text.dropFirst())
            if digits.count == 8, let value = UInt8(String(digits.prefix(2)), radix: 16) { return Double(value) / 255 }
            if digits.count == 4, let value = UInt8(String(digits.prefix(1)), radix: 16) { return Double(value) / 15 }
            return 1
        }
    }
}
