#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
import IconForgeKit
import XCTest

/// The corpus's stroke icons (Lucide, Feather) as custom symbols, opt-in
/// (`ICONFORGE_SYMBOL_CORPUS=1`, a few minutes; `Benchmarks/symbols.sh` runs it): the share
/// that converts, Regular-S drawn back on the icon's canvas against the icon itself (mean
/// |Δα| at 8x), and that every symbol's weights have the same commands and growing ink.
/// `ICONFORGE_SYMBOL_HELD_OUT=<folder>` runs the same check on every SVG under a folder kept
/// out of the corpus (fill icons of other sets, such as Bootstrap's and Material's), so the
/// weights of filled drawings are judged on icons they were not tuned on.
final class SymbolCorpusTests: XCTestCase {
    func testTheStrokeIconsBecomeSymbolsThatDrawLikeTheIcons() throws {
        guard ProcessInfo.processInfo.environment["ICONFORGE_SYMBOL_CORPUS"] == "1" else {
            throw XCTSkip("set ICONFORGE_SYMBOL_CORPUS=1 to run the corpus through the symbol outliner")
        }
        let corpus = try XCTUnwrap(corpusFolder, "no icon corpus at ../shared/corpus")
        let paths = try relativeFiles(in: corpus).filter { $0.hasSuffix(".svg") && !$0.hasPrefix("heroicons/") }
        try checkSymbols(of: paths, in: corpus, kind: "stroke icons")
    }

    func testHeldOutIconsBecomeSymbolsThatDrawLikeTheIcons() throws {
        guard let folder = ProcessInfo.processInfo.environment["ICONFORGE_SYMBOL_HELD_OUT"], !folder.isEmpty else {
            throw XCTSkip("set ICONFORGE_SYMBOL_HELD_OUT=<folder> to run held-out icons through the symbol outliner")
        }
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        let paths = try relativeFiles(in: root).filter { $0.hasSuffix(".svg") }
        XCTAssertFalse(paths.isEmpty, "no SVG files under \(folder)")
        try checkSymbols(of: paths, in: root, kind: "held-out icons")
    }

    private func checkSymbols(of paths: [String], in corpus: URL, kind: String) throws {
        var converted = 0, failures: [String] = [], mismatched: [String] = [], thinner: [String] = []
        var means: [(Double, String)] = [], worstPixel = (0, ""), seconds = 0.0
        // The canvas spans the cap height exactly, so the template maps back by its scale alone.
        let options = SymbolOptions(symbolInsets: SymbolInsets(top: 0, left: 0, bottom: 0, right: 0))
        for path in paths {
            let svg = try Data(contentsOf: corpus.appendingPathComponent(path))
            let start = ProcessCPU.current
            let output: SymbolTemplateOutput
            do {
                output = try SymbolTemplate.make(svg: svg, options: options)
            } catch {
                failures.append("\(path): \(error)")
                continue
            }
            let end = ProcessCPU.current
            seconds += end.userSeconds + end.systemSeconds - start.userSeconds - start.systemSeconds
            converted += 1
            let groups = try TemplateGroups(output.svg)
            let commands = groups.paths.map { $0.map(Self.commandLetters) }
            if commands[0] != commands[1] || commands[1] != commands[2] { mismatched.append(path) }
            let source = try renderAlpha(svg, pixels: 192)
            let canvas = try SymbolSourceCanvas(svg)
            let regular = try renderAlpha(groups.drawnBack(1, canvas: canvas), pixels: 192)
            let mean = try XCTUnwrap(regular.meanDifference(from: source))
            means.append((mean, path))
            let worst = try XCTUnwrap(regular.maximumDifference(from: source))
            if worst > worstPixel.0 { worstPixel = (worst, path) }
            let ink = try (0 ..< 3).map { try renderAlpha(groups.drawnBack($0, canvas: canvas), pixels: 96).coverage }
            if !(ink[0] < ink[1] && ink[1] < ink[2]) { thinner.append(path) }
        }
        let total = means.map(\.0).reduce(0, +)
        let sorted = means.sorted { $0.0 > $1.0 }
        print(String(format: "symbols: %d of %d %@ converted (%.2f%%), %.1f CPU ms per icon",
                     converted, paths.count, kind, 100 * Double(converted) / Double(paths.count), 1000 * seconds / Double(max(1, converted))))
        print(String(format: "symbols: Regular-S vs the icon at 8x (192 px): mean |Δα| %.3f/255, worst icon %.3f/255 (%@), worst pixel %d/255 (%@)",
                     total / Double(max(1, means.count)), sorted.first?.0 ?? 0, sorted.first?.1 ?? "-", worstPixel.0, worstPixel.1))
        print("symbols: icons over 1/255: \(means.filter { $0.0 >= 1 }.count); worst ten: "
              + sorted.prefix(10).map { String(format: "%@ %.2f", $0.1, $0.0) }.joined(separator: ", "))
        print("symbols: weights with different commands: \(mismatched.count) \(mismatched.prefix(10)), ink not growing: \(thinner.count) \(thinner.prefix(10))")
        failures.forEach { print("symbols: not converted: \($0)") }
        XCTAssertEqual(mismatched, [])
        XCTAssertEqual(thinner, [])
        XCTAssertGreaterThanOrEqual(Double(converted), 0.99 * Double(paths.count))
        XCTAssertLessThan(total / Double(max(1, means.count)), 1)
    }

    /// `d`'s letters as written (absolute or relative, shorthands), which every weight shares.
    private static func commandLetters(_ d: String) -> String { String(d.filter(\.isLetter)) }

    private func renderAlpha(_ svg: Data, pixels: Int) throws -> AlphaPlane {
        let request = RenderRequest(svg: svg, targets: [RenderTarget(width: pixels, height: pixels, padding: 0)])
        return try LibrsvgRasterizer().render(request).images[0].alphaPlane
    }
}

/// The path data of a made template's three weight groups.
private struct TemplateGroups {
    var paths: [[String]] = []

    init(_ template: Data) throws {
        let reader = Reader()
        let parser = XMLParser(data: template)
        parser.delegate = reader
        guard parser.parse() else { throw CocoaError(.fileReadCorruptFile) }
        for id in ["Ultralight-S", "Regular-S", "Black-S"] {
            guard let group = reader.groups[id] else { throw CocoaError(.fileReadCorruptFile) }
            paths.append(group)
        }
    }

    /// Weight `index` drawn back on the icon's square `canvas` (its viewBox): with zero insets
    /// the group's origin is the canvas's bottom-left corner and its units are the cap height's.
    func drawnBack(_ index: Int, canvas: SymbolSourceCanvas) -> Data {
        let body = paths[index].map { #"<path d="\#($0)"/>"# }.joined()
        let (x, y, side) = (canvas.x, canvas.y, canvas.side)
        return Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="\#(x) \#(y) \#(side) \#(side)"><g transform="translate(\#(x) \#(y + side)) scale(\#(side / 70.459))">\#(body)</g></svg>"#.utf8)
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var groups: [String: [String]] = [:]
        private var current: String?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "g", let id = attributes["id"], id.hasSuffix("-S") {
                groups[id] = []
                current = id
            } else if name == "path", let id = current, let d = attributes["d"] {
                groups[id]?.append(d)
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "g" { current = nil }
        }
    }
}

/// The square canvas an icon is drawn on: its viewBox (Material's starts at y = -960), or else
/// its width and height from the origin, as `SymbolCanvas` reads it.
private struct SymbolSourceCanvas {
    var x = 0.0, y = 0.0, side = 0.0

    init(_ svg: Data) throws {
        let text = String(decoding: svg, as: UTF8.self)
        func numbers(_ attribute: String) -> [Double]? {
            guard let range = text.range(of: #"\#(attribute)="[^"]*""#, options: .regularExpression) else { return nil }
            return text[range].dropFirst(attribute.count + 2).dropLast()
                .split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        }
        if let box = numbers(" viewBox"), box.count == 4, box[2] == box[3] {
            (x, y, side) = (box[0], box[1], box[2])
        } else if let width = numbers(" width")?.first, width == numbers(" height")?.first {
            side = width
        } else {
            throw CocoaError(.fileReadCorruptFile)
        }
    }
}
