import Foundation
import IconForgeKit
import TestSupport
import XCTest

/// A project whose records the build before previews and the contact sheet had entries of
/// their own wrote (`Tests/Fixtures/format-3`, made by iconforge at 50ddfaf): a manifest
/// building `house` and `star` into `App/Assets.xcassets` with previews and a contact sheet,
/// `iconforge icon` adding `heart` to it with a preview, and an `icon` batch into `PNG` with its
/// contact sheet in `sheets/`. Each record (format 3) holds a preview as one more file of its
/// asset and the sheet as an asset `contact-sheet`; `--check` reads it as it is, the next run
/// that writes the folder writes it again with their own entries, and iconforge's pictures stay
/// iconforge's: redrawn without `--replace`, removed with their asset.
final class FormatThreeRecordTests: XCTestCase {
    private func project() throws -> URL {
        try fixtureProject("format-3", self)
    }

    private func record(_ path: String, in folder: URL) throws -> [String: JSONValue] {
        try folderRecord(path, in: folder)
    }

    func testABuildWritesTheRecordAgainWithPreviewAndSheetEntriesAndLosesNothing() throws {
        let folder = try project()
        let catalog = "App/Assets.xcassets"
        XCTAssertEqual(try record(catalog, in: folder)["format"], .int(3))
        let check = try CLI.run(["build", "--check"], in: folder)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(try record(catalog, in: folder)["format"], .int(3), "the check writes nothing")

        let built = try CLI.run(["build", "--json"], in: folder)
        XCTAssertEqual(built.status, 0, built.stderr)
        XCTAssertEqual(built.stderr, "")
        XCTAssertEqual(try buildCounts(built)["built"], 0, "nothing to draw again: the record says the same")
        let record = try record(catalog, in: folder)
        XCTAssertEqual(record["format"], .int(4))
        let build = try XCTUnwrap(record["manifests"]?.members?["../../iconforge.yml"]?.members)
        XCTAssertEqual(build["assets"]?.members?.keys.sorted(), ["icons/house", "icons/star"])
        XCTAssertEqual(build["previews"]?.members?.mapValues { $0.members?["asset"] },
                       ["../../iconforge-previews/house-preview.png": .string("icons/house"),
                        "../../iconforge-previews/star-preview.png": .string("icons/star")])
        XCTAssertEqual(build["contact-sheet"]?.members?["pages"]?.members?.keys.sorted(), ["../../iconforge-previews/ContactSheet.png"])
        let commands = try XCTUnwrap(record["commands"]?.members)
        XCTAssertEqual(commands["assets"]?.members?["icons/heart"]?.members?["files"]?.members?.keys.sorted(),
                       ["heart.imageset/Contents.json", "heart.imageset/heart.png", "heart.imageset/heart@2x.png", "heart.imageset/heart@3x.png"])
        XCTAssertEqual(commands["previews"]?.members?.keys.sorted(), ["../../iconforge-previews/heart-preview.png"])
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)

        // house leaves: its preview goes with it, heart's (the commands') stays.
        try dropIcon("art/house.svg", from: folder)
        let removed = try CLI.run(["build"], in: folder)
        XCTAssertEqual(removed.status, 0, removed.stderr)
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("iconforge-previews")),
                       [".iconforge-record.json", "ContactSheet.png", "heart-preview.png", "star-preview.png"])

        // What `icon` wrote is still its own: drawn again without --replace.
        let icon = try CLI.run(["icon", "art/heart.svg", "--out", catalog, "--padding", "2", "--preview-dir", "iconforge-previews"],
                               in: folder)
        XCTAssertEqual(icon.status, 0, icon.stderr)
    }

    func testAnIconBatchWritesItsRecordAgainWithTheSheetAsItsOwnEntry() throws {
        let folder = try project()
        let sheet = try Data(contentsOf: folder.appendingPathComponent("sheets/ContactSheet.png"))
        let batch = try CLI.run(["icon", "art/heart.svg", "art/house.svg", "--out", "PNG", "--format", "png", "--preview-dir", "sheets"],
                                in: folder)
        XCTAssertEqual(batch.status, 0, batch.stderr)
        XCTAssertEqual(batch.stderr, "", "the sheet the last run drew is iconforge's to draw again")
        let drawn = try Data(contentsOf: folder.appendingPathComponent("sheets/ContactSheet.png"))
        XCTAssertNotEqual(drawn, sheet)
        let record = try record("PNG", in: folder)
        XCTAssertEqual(record["format"], .int(4))
        let commands = try XCTUnwrap(record["commands"]?.members)
        XCTAssertEqual(commands["assets"]?.members?.keys.sorted(), ["icons/heart", "icons/house", "icons/star"])
        XCTAssertEqual(commands["contact-sheet"], .object(["pages": .object([
            "../sheets/ContactSheet.png": .object(["hash": .string(SHA256.hex(drawn)),
                                                   "shows": .array([.string("icons/heart"), .string("icons/house")])]),
        ])]))
    }
}
