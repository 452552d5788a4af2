#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// Turns a VectorDrawable back into SVG, to draw it with librsvg and compare (the tests' check of
/// what the converter writes, and `iconforge diff`'s drawing of a VectorDrawable): pathData is SVG
/// path syntax, groups are transforms (scale, then rotate about the pivot, then translate),
/// fillAlpha and strokeAlpha are opacities, a `<clip-path>` clips the rest of its group (by the
/// nonzero rule), and an `aapt:attr` gradient is an SVG gradient in the path's own units.
/// Anything else in the drawable fails the conversion, and so does a stroke under an uneven
/// scale: Android strokes it with a round pen (its `getMatrixScale`), which SVG would not show.
public enum VectorDrawableSVG {
    public struct Unsupported: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }

        /// A drawable over `limit` bytes, said as `ImageVectorReadError.tooLarge` says a `.kt` file.
        static func tooLarge(bytes: Int, limit: Int) -> Unsupported {
            Unsupported(description: "the file is \(ByteCount.format(bytes)), over the \(ByteCount.format(limit)) a VectorDrawable is read up to")
        }
    }

    /// The largest drawable read: 8 MiB, as an ImageVector's `.kt` (`ImageVectorSVG.byteLimit`),
    /// far past any drawable Android loads. A committed drawable is anyone's: the parser and
    /// the SVG written from it grow with it.
    public static let byteLimit = 8 << 20

    /// The SVG of `drawable`, drawn `pixels` x `pixels`.
    public static func svg(from drawable: Data, pixels: Int) throws -> String {
        guard drawable.count <= byteLimit else { throw Unsupported.tooLarge(bytes: drawable.count, limit: byteLimit) }
        let reader = Reader()
        // Checked as an SVG is: a committed drawable is anyone's, and Foundation's parser traps
        // on a name that is not UTF-8 and crashes on an instruction without data.
        let parser: XMLParser
        do {
            parser = XMLParser(data: try SVGElement.parsable(drawable))
        } catch {
            throw Unsupported(description: "unreadable drawable: \(error)")
        }
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse() else { throw Unsupported(description: "unreadable drawable: \(String(describing: parser.parserError))") }
        if let problem = reader.problem { throw Unsupported(description: problem) }
        return reader.output.replacingOccurrences(of: RedrawnSVG.pixelsMark, with: String(pixels))
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var output = ""
        var problem: String?
        /// Per open group: the `</g>`s its clip paths opened, and whether it scales unevenly.
        private var groups: [(closers: Int, uneven: Bool)] = []
        private var viewportUneven = false
        private var ids = 0
        /// The path waiting for its gradients, and the gradient being read.
        private var path: [String: String]?
        private var gradientFor: String?
        private var gradient: [String: String] = [:]
        private var stops: [(String, String)] = []
        private var paints: [String: String] = [:]
        private var defs = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            func value(_ key: String) -> String? { attributes["android:" + key] }
            func number(_ key: String, _ fallback: Double) -> Double { value(key).flatMap(Double.init) ?? fallback }
            switch name {
            case "vector":
                let width = number("width", 0), height = number("height", 0)
                let vw = number("viewportWidth", 1), vh = number("viewportHeight", 1)
                viewportUneven = abs(width / vw - height / vh) > 1e-6 * max(width / vw, height / vh)
                groups.append((0, false))
                output += RedrawnSVG.open(viewportWidth: value("viewportWidth") ?? "", viewportHeight: value("viewportHeight") ?? "")
            case "group":
                let px = number("pivotX", 0), py = number("pivotY", 0)
                let sx = number("scaleX", 1), sy = number("scaleY", 1)
                groups.append((0, abs(abs(sx) - abs(sy)) > 1e-9 * max(abs(sx), abs(sy)) || (groups.last?.uneven ?? false)))
                output += RedrawnSVG.group(pivotX: px, pivotY: py, rotation: number("rotation", 0), scaleX: sx, scaleY: sy,
                                           translateX: number("translateX", 0), translateY: number("translateY", 0))
            case "clip-path":
                ids += 1
                output += RedrawnSVG.clip(value("pathData") ?? "", id: ids)
                if !groups.isEmpty { groups[groups.count - 1].closers += 1 }
            case "path":
                path = attributes
                paints = [:]
            case "aapt:attr":
                gradientFor = attributes["name"]
            case "gradient":
                gradient = attributes
                stops = []
            case "item":
                stops.append((value("offset") ?? "0", value("color") ?? "#000"))
            default:
                problem = "the drawable uses <\(name)>"
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "vector":
                output += String(repeating: "</g>", count: groups.popLast()?.closers ?? 0) + "<defs>\(defs)</defs></svg>"
            case "group":
                let group = groups.removeLast()
                output += String(repeating: "</g>", count: group.closers) + "</g>"
            case "gradient": addGradient()
            case "path": writePath()
            default: break
            }
        }

        private func addGradient() {
            guard let target = gradientFor else { return }
            ids += 1
            func value(_ key: String) -> String { gradient["android:" + key] ?? "0" }
            let items = stops.map { RedrawnSVG.stop(offset: $0.0, color: rgb($0.1), opacity: alpha($0.1)) }.joined()
            let radial = gradient["android:type"] == "radial"
            let names = radial ? [("cx", "centerX"), ("cy", "centerY"), ("r", "gradientRadius")]
                : [("x1", "startX"), ("y1", "startY"), ("x2", "endX"), ("y2", "endY")]
            let geometry = names.map { RedrawnSVG.attribute($0.0, value($0.1)) }.joined(separator: " ")
            defs += RedrawnSVG.gradient(id: ids, radial: radial, spread: RedrawnSVG.spread(gradient["android:tileMode"] ?? "clamp"),
                                        geometry: geometry, stops: items)
            paints[target] = "url(#g\(ids))"
        }

        private func writePath() {
            guard let attributes = path else { return }
            path = nil
            func value(_ key: String) -> String? { attributes["android:" + key] }
            func number(_ key: String, _ fallback: Double) -> Double { value(key).flatMap(Double.init) ?? fallback }
            let fill = paints["android:fillColor"], stroke = paints["android:strokeColor"]
            let strokes = stroke != nil || value("strokeColor") != nil
            if strokes, viewportUneven || (groups.last?.uneven ?? false) {
                problem = "the drawable strokes a path under an uneven scale, which Android draws with a round pen"
            }
            output += RedrawnSVG.path(
                value("pathData") ?? "", fill: fill ?? rgb(value("fillColor")),
                fillOpacity: number("fillAlpha", 1) * (fill == nil ? alpha(value("fillColor")) : 1), evenOdd: value("fillType") == "evenOdd",
                stroke: stroke ?? rgb(value("strokeColor")),
                strokeOpacity: number("strokeAlpha", 1) * (stroke == nil ? alpha(value("strokeColor")) : 1),
                strokeWidth: number("strokeWidth", 0), miterLimit: number("strokeMiterLimit", 4),
                lineCap: value("strokeLineCap") ?? "butt", lineJoin: value("strokeLineJoin") ?? "miter")
        }

        /// `#RRGGBB` of an Android colour (`#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB`), or none.
        private func rgb(_ text: String?) -> String {
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
