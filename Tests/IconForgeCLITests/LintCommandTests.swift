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
}
