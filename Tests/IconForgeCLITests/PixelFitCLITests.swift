import Foundation
import IconForgeKit
import XCTest

final class PixelFitCLITests: XCTestCase {
    /// A 24-grid outline square (stroke 2 on units 3..21), as lucide and feather draw.
    let gridSVG = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><rect x="3" y="3" width="18" height="18" fill="none" stroke="black" stroke-width="2"/></svg>"#

    /// The columns and rows holding any ink: (first x, last x, first y, last y).
    func inkBounds(_ alpha: AlphaPlane) -> [Int] {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0 ..< alpha.height { for x in 0 ..< alpha.width where alpha[x, y] > 0 { xs.append(x); ys.append(y) } }
        return [xs.min() ?? -1, xs.max() ?? -1, ys.min() ?? -1, ys.max() ?? -1]
    }

    func testFitPixelDrawsA24GridIconAt24_48And72PixelsOnWholePixels() throws {
        let folder = try makeTemporaryFolder(self)
        try write(gridSVG, to: "square.svg", in: folder)
        let run = try CLI.run(["icon", "--fit", "pixel", "--format", "png", "--out", "out", "--no-preview", "square.svg"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        for (scale, file) in [(1, "square.png"), (2, "square@2x.png"), (3, "square@3x.png")] {
            let alpha = try decodePNG("out/\(file)", in: folder).image.alphaPlane
            XCTAssertEqual(alpha.width, 30 * scale)
            // Units 2...22 of the grid, 3 px (per scale) in from the canvas edge; every edge pixel solid.
            XCTAssertEqual(inkBounds(alpha), [5 * scale, 25 * scale - 1, 5 * scale, 25 * scale - 1], "@\(scale)x")
            XCTAssertEqual(alpha.halfCoveredShare, 0, "@\(scale)x")
        }
    }

    func testLintSaysWhenTheDefaultFitDrawsAGridIconSoftAndSuggestsFitPixel() throws {
        let folder = try makeTemporaryFolder(self)
        try write(gridSVG, to: "square.svg", in: folder)
        let soft = try CLI.run(["lint", "square.svg"], in: folder)
        XCTAssertEqual(soft.status, 0)
        XCTAssertEqual(soft.errorLines.count, 1, soft.stderr)
        XCTAssertTrue(soft.stderr.hasPrefix("iconforge: warning: square.svg: soft: one unit of the 24x24 grid is 1.25 px at 30x30 px, "
                                            + "so straight strokes straddle pixels; --fit pixel draws it at 24 px (half-covered pixels at 1x: "),
                      soft.stderr)
        XCTAssertTrue(soft.stderr.hasSuffix("now, 0% with --fit pixel)\n"), soft.stderr)
        let crisp = try CLI.run(["lint", "--fit", "pixel", "square.svg"], in: folder)
        XCTAssertEqual(crisp.status, 0)
        XCTAssertEqual(crisp.stderr, "")
        XCTAssertTrue(crisp.stdout.contains("square.svg: ok (icon)"), crisp.stdout)
    }

    func testLintDoesNotSuggestFitPixelWhenItWouldNotSharpenTheIcon() throws {
        // A 1.5-unit stroke on half units (as heroicons draw) straddles pixels at 1 px per unit too.
        let folder = try makeTemporaryFolder(self)
        let thin = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="3.5" y="3.5" width="17" height="17" fill="none" stroke="black" stroke-width="1.5"/></svg>"#
        try write(thin, to: "thin.svg", in: folder)
        let run = try CLI.run(["lint", "thin.svg"], in: folder)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "")
    }

    func testWhenPixelFitCannotHoldTheIconIsDrawnWithTheAspectFitAndAWarningSaysWhy() throws {
        let folder = try makeTemporaryFolder(self)
        try write(gridSVG, to: "square.svg", in: folder)
        let run = try CLI.run(["icon", "--fit", "pixel", "--size", "20", "--format", "png", "--out", "out", "--no-preview",
                               "square.svg"], in: folder)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.errorLines, ["iconforge: warning: square.svg: pixel fit: the 24x24 grid does not fit at 1 px per unit "
                                        + "on the 20x20 canvas; drawn with the aspect fit"])
        let alpha = try decodePNG("out/square.png", in: folder).image.alphaPlane
        XCTAssertEqual(inkBounds(alpha), [1, 18, 1, 18], "units 2...22 of 24 on 20 px")
    }

    func testTheManifestsFitPixelDrawsLikeTheOption() throws {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try write(gridSVG, to: "art/square.svg", in: folder)
        try write("outputs:\n  - png: Icons\ndefaults:\n  icons: {fit: pixel}\nicons:\n  - art/square.svg\n",
                  to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(inkBounds(try decodePNG("Icons/square.png", in: folder).image.alphaPlane), [5, 24, 5, 24])
        try write("outputs:\n  - png: Icons\nicons:\n  - source: art/square.svg\n    fit: crisp\n", to: "iconforge.yml", in: folder)
        let bad = try CLI.run(["build"], in: folder)
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("fit must be aspect or pixel, not 'crisp'"), bad.stderr)
    }

    func testOnTheCorpusFitPixelLeavesFewerHalfCoveredPixelsAt1xAnd2x() throws {
        let corpus = try requireCorpus()
        let folder = try makeTemporaryFolder(self)
        let inputs = try linkCorpusSample(corpus, every: 40, into: folder)
        var share: [String: [Double]] = [:]
        for fit in ["aspect", "pixel"] {
            let run = try CLI.run(["icon", "--fit", fit, "--no-preview", "--scales", "1,2", "--format", "png",
                                   "--out", fit, "--quiet"] + inputs, in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            share[fit] = try ["", "@2x"].map { suffix in
                let planes = try inputs.map { try decodePNG("\(fit)/\($0.dropLast(4))\(suffix).png", in: folder).image.alphaPlane }
                return planes.map(\.halfCoveredShare).reduce(0, +) / Double(planes.count)
            }
        }
        let aspect = try XCTUnwrap(share["aspect"]), pixel = try XCTUnwrap(share["pixel"])
        XCTAssertLessThan(pixel[0], aspect[0] * 0.8, "1x: \(pixel[0]) vs \(aspect[0])")
        XCTAssertLessThan(pixel[1], aspect[1], "2x: \(pixel[1]) vs \(aspect[1])")
    }
}
