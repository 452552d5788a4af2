import Foundation
import IconForgeKit
import XCTest

/// Designer-drawn weights end to end: `icon --symbol --ultralight FILE --black FILE` and a
/// manifest entry's `ultralight:` and `black:` use those drawings for those weights; a drawing
/// Xcode could not interpolate with Regular is refused in one line and nothing is written.
final class SymbolDesignedWeightsCommandTests: XCTestCase {
    static let thinSVG = SymbolCommandTests.houseSVG.replacingOccurrences(of: "stroke-width=\"2\"", with: "stroke-width=\"0.6\"")
    static let heavySVG = SymbolCommandTests.houseSVG.replacingOccurrences(of: "stroke-width=\"2\"", with: "stroke-width=\"4.5\"")
    static let onePathSVG = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="0.6" \
    stroke-linecap="round" stroke-linejoin="round"><path d="M3 10 12 3l9 7v11H3z"/></svg>
    """

    private func art() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        try write(SymbolCommandTests.houseSVG, to: "house.svg", in: folder)
        try write(Self.thinSVG, to: "house-ultralight.svg", in: folder)
        try write(Self.heavySVG, to: "house-black.svg", in: folder)
        try write(Self.onePathSVG, to: "one-path.svg", in: folder)
        return folder
    }

    /// The template the library makes with the designer's weights.
    static func expected(black: Bool = true) throws -> Data {
        var options = SymbolOptions(name: "house")
        options.ultralightDrawing = Data(thinSVG.utf8)
        options.blackDrawing = black ? Data(heavySVG.utf8) : nil
        return try SymbolTemplate.make(svg: Data(SymbolCommandTests.houseSVG.utf8), options: options).svg
    }

    func testIconUsesTheDesignersWeights() throws {
        let folder = try art()
        let run = try CLI.run(["icon", "house.svg", "--symbol", "--ultralight", "house-ultralight.svg", "--black", "house-black.svg",
                               "--out", "App.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let template = try Data(contentsOf: folder.appendingPathComponent("App.xcassets/house.symbolset/house.svg"))
        XCTAssertEqual(template, try Self.expected())
        let derived = try SymbolTemplate.make(svg: Data(SymbolCommandTests.houseSVG.utf8), options: SymbolOptions(name: "house")).svg
        XCTAssertNotEqual(template, derived)
    }

    func testAWeightThatCannotInterpolateIsRefusedInOneLineAndNothingIsWritten() throws {
        let folder = try art()
        let before = try fileContents(in: folder)
        let run = try CLI.run(["icon", "house.svg", "--symbol", "--ultralight", "one-path.svg", "--out", "App.xcassets", "--no-preview"],
                              in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: house.svg: cannot be a symbol: the Ultralight drawing does not interpolate "
                                        + "with Regular: it has 1 path, Regular has 2"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App.xcassets/house.symbolset").path))
        XCTAssertEqual(try fileContents(in: folder).keys.filter { !$0.hasPrefix("App.xcassets/") }.sorted(), before.keys.sorted())
    }

    func testWeightsWithoutSymbolOrForSeveralIconsAreUsageErrorsThatPointToTheManifest() throws {
        let folder = try art()
        let cases: [([String], String)] = [
            (["house.svg", "--ultralight", "house-ultralight.svg"], "iconforge: error: --ultralight: is a weight of a custom symbol; give --symbol"),
            (["house.svg", "one-path.svg", "--symbol", "--black", "house-black.svg"],
             "iconforge: error: --black: is a drawing of one icon; to give several icons their weights, give each its own 'black:' "
                + "in a manifest (iconforge.yml, see `iconforge init`)"),
        ]
        for (arguments, line) in cases {
            let run = try CLI.run(["icon"] + arguments + ["--out", "App.xcassets"], in: folder)
            XCTAssertEqual(run.status, 64, run.stderr)
            XCTAssertEqual(run.errorLines.first, line)
        }
    }

    func testAManifestEntrysWeightsAreUsedAndAChangedOneRebuildsTheIcon() throws {
        let folder = try art()
        try write("""
        outputs:
          - xcassets: App.xcassets
        contact-sheet: false
        icons:
          - source: house.svg
            symbol: true
            ultralight: house-ultralight.svg
            black: house-black.svg

        """, to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let template = folder.appendingPathComponent("App.xcassets/house.symbolset/house.svg")
        XCTAssertEqual(try Data(contentsOf: template), try Self.expected())
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)

        try write(Self.onePathSVG, to: "house-black.svg", in: folder)
        let check = try CLI.run(["build", "--check"], in: folder)
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        let refused = try CLI.run(["build"], in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.errorLines.contains { $0.hasSuffix("cannot be a symbol: the Black drawing does not interpolate with "
                                                                 + "Regular: it has 1 path, Regular has 2") }, refused.stderr)
        XCTAssertEqual(try Data(contentsOf: template), try Self.expected(), "the symbol as it was")
    }

    func testManifestMistakesAboutWeightsNameTheirLine() throws {
        let cases: [(String, String)] = [
            ("outputs:\n  - xcassets: A.xcassets\nicons:\n  - source: '*.svg'\n    symbol: true\n    ultralight: house-ultralight.svg\n",
             "iconforge.yml:6: 'ultralight' is a drawing of one icon: it needs an entry with exactly one source (not a glob)"),
            ("outputs:\n  - xcassets: A.xcassets\nicons:\n  - source: house.svg\n    black: house-black.svg\n",
             "iconforge.yml:4: black is a weight of a custom symbol; give the entry symbol: true, or its catalog output symbol: true"),
            ("outputs:\n  - xcassets: A.xcassets\nicons:\n  - source: house.svg\n    symbol: true\n    black: gone.svg\n",
             "iconforge.yml:4: black gone.svg: "),
        ]
        for (manifest, reason) in cases {
            let folder = try art()
            try write(manifest, to: "iconforge.yml", in: folder)
            let run = try CLI.run(["build"], in: folder)
            XCTAssertEqual(run.status, 1, manifest)
            XCTAssertEqual(run.errorLines.count, 1, run.stderr)
            XCTAssertTrue(run.errorLines.first?.contains(reason) ?? false, run.stderr)
        }
    }
}
