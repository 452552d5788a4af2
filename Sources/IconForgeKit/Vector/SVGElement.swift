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
        let builder = TreeBuilder()
        let parser = XMLParser(data: try parsable(data))
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

extension SVGElement {
    /// `data` as Foundation's XML parser may be given it (`withDataInEveryInstruction`), or
    /// `VectorDrawableError.invalidXML` for a document it must not see: one declaring entities,
    /// or one that is not UTF-8 and declares no encoding libxml2 converts. Every XML document
    /// iconforge reads goes through here first: the SVGs, and a committed VectorDrawable that
    /// `iconforge diff` draws (`VectorDrawableSVG`).
    static func parsable(_ data: Data) throws -> Data {
        if data.range(of: Data("<!ENTITY".utf8)) != nil {
            throw VectorDrawableError.invalidXML("it declares XML entities")
        }
        if let offset = invalidUTF8Offset(data) {
            // libxml2 hands such bytes in a name straight to Foundation's parser, which traps on them.
            throw VectorDrawableError.invalidXML("it is not UTF-8 text (byte \(offset)) and declares no other encoding")
        }
        return withDataInEveryInstruction(data)
    }

    /// The declared encodings libxml2 converts to UTF-8 before anything reaches Foundation. Any
    /// other name (`UTF-@`) it does not know, and passes the bytes through as they are.
    static let convertedEncodings =
        #"encoding\s*=\s*["'](iso-8859-([1-9]|1[0-6])|latin-?1|windows-125[0-8]|utf-16(le|be)?|utf-32(le|be)?)["']"#

    /// Where `data` stops being UTF-8, or nil when it is UTF-8 or says it is something else: a
    /// UTF-16 or UTF-32 byte-order mark, or an XML declaration naming an encoding libxml2 converts.
    static func invalidUTF8Offset(_ data: Data) -> Int? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
            return nil
        }
        let head = String(decoding: bytes.prefix(200), as: UTF8.self).lowercased()
        if head.hasPrefix("<?xml"), head.range(of: convertedEncodings, options: .regularExpression) != nil {
            return nil
        }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

extension SVGElement {
    /// `data` with a placeholder in each processing instruction that has none (`<?x?>` becomes
    /// `<?x _?>`): Foundation's parser calls strlen on the missing data and crashes. The
    /// instructions mean nothing to a drawable.
    static func withDataInEveryInstruction(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            out.append(bytes[index])
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") else {
                index += 1
                continue
            }
            // The target: up to whitespace or `?`; then, past any whitespace, `?>` means no data.
            // A `<` ends it too, and is looked at again: in `<?<?x?>` libxml2 gives up on the first
            // and reads the second as an instruction of its own, which needs its placeholder.
            var end = index + 2
            while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "<") { end += 1 }
            var after = end
            while after < bytes.count, isSpace(bytes[after]) { after += 1 }
            out.append(contentsOf: bytes[(index + 1) ..< end])
            if end > index + 2, after + 1 < bytes.count, bytes[after] == UInt8(ascii: "?"), bytes[after + 1] == UInt8(ascii: ">") {
                out.append(contentsOf: Array(" _".utf8))
            }
            index = end
        }
        return Data(out)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
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
