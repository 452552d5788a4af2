// `iconforge diff`'s reader of a committed Compose ImageVector file (ImageVectorSVG), which turns
// it into SVG for librsvg to draw: the `.kt` file comes from a commit, anyone's. Any bytes are an
// SVG or one ImageVectorReadError, never a trap or a hang; the SVG is well-formed XML holding only
// the elements the reader writes, with no reference out of the document (no `href`), whatever
// the file's strings and numbers hold.
#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
@testable import IconForgeKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let svg: String
    do {
        svg = try ImageVectorSVG.svg(from: data, pixels: 48)
    } catch is ImageVectorReadError {
        return 0
    } catch {
        fatalError("not ImageVectorReadError: \(error)")
    }
    let check = OutputCheck()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = check
    guard parser.parse() else { fatalError("the SVG written is not XML: \(svg)") }
    if let problem = check.problem { fatalError("\(problem): \(svg)") }
    return 0
}

final class OutputCheck: NSObject, XMLParserDelegate {
    static let written: Set<String> = ["svg", "g", "defs", "clipPath", "path", "linearGradient", "radialGradient", "stop"]
    var problem: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if !Self.written.contains(name) { problem = "the SVG written holds <\(name)>" }
        if let key = attributes.keys.first(where: { $0.lowercased().hasSuffix("href") || $0.hasPrefix("on") || $0 == "style" }) {
            problem = "the SVG written holds a \(key) attribute"
        }
    }
}
