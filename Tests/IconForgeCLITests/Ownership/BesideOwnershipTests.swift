import Foundation
import IconForgeKit
import XCTest

/// What iconforge writes beside the bundles follows the same rule: previews, contact sheets of
/// any name, the manifest's `swift:` file and `codegen --output` never replace a file of the
/// user's, and are replaced only while they hold what iconforge recorded writing.
final class BesideOwnershipTests: XCTestCase {
    private let picture = Data("the user's holiday picture".utf8)

    func testAPictureOfTheUsersWhereAPreviewGoesFailsThatPreviewAloneInOneLine() throws {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("iconforge-previews"), withIntermediateDirectories: true)
        let mine = folder.appendingPathComponent("iconforge-previews/home-preview.png")
        try picture.write(to: mine)
        let run = try CLI.run(["icon", "home", "docs", "--preview", "each"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: \(mine.path): iconforge did not write this file (it has no record of it), "
                                        + "and iconforge replaces only what its own record says it wrote, unchanged since; move it away "
                                        + "or delete it, or give --replace to let iconforge take it over"], "one line, and true")
        XCTAssertEqual(try Data(contentsOf: mine), picture)
        for name in ["home", "docs"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Icons.xcassets/\(name).imageset/\(name)@3x.png").path),
                          "the icons are written: a preview is no part of the bundle")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("iconforge-previews/docs-preview.png").path))
        XCTAssertEqual(try CLI.run(["icon", "home", "--preview", "each"], in: folder).status, 1, "the icon's own files are its own")

        XCTAssertEqual(try CLI.run(["icon", "home", "--replace"], in: folder).status, 0)
        try assertPngcheckAccepts(mine)
        let record = try String(contentsOf: folder.appendingPathComponent("iconforge-previews/.iconforge-record.json"), encoding: .utf8)
        XCTAssertTrue(record.contains("\"home-preview.png\""), record)
        XCTAssertEqual(try CLI.run(["icon", "home"], in: folder).status, 0, "its own preview is replaced without a flag")
    }

    func testTheBuildsPreviewsAndAContactSheetOfAnyNameLeaveTheUsersFilesAlone() throws {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("shots"), withIntermediateDirectories: true)
        try picture.write(to: folder.appendingPathComponent("shots/home-preview.png"))
        try picture.write(to: folder.appendingPathComponent("photo.png"))
        try write("outputs:\n  - png: out\ncontact-sheet: photo.png\npreviews: shots\nicons:\n  - template: [home, docs]\n",
                  to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("\(folder.appendingPathComponent("shots/home-preview.png").path): iconforge did not write this file"), run.stderr)
        XCTAssertTrue(run.stderr.contains("\(folder.appendingPathComponent("photo.png").path): iconforge did not write this file"), run.stderr)
        let sheetLine = run.errorLines.first { $0.contains("photo.png") } ?? ""
        XCTAssertTrue(sheetLine.hasSuffix("unchanged since; move it away or delete it"), "a sheet is no output: \(sheetLine)")
        let previewLine = run.errorLines.first { $0.contains("home-preview.png") } ?? ""
        XCTAssertTrue(previewLine.hasSuffix("or add 'replace: true' to the output to let iconforge take it over"), previewLine)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("shots/home-preview.png")), picture)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("photo.png")), picture)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("shots/docs-preview.png").path))

        // Moved away, both are drawn and recorded; a later change redraws the sheet, its own.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("photo.png"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("shots/home-preview.png"))
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let sheet = try Data(contentsOf: folder.appendingPathComponent("photo.png"))
        try write("outputs:\n  - png: out\ncontact-sheet: photo.png\npreviews: shots\nicons:\n  - template: [home]\n",
                  to: "iconforge.yml", in: folder)
        let again = try CLI.run(["build"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertNotEqual(try Data(contentsOf: folder.appendingPathComponent("photo.png")), sheet)
        try assertPngcheckAccepts(folder.appendingPathComponent("photo.png"))
    }

    func testTheManifestsSwiftFileNeverReplacesTheUsersFile() throws {
        let folder = try makeTemporaryFolder(self)
        let notes = Data("my notes".utf8)
        try notes.write(to: folder.appendingPathComponent("notes.txt"))
        try write("outputs:\n  - xcassets: A.xcassets\ncontact-sheet: false\nswift:\n  output: notes.txt\nicons:\n  - template: home\n",
                  to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("\(folder.appendingPathComponent("notes.txt").path): iconforge did not write this file"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("notes.txt")), notes)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("A.xcassets/home.imageset/home.png").path))
    }

    func testCodegensOutputIsReplacedOnlyWhileItHoldsWhatItWrote() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "home", "--out", "A.xcassets", "--no-preview"], in: folder).status, 0)
        let notes = Data("my notes".utf8)
        let output = folder.appendingPathComponent("notes.txt")
        try notes.write(to: output)
        let refused = try CLI.run(["codegen", "--catalog", "A.xcassets", "--output", "notes.txt"], in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.errorLines, ["iconforge: error: \(output.path): iconforge did not write this file (it has no record of it), "
                                            + "and iconforge replaces only what its own record says it wrote, unchanged since; move it away "
                                            + "or delete it, or give --replace to let iconforge take it over"])
        XCTAssertEqual(try Data(contentsOf: output), notes)

        XCTAssertEqual(try CLI.run(["codegen", "--catalog", "A.xcassets", "--output", "notes.txt", "--replace"], in: folder).status, 0)
        XCTAssertTrue(try String(contentsOf: output, encoding: .utf8).hasPrefix("// Generated by iconforge"))
        XCTAssertEqual(try CLI.run(["codegen", "--catalog", "A.xcassets", "--output", "notes.txt"], in: folder).status, 0)
        let record = try String(contentsOf: folder.appendingPathComponent(".iconforge-record.json"), encoding: .utf8)
        XCTAssertTrue(record.contains("\"notes.txt\""), record)

        // Edited since: kept, and said so.
        try Data("// my edits\n".utf8).write(to: output)
        let edited = try CLI.run(["codegen", "--catalog", "A.xcassets", "--output", "notes.txt"], in: folder)
        XCTAssertEqual(edited.status, 1)
        XCTAssertTrue(edited.stderr.contains("this file changed since iconforge wrote it"), edited.stderr)
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), "// my edits\n")
    }
}
