import Foundation
import IconForgeKit
import XCTest

/// Previews drawn before previews folders kept a record of their own were recorded in the
/// bundle's record alone: one still holding the bytes recorded there is taken into the folder's
/// record without a refusal; one changed since is the user's.
final class PreviewRecordUpgradeTests: XCTestCase {
    /// Draws `arguments`' previews into `shots/`, then removes the folder's record: what an
    /// earlier version left (the same bytes, recorded only in the bundle's record).
    private func drawnByAnEarlierVersion(_ arguments: [String], in folder: URL) throws {
        let run = try CLI.run(arguments, in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        // The folder's record holds only the pictures.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("shots/.iconforge-record.json"))
    }

    func testAnIconsPreviewRecordedInItsCatalogIsAdoptedByTheFolder() throws {
        let folder = try makeTemporaryFolder(self)
        try drawnByAnEarlierVersion(["icon", "home", "--out", "A.xcassets", "--preview-dir", "shots"], in: folder)
        let record = try String(contentsOf: folder.appendingPathComponent("A.xcassets/.iconforge-record.json"), encoding: .utf8)
        XCTAssertTrue(record.contains("\"../shots/home-preview.png\""), record)
        let run = try CLI.run(["icon", "home", "--out", "A.xcassets", "--padding", "2", "--preview-dir", "shots"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let held = try String(contentsOf: folder.appendingPathComponent("shots/.iconforge-record.json"), encoding: .utf8)
        let preview = try Data(contentsOf: folder.appendingPathComponent("shots/home-preview.png"))
        XCTAssertTrue(held.contains("\"home-preview.png\" : \"\(SHA256.hex(preview))\""), held)
        // From then on any run may replace it.
        XCTAssertEqual(try CLI.run(["icon", "home", "--out", "B.xcassets", "--preview-dir", "shots"], in: folder).status, 0)
    }

    func testAnOldPreviewEditedSinceStaysTheUsers() throws {
        let folder = try makeTemporaryFolder(self)
        try drawnByAnEarlierVersion(["icon", "home", "--out", "A.xcassets", "--preview-dir", "shots"], in: folder)
        let preview = folder.appendingPathComponent("shots/home-preview.png")
        try Data("annotated".utf8).write(to: preview)
        let run = try CLI.run(["icon", "home", "--out", "A.xcassets", "--preview-dir", "shots"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("\(preview.path): this file changed since iconforge wrote it"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: preview), Data("annotated".utf8))
    }

    func testABuildsPreviewsAndSheetRecordedInItsStateAreAdoptedByTheFolder() throws {
        let folder = try makeTemporaryFolder(self)
        let manifest = "outputs:\n  - png: out\ncontact-sheet: shots/Sheet.png\npreviews: shots\nicons:\n  - template: [home, docs]\n"
        try write(manifest, to: "iconforge.yml", in: folder)
        try drawnByAnEarlierVersion(["build"], in: folder)
        try write(manifest.replacingOccurrences(of: "icons:\n", with: "defaults:\n  icons: {padding: 2}\nicons:\n"),
                  to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let held = try XCTUnwrap(JSONValue(parsing: Data(contentsOf: folder.appendingPathComponent("shots/.iconforge-record.json"))))
        XCTAssertEqual(held.members?["pictures"]?.members?.keys.sorted(), ["Sheet.png", "docs-preview.png", "home-preview.png"])
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)
    }
}
