#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// One element of a parsed SVG: its name, attributes, children and text (for `<style>`).
final class SVGElement {
    let name: String
    let attributes: [String: String]
    var children: [SVGElement] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The element's classes (`class="a b"`).
    var classes: [Substring] { (attributes["class"] ?? "").split(whereSeparator: \.isWhitespace) }

    /// `<use>`'s target: `href` (SVG 2) or `xlink:href`.
    var reference: String? { attributes["href"] ?? attributes["xlink:href"] }

    /// Whether the element belongs to another vocabulary (`sodipodi:namedview`, ...), which
    /// SVG renderers ignore.
    var isForeign: Bool { name.contains(":") }

    /// Every element in document order, this one first.
    var descendants: [SVGElement] { [self] + children.flatMap(\.descendants) }

    /// Parses `data` with Foundation's XML parser. External entities are never resolved and
    /// a document declaring entities is refused, so nothing expands or loads. (Foundation on
    /// Linux reports no entity declarations to the delegate, hence the look at the bytes; an
    /// icon never needs one.)
    static func parse(_ data: Data) throws -> SVGElement {
        if data.range(of: Data("<!ENTITY".utf8)) != nil {
            throw VectorDrawableError.invalidXML("it declares XML entities")
        }
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let parsed = parser.parse()
        guard parsed, let root = builder.root, builder.isComplete else {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "unreadable XML"
            throw VectorDrawableError.invalidXML("\(reason) (line \(parser.lineNumber))")
        }
        return root
    }
}

/// Builds the element tree from the parser's events.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: SVGElement?
    private var stack: [SVGElement] = []
    /// Every element opened was closed (a truncated file can otherwise parse "successfully").
    var isComplete: Bool { stack.isEmpty }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let element = SVGElement(name: name, attributes: attributes)
        if let parent = stack.last { parent.children.append(element) } else if root == nil { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        stack.last?.text += String(decoding: block, as: UTF8.self)
    }
}
