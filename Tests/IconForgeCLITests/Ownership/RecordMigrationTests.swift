import Foundation
import IconForgeKit
import TestSupport
import XCTest

/// A project the last release wrote (`Tests/Fixtures/last-release`, made by iconforge at
/// a51987a): a manifest building `house` and `star` into a catalog and a PNG folder with
/// previews, `iconforge icon` adding `heart` to the catalog, a designer's dark entry and
/// `compression-type` in `house.imageset`, the user's own `mine.imageset`, and a planted record
/// of it set aside. Its four record files (`.iconforge-owned.json`, `.iconforge-state.json`,
/// `.iconforge-previews.json`, `.iconforge-ignored.json`) are read once into each folder's one
/// record, then removed; nothing of the user's is lost and iconforge's files stay iconforge's.
final class RecordMigrationTests: XCTestCase {
    private static let legacyNames = [".iconforge-owned.json", ".iconforge-state.json", ".iconforge-previews.json",
                                      ".iconforge-ignored.json"]

    private func lastReleaseProject() throws -> URL {
        try fixtureProject("last-release", self)
    }

    private func record(_ path: String, in folder: URL) throws -> [String: JSONValue] {
        try folderRecord(path, in: folder)
    }

    private func hidden(in folder: URL, _ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(path).path).filter { $0.hasPrefix(".") }.sorted()
    }

    func testABuildMovesTheLastReleasesFourRecordsIntoOneAndLosesNothing() throws {
        let folder = try lastReleaseProject()
        let catalog = folder.appendingPathComponent("App/Assets.xcassets")
        let usersBefore = try fileContents(in: catalog.appendingPathComponent("mine.imageset"))
        let dark = try Data(contentsOf: catalog.appendingPathComponent("house.imageset/house-dark@2x.png"))

        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "", "the set-aside record was said once, by the release that set it aside")
        for path in ["App/Assets.xcassets", "PNG", "iconforge-previews"] {
            XCTAssertEqual(try hidden(in: folder, path), [".iconforge-record.json"], path)
        }
        let record = try record("App/Assets.xcassets", in: folder)
        XCTAssertEqual(record["format"], .int(4))
        XCTAssertEqual(record["commands"]?.members?["assets"]?.members?.keys.sorted(), ["icons/heart"])
        XCTAssertEqual(record["commands"]?.members?["previews"]?.members?.keys.sorted(), ["../../iconforge-previews/heart-preview.png"])
        // The release's previews (files of their assets) and sheet (an asset) are entries of their own.
        let build = record["manifests"]?.members?["../../iconforge.yml"]?.members
        XCTAssertEqual(build?["assets"]?.members?.keys.sorted(), ["icons/house", "icons/star"])
        XCTAssertEqual(build?["previews"]?.members?.mapValues { $0.members?["asset"] },
                       ["../../iconforge-previews/house-preview.png": .string("icons/house"),
                        "../../iconforge-previews/star-preview.png": .string("icons/star")])
        XCTAssertEqual(build?["contact-sheet"]?.members?["pages"]?.members?.keys.sorted(), ["../../iconforge-previews/ContactSheet.png"])
        XCTAssertEqual(record["set-aside"]?.members?.keys.sorted(), ["icons/lie"])
        let pictures = try self.record("iconforge-previews", in: folder)["pictures"]?.members
        XCTAssertEqual(pictures?.keys.sorted(), ["ContactSheet.png", "heart-preview.png", "house-preview.png", "star-preview.png"])
        XCTAssertEqual(try fileContents(in: catalog.appendingPathComponent("mine.imageset")), usersBefore)
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)

        // iconforge's files stay iconforge's: house leaves and takes only its own part with it.
        try dropIcon("art/house.svg", from: folder)
        let removed = try CLI.run(["build"], in: folder)
        XCTAssertEqual(removed.status, 0, removed.stderr)
        XCTAssertEqual(removed.errorLines, ["iconforge: warning: icons/house: removed iconforge's files; kept house.imageset for your "
                                            + "dark entry and compression-type"])
        XCTAssertEqual(try relativeFiles(in: catalog.appendingPathComponent("house.imageset")), ["Contents.json", "house-dark@2x.png"])
        XCTAssertEqual(try Data(contentsOf: catalog.appendingPathComponent("house.imageset/house-dark@2x.png")), dark)
        let contents = try XCTUnwrap(JSONValue(parsing: Data(contentsOf: catalog.appendingPathComponent("house.imageset/Contents.json"))))
        XCTAssertEqual(contents.members?["images"], .array([.object([
            "appearances": .array([.object(["appearance": .string("luminosity"), "value": .string("dark")])]),
            "filename": .string("house-dark@2x.png"), "idiom": .string("universal"), "scale": .string("2x"),
        ])]))
        XCTAssertEqual(contents.members?["info"]?.members?["author"], .string("xcode"))
        XCTAssertEqual(contents.members?["properties"], .object(["compression-type": .string("lossless")]))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("PNG/house.png").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("iconforge-previews/house-preview.png").path))

        // What `icon` wrote is still its own: redrawn without --replace.
        let icon = try CLI.run(["icon", "art/heart.svg", "--out", "App/Assets.xcassets", "--padding", "2",
                                "--preview-dir", "iconforge-previews"], in: folder)
        XCTAssertEqual(icon.status, 0, icon.stderr)
        XCTAssertEqual(icon.stderr, "")
        XCTAssertEqual(try fileContents(in: catalog.appendingPathComponent("mine.imageset")), usersBefore)
    }

    func testIconAloneMigratesTheCatalogAndCheckWritesNothing() throws {
        let folder = try lastReleaseProject()
        let check = try CLI.run(["build", "--check"], in: folder)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(try hidden(in: folder, "App/Assets.xcassets"), [".iconforge-ignored.json", ".iconforge-owned.json",
                                                                        ".iconforge-state.json"], "--check writes nothing")

        let icon = try CLI.run(["icon", "art/heart.svg", "--out", "App/Assets.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(icon.status, 0, icon.stderr)
        XCTAssertEqual(try hidden(in: folder, "App/Assets.xcassets"), [".iconforge-record.json"])
        // The build's part came along: the manifest's next build finds its files its own and current.
        let build = try CLI.run(["build", "--json"], in: folder)
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertEqual(try buildCounts(build)["failed"], 0)
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)
    }
}
