import Foundation
import XCTest

/// An empty output path would mean the current folder: it is refused before anything is
/// written, and an export into a file gets a plain one-line reason.
final class EmptyOutputPathTests: XCTestCase {
    func testAnEmptyOutOrPreviewFolderIsAUsageErrorAndWritesNothing() throws {
        let folder = try makeTemporaryFolder(self)
        for arguments in [["icon", "docs", "--out", ""], ["icon", "docs", "--format", "android", "--out", ""],
                          ["icon", "docs", "--preview-dir", ""], ["button", "--color", "red", "--out", ""]] {
            let run = try CLI.run(arguments, in: folder)
            XCTAssertEqual(run.status, 64, arguments.joined(separator: " "))
            XCTAssertEqual(run.errorLines.count, 1, run.stderr)
            XCTAssertTrue(run.stderr.contains("needs a path, not an empty one"), run.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testExportingIntoAFileSaysSoInPlainWords() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write("", to: "afile", in: folder)
        let run = try CLI.run(["templates", "--export", "button", "--out", "afile"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("afile: is a file, not a folder\n"), run.stderr)
        XCTAssertFalse(run.stderr.contains("NSCocoaErrorDomain"), run.stderr)
    }

    func testABadOutputIsTheOnlyLineEvenWhenAnInputIsMissing() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "docs", "missing.svg", "--out", "x.xcassets", "--preview-dir", "x.xcassets/p"], in: folder)
        XCTAssertEqual(run.status, 64)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("previews never go inside the bundle"), run.stderr)
    }
}
