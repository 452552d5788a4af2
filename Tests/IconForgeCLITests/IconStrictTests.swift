import Foundation
import XCTest

/// Lint warnings on the command line, and `--strict` turning them into errors.
final class IconStrictTests: XCTestCase {
    private let redBlock = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 30"><rect width="30" height="30" fill="#f00"/></svg>"##

    func testWarningsArePrintedAndTheIconIsStillWritten() throws {
        let folder = try makeTemporaryFolder(self)
        try write(redBlock, to: "block.svg", in: folder)
        let run = try CLI.run(["icon", "block.svg", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines.map { $0.prefix(50) }, [
            "iconforge: warning: block.svg: opaque background: ",
            "iconforge: warning: block.svg: colour discarded: 1",
        ])
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Icons.xcassets/block.imageset").path))
    }

    func testStrictTurnsWarningsIntoOneErrorLineWritesNothingForThatIconAndExitsOne() throws {
        let folder = try makeTemporaryFolder(self)
        try write(redBlock, to: "block.svg", in: folder)
        let run = try CLI.run(["icon", "block.svg", "docs", "--strict"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        let line = try XCTUnwrap(run.errorLines.first)
        XCTAssertTrue(line.hasPrefix("iconforge: error: block.svg: opaque background: "), line)
        XCTAssertTrue(line.contains("; colour discarded: ") && line.hasSuffix(" (--strict)"), line)
        let files = try relativeFiles(in: folder)
        XCTAssertFalse(files.contains { $0.contains("block.imageset") || $0.contains("block-preview") }, "\(files)")
        XCTAssertTrue(files.contains("Icons.xcassets/docs.imageset/docs@3x.png"), "\(files)")
    }

    func testBundledTemplatesPassStrict() throws {
        let templates = ["contacts", "docs", "favorites", "history", "home", "more", "search", "settings"]
        let run = try CLI.run(["icon", "--strict", "--no-preview"] + templates, in: try makeTemporaryFolder(self))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
    }
}
