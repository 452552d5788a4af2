import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// The corpus (Feather, Heroicons, Lucide) as symbol templates, opt-in with the symbol corpus
/// run (`ICONFORGE_SYMBOL_CORPUS=1`): the weights' path data in the shortest form against the
/// absolute form it replaced, in characters, and Regular drawn from each, pixel for pixel.
final class SymbolPathDataCorpusTests: XCTestCase {
    func testTheShortFormIsShorterAndDrawsEveryPixelTheSame() throws {
        guard ProcessInfo.processInfo.environment["ICONFORGE_SYMBOL_CORPUS"] == "1" else {
            throw XCTSkip("set ICONFORGE_SYMBOL_CORPUS=1 to run the corpus through the symbol outliner")
        }
        let corpus = try requireCorpus()
        var before = 0, after = 0, symbols = 0, changed: [String] = []
        for path in try relativeFiles(in: corpus) where path.hasSuffix(".svg") {
            let svg = try Data(contentsOf: corpus.appendingPathComponent(path))
            guard let built = try? SymbolTemplate.build(svg: svg, options: SymbolOptions()) else { continue }
            symbols += 1
            let placed = built.drawing.paths.indices.map { WeightPathDataWriterTests.placed(built, $0) }
            let absolute = placed.map { $0.map { PathData.string($0, decimals: 3) } }
            let written = placed[0].indices.map { index in WeightPathDataWriter(decimals: 3).write(placed.map { $0[index] }) }
            before += absolute.joined().map(\.count).reduce(0, +)
            after += written.joined().map(\.count).reduce(0, +)
            let regular = written.map { $0[1] }
            if try WeightPathDataWriterTests.drawnBack(regular, built, pixels: 96).values
                != WeightPathDataWriterTests.drawnBack(absolute[1], built, pixels: 96).values { changed.append(path) }
        }
        print(String(format: "symbol path data: %d templates, d characters %d before, %d after (%.1f%% shorter)",
                     symbols, before, after, 100 * Double(before - after) / Double(max(1, before))))
        XCTAssertGreaterThan(symbols, 2000)
        XCTAssertLessThan(after, before)
        XCTAssertEqual(changed, [])
    }
}
