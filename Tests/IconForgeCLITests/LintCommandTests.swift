import Foundation
import XCTest

final class LintCommandTests: XCTestCase {
    let opaqueSquare = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24"/></svg>
    """

    func testLintPrintsTheMeasuredShareAndWritesNothing() throws {
        let folder = try makeTemporaryFolder(self)
        try Data(opaqueSquare.utf8).write(to: folder.appendingPathComponent("block.svg"))
        let run = try CLI.run(["lint", "block.svg", "docs"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines, [
            "iconforge: warning: block.svg: opaque background: 100% of the square is solid; the tab bar will show a block "
                + "(draw the shape on a transparent background)",
        ])
        XCTAssertEqual(run.stdout, "docs: ok (icon)\n2 checked, 1 with warnings\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["block.svg"])
    }

    func testTheInputSizeLimitAppliesAsInIcon() throws {
        let folder = try makeTemporaryFolder(self)
        try Data(opaqueSquare.utf8).write(to: folder.appendingPathComponent("block.svg"))
        let run = try CLI.run(["lint", "block.svg", "--max-input-size", "64"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: block.svg: the file is \(opaqueSquare.utf8.count) bytes, "
                                        + "over the 64 bytes input limit (--max-input-size)"])
    }

    func testStrictExitsNonZeroOnAnyWarning() throws {
        let folder = try makeTemporaryFolder(self)
        try Data(opaqueSquare.utf8).write(to: folder.appendingPathComponent("block.svg"))
        XCTAssertEqual(try CLI.run(["lint", "--strict", "block.svg"], in: folder).status, 1)
        XCTAssertEqual(try CLI.run(["lint", "--strict", "docs", "button.svg"], in: folder).status, 0)
    }

    func testButtonTemplatesAreCheckedForCapsAndTranslucency() throws {
        let folder = try makeTemporaryFolder(self)
        let bundled = try String(contentsOf: repositoryRoot.appendingPathComponent("Templates/button.svg"), encoding: .utf8)
        try Data(bundled.replacingOccurrences(of: "\"{{innerRadius}}\"", with: "\"30\"").utf8)
            .write(to: folder.appendingPathComponent("round.svg"))
        let run = try CLI.run(["lint", "round.svg", "button.svg"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("round.svg: caps too small: the corners reach"), run.stderr)
        XCTAssertTrue(run.stdout.contains("button.svg: ok (button template)"), run.stdout)
    }

    func testAnUnreadableInputIsAnErrorAndTheOthersAreStillChecked() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["lint", "missing.svg", "home"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: missing.svg: no such file, and no bundled template of that name "
                                        + "(see `iconforge templates`)"])
        XCTAssertEqual(run.stdout, "home: ok (icon)\n1 checked, 0 with warnings, 1 failed\n")
    }

    func testACatalogIsCheckedForNamesThatClashInXcodesAssetSymbols() throws {
        let folder = try makeTemporaryFolder(self)
        for set in ["Clash.xcassets", "Clash.xcassets/house-fill.imageset", "Clash.xcassets/houseFill.imageset",
                    "Clean.xcassets", "Clean.xcassets/house.imageset", "Clean.xcassets/houseColour.colorset"] {
            try XcodeSets.put(set, in: folder)
        }
        try XcodeSets.put("Clean.xcassets/Tabs", in: folder, namespace: true)
        try XcodeSets.put("Clean.xcassets/Tabs/house.imageset", in: folder)
        let run = try CLI.run(["lint", "Clash.xcassets", "Clean.xcassets", "docs"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let clash = folder.appendingPathComponent("Clash.xcassets").path
        XCTAssertEqual(run.errorLines, [
            "iconforge: warning: \(clash)/houseFill.imageset: Xcode's generated asset symbol for it, `houseFill`, is also the symbol of "
                + "\(clash)/house-fill.imageset; Xcode 15 and later stop the build when they generate asset symbols for both; rename one",
        ])
        XCTAssertEqual(run.stdout, "Clean.xcassets: ok (asset catalog)\ndocs: ok (icon)\n3 checked, 1 with warnings\n")
        XCTAssertEqual(try CLI.run(["lint", "--strict", "Clash.xcassets"], in: folder).status, 1)
    }

    func testACatalogThatCannotBeReadIsOneErrorLine() throws {
        let folder = try makeTemporaryFolder(self)
        try XcodeSets.put("Loop.xcassets", in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Loop.xcassets/Again").path, withDestinationPath: ".")
        let run = try CLI.run(["lint", "Loop.xcassets"], in: folder)
        XCTAssertEqual(run.status, 1)
        let catalog = folder.appendingPathComponent("Loop.xcassets").path
        XCTAssertEqual(run.errorLines, ["iconforge: error: \(catalog)/Again: a symbolic link back to \(catalog), a folder it is in (a loop); "
            + "codegen does not follow it"])
    }

    func testAFolderStandsForItsSVGsAsInIcon() throws {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: false)
        try Data(opaqueSquare.utf8).write(to: art.appendingPathComponent("block.svg"))
        try write(discSVG, to: "disc.svg", in: art)
        try write("not an icon", to: "notes.txt", in: art)
        let run = try CLI.run(["lint", "art"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("iconforge: warning: art/block.svg: opaque background"), run.stderr)
        XCTAssertEqual(run.stdout, "art/disc.svg: ok (icon)\n2 checked, 1 with warnings\n")
        let empty = try CLI.run(["lint", "art/notes.txt/", "art/"], in: folder)
        XCTAssertEqual(empty.status, 1)
    }

    func testDashReadsOneSVGFromStandardInput() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["lint", "-"], in: folder, stdin: Data(opaqueSquare.utf8))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("iconforge: warning: stdin: opaque background: 100% of the square is solid"), run.stderr)
        XCTAssertEqual(run.stdout, "1 checked, 1 with warnings\n")
        let template = try CLI.run(["lint", "-"], in: folder, stdin: try Data(contentsOf: repositoryRoot.appendingPathComponent("Templates/button.svg")))
        XCTAssertEqual(template.stdout, "stdin: ok (button template)\n1 checked, 0 with warnings\n", template.stderr)
        let twice = try CLI.run(["lint", "-", "-"], in: folder, stdin: Data(discSVG.utf8))
        XCTAssertEqual(twice.status, 64)
        XCTAssertEqual(twice.errorLines, ["iconforge: error: -: stdin holds one SVG; give - once"])
    }
}
