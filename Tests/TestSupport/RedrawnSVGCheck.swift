#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// What `iconforge diff`'s readers of committed drawings (`VectorDrawableSVG`, `ImageVectorSVG`)
/// may write for librsvg to draw, whatever the file held: well-formed XML of only the elements
/// they write, with no reference out of the document (`href`), no script (`on…`) and no style
/// sheet. Shared by the fuzz targets (Tests/Fuzz/run.sh compiles this file into each) and the
/// tests replaying what they found.
public final class RedrawnSVGCheck: NSObject, XMLParserDelegate {
    /// The elements the readers write.
    public static let written: Set<String> = ["svg", "g", "defs", "clipPath", "path", "linearGradient", "radialGradient", "stop"]
    private var problem: String?

    /// What is wrong with `svg`, or nil when nothing is.
    public static func problem(in svg: String) -> String? {
        let check = RedrawnSVGCheck()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = check
        guard parser.parse() else { return "the SVG written is not XML" }
        return check.problem
    }

    public func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                       attributes: [String: String] = [:]) {
        if !Self.written.contains(name) { problem = "the SVG written holds <\(name)>" }
        if let key = attributes.keys.first(where: { $0.lowercased().hasSuffix("href") || $0.hasPrefix("on") || $0 == "style" }) {
            problem = "the SVG written holds a \(key) attribute"
        }
    }
}
