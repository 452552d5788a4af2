import Foundation
import IconForgeKit
import XCTest

/// The preview of an icon written as a symbol, from `icon --symbol` and from a manifest's
/// `symbol: true`, is the symbol's: the three weights in the tab bar's colours, with the
/// selected `.fill` where there is one, byte for byte the same from both commands.
final class SymbolPreviewCommandTests: XCTestCase {
    /// Material's gear, painted in its own light grey: as an icon's preview, nearly invisible.
    static let gearSVG = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -960 960 960" fill="#e8eaed"><path d="m370-80-16-128q-13-5-24.5-12T307-235l\
    -119 50L78-375l103-78q-1-7-1-13.5v-27q0-6.5 1-13.5L78-585l110-190 119 50q11-8 23-15t24-12l16-128h220l16 128q13 5 24.5 12t22.5 15l1\
    19-50 110 190-103 78q1 7 1 13.5v27q0 6.5-2 13.5l103 78-110 190-118-50q-11 8-23 15t-24 12L590-80H370Zm112-260q58 0 99-41t41-99q0-58-\
    41-99t-99-41q-59 0-99.5 41T342-480q0 58 40.5 99t99.5 41Z"/></svg>
    """

    func testBuildPreviewsASymbolAsIconSymbolDoesWithItsFillVariantSelected() throws {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
        try write(Self.gearSVG, to: "gear.svg", in: art)
        try write(SymbolCommandTests.houseSVG, to: "house.svg", in: art)
        try write(SymbolFillVariantTests.filledHouseSVG, to: "house-fill.svg", in: art)
        try write("""
        outputs:
          - xcassets: App.xcassets
            symbol: true
        contact-sheet: false
        previews: true
        icons:
          - source: art/*.svg
            selected-suffix: -fill

        """, to: "iconforge.yml", in: folder)
        let build = try CLI.run(["build"], in: folder)
        XCTAssertEqual(build.status, 0, build.stderr)
        let built = try fileContents(in: folder.appendingPathComponent("iconforge-previews"))

        for (arguments, name) in [(["art/gear.svg"], "gear"), (["art/house.svg", "--selected", "art/house-fill.svg"], "house")] {
            for symbol in [true, false] {
                let out = symbol ? "Symbols" : "Plain"
                let run = try CLI.run(["icon"] + arguments + ["--out", "\(out).xcassets", "--preview-dir", out]
                                      + (symbol ? ["--symbol"] : []), in: folder)
                XCTAssertEqual(run.status, 0, run.stderr)
                let drawn = try Data(contentsOf: folder.appendingPathComponent("\(out)/\(name)-preview.png"))
                XCTAssertEqual(built["\(name)-preview.png"] == drawn, symbol, "\(name), symbol: \(symbol)")
            }
        }

        // The gear is drawn in the bars' grey and tint, whatever its own colour.
        let preview = try decodePNG("iconforge-previews/gear-preview.png", in: folder)
        var grey = 0, tint = 0
        for y in 60 ..< 130 {
            for x in 12 ..< 328 {
                let pixel = preview.image[x, y]
                if (pixel.red, pixel.green, pixel.blue) == (0x99, 0x99, 0x99) { grey += 1 }
                if (pixel.red, pixel.green, pixel.blue) == (0x00, 0x7a, 0xff) { tint += 1 }
            }
        }
        XCTAssertGreaterThan(grey, 500)
        XCTAssertGreaterThan(tint, 500)
    }
}
