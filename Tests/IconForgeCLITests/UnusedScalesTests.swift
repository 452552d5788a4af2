import Foundation
import XCTest

/// `--scales` (and the manifest's `scales:`) where no output uses scales: Android writes every
/// density, a PDF imageset or a symbol set one file with no scale. Said, never passed over.
final class UnusedScalesTests: XCTestCase {
    func testIconAndButtonRefuseScalesTheFormatDoesNotWrite() throws {
        let folder = try makeTemporaryFolder(self)
        let densities = "writes every density (1x, 1.5x, 2x, 3x, 4x) whatever the scales; leave --scales out"
        let cases: [([String], String)] = [
            (["icon", "docs", "--format", "android"], "--scales: android \(densities)"),
            (["icon", "docs", "--format", "android", "--vector"], "--scales: android --vector writes VectorDrawable files, which have no scale; leave --scales out"),
            (["icon", "docs", "--vector"], "--scales: xcassets --vector writes PDF files, which have no scale; leave --scales out"),
            (["icon", "docs", "--symbol"], "--scales: xcassets --symbol writes symbol files, which have no scale; leave --scales out"),
            (["button", "--color", "red", "--format", "android"], "--scales: android \(densities)"),
        ]
        for (arguments, reason) in cases {
            let run = try CLI.run(arguments + ["--scales", "1,2"], in: folder)
            XCTAssertEqual(run.status, 64, "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.errorLines, ["iconforge: error: \(reason)"], "\(arguments)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
        // Where the scales choose the files, they are taken; without --scales, android writes as ever.
        XCTAssertEqual(try CLI.run(["icon", "docs", "--format", "png", "--scales", "1,2", "--no-preview"], in: folder).status, 0)
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("Icons")).filter { $0.hasSuffix(".png") }, ["docs.png", "docs@2x.png"])
        XCTAssertEqual(try CLI.run(["icon", "docs", "--format", "android", "--no-preview"], in: folder).status, 0)
    }

    func testAManifestsScalesThatNoOutputUsesNameTheirLine() throws {
        let folder = try makeTemporaryFolder(self)
        let both = "outputs:\n  - android: res\n  - png: out\nicons:\n  - template: docs\n    scales: [1]\n"
        try write(both, to: "iconforge.yml", in: folder)
        let taken = try CLI.run(["build"], in: folder)
        XCTAssertEqual(taken.status, 0, taken.stderr)
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("out")).filter { $0.hasSuffix(".png") }, ["docs.png"])

        try write("outputs:\n  - android: res\ndefaults:\n  icons: {scales: [1, 2]}\nicons:\n  - template: docs\n",
                  to: "iconforge.yml", in: folder)
        let refused = try CLI.run(["build"], in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.errorLines, ["iconforge: error: iconforge.yml:4: scales: the output res writes every density "
                                            + "(1x, 1.5x, 2x, 3x, 4x) whatever the scales; leave 'scales' out"])

        try write("outputs:\n  - android: res\nbuttons:\n  - name: buy\n    colour: red\n    scales: [2]\n", to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["build"], in: folder).errorLines,
                       ["iconforge: error: iconforge.yml:6: scales: the output res writes every density (1x, 1.5x, 2x, 3x, 4x) "
                        + "whatever the scales; leave 'scales' out"])
    }
}
