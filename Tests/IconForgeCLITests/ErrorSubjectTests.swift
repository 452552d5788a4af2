import Foundation
@testable import IconForgeKit
import XCTest

/// The thing an error line names comes from the error's value, never from its words: a reason
/// that happens to start with an absolute path is still about the manifest line that gave it.
final class ErrorSubjectTests: XCTestCase {
    func testAnUnreadableSourceGivenByAbsolutePathKeepsTheManifestLine() throws {
        let folder = try makeTemporaryFolder(self)
        let outside = try makeTemporaryFolder(self, "outside")
        let empty = try write("", to: "empty.svg", in: outside)
        _ = try write("outputs: [{png: out}]\nicons:\n  - source: \(empty.path)\n", to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines, ["iconforge: error: iconforge.yml:3: \(empty.path): the file is empty"])
    }

    func testATemplateExportThatCannotMakeItsFolderNamesTheFolder() throws {
        let folder = try makeTemporaryFolder(self)
        let file = try write("not a folder", to: "taken", in: folder)
        let target = file.appendingPathComponent("templates")
        let run = try CLI.run(["templates", "--export", "button", "--out", target.path], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.errorLines[0].hasPrefix("iconforge: error: \(target.path): "), run.stderr)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "not a folder")
    }
}
