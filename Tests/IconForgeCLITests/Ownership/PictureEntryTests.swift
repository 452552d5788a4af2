import Foundation
import IconForgeKit
import TestSupport
import XCTest

/// In a bundle's record each preview is an entry of its own (the asset it shows, its path, the
/// SHA-256 written) and the contact sheet one entry (its pages with their SHA-256 and the assets
/// each shows), not files of their assets or of an asset called `contact-sheet`. Pruning,
/// `--check` and claims follow those entries: a preview goes with its asset, a file of the
/// user's at a preview's name (no record of it) is refused and never deleted, the sheet's page
/// is rewritten as the sheet changes, and `--check` says a missing preview or edited page.
final class PictureEntryTests: XCTestCase {
    private let manifest = "outputs:\n  - xcassets: Icons.xcassets\npreviews: true\nicons:\n  - source: house.svg\n  - source: star.svg\n"

    private func project() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        _ = try write(IconPairs.house, to: "house.svg", in: folder)
        _ = try write(IconPairs.star, to: "star.svg", in: folder)
        _ = try write(manifest, to: "iconforge.yml", in: folder)
        return folder
    }

    /// One part of the record in `bundle` (`commands`, or a manifest's by its path).
    private func section(_ folder: URL, _ bundle: String, _ path: String...) throws -> [String: JSONValue] {
        let data = try Data(contentsOf: folder.appendingPathComponent(bundle + "/.iconforge-record.json"))
        var value = try XCTUnwrap(JSONValue(parsing: data))
        for key in path { value = try XCTUnwrap(value.members?[key], "\(key) in \(String(decoding: data, as: UTF8.self))") }
        return try XCTUnwrap(value.members)
    }

    private func hash(_ folder: URL, _ path: String) throws -> JSONValue {
        .string(SHA256.hex(try Data(contentsOf: folder.appendingPathComponent(path))))
    }

    private func removeStar(_ folder: URL) throws {
        _ = try write(manifest.replacingOccurrences(of: "  - source: star.svg\n", with: ""), to: "iconforge.yml", in: folder)
    }

    func testABuildRecordsEachPreviewAndTheSheetAsEntriesAndFollowsThemWhenAnAssetLeaves() throws {
        let folder = try project()
        let built = try CLI.run(["build"], in: folder)
        XCTAssertEqual(built.status, 0, built.stderr)
        var part = try section(folder, "Icons.xcassets", "manifests", "../iconforge.yml")
        XCTAssertEqual(part.keys.sorted(), ["assets", "contact-sheet", "previews"])
        XCTAssertEqual(part["assets"]?.members?.keys.sorted(), ["icons/house", "icons/star"], "the sheet is no asset")
        for (id, entry) in part["assets"]?.members ?? [:] {
            XCTAssertEqual(entry.members?["files"]?.members?.keys.filter { $0.hasPrefix("../") }, [], "\(id): its preview is no file of it")
        }
        XCTAssertEqual(part["previews"], .object([
            "../iconforge-previews/house-preview.png": .object(["asset": .string("icons/house"),
                                                                "hash": try hash(folder, "iconforge-previews/house-preview.png")]),
            "../iconforge-previews/star-preview.png": .object(["asset": .string("icons/star"),
                                                               "hash": try hash(folder, "iconforge-previews/star-preview.png")]),
        ]))
        XCTAssertEqual(part["contact-sheet"]?.members?["pages"], .object([
            "../iconforge-previews/ContactSheet.png": .object(["hash": try hash(folder, "iconforge-previews/ContactSheet.png"),
                                                               "shows": .array([.string("icons/house"), .string("icons/star")])]),
        ]))
        let sheetBefore = try Data(contentsOf: folder.appendingPathComponent("iconforge-previews/ContactSheet.png"))

        // star leaves: its preview entry and file go, and the sheet's page is drawn again without it.
        try removeStar(folder)
        let removed = try CLI.run(["build"], in: folder)
        XCTAssertEqual(removed.status, 0, removed.stderr)
        XCTAssertEqual(removed.stderr, "")
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("iconforge-previews")),
                       [".iconforge-record.json", "ContactSheet.png", "house-preview.png"])
        part = try section(folder, "Icons.xcassets", "manifests", "../iconforge.yml")
        XCTAssertEqual(part["previews"]?.members?.keys.sorted(), ["../iconforge-previews/house-preview.png"])
        XCTAssertEqual(part["contact-sheet"]?.members?["pages"], .object([
            "../iconforge-previews/ContactSheet.png": .object(["hash": try hash(folder, "iconforge-previews/ContactSheet.png"),
                                                               "shows": .array([.string("icons/house")])]),
        ]))
        XCTAssertNotEqual(try Data(contentsOf: folder.appendingPathComponent("iconforge-previews/ContactSheet.png")), sheetBefore)
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)
    }

    func testAFileOfTheUsersAtAPreviewsNameIsRefusedRecordedAsNothingAndKeptWhenItsAssetLeaves() throws {
        let folder = try project()
        let previews = folder.appendingPathComponent("iconforge-previews")
        try FileManager.default.createDirectory(at: previews, withIntermediateDirectories: true)
        let mine = Data("mine".utf8)
        try mine.write(to: previews.appendingPathComponent("star-preview.png"))

        let built = try CLI.run(["build"], in: folder)
        XCTAssertEqual(built.status, 1)
        XCTAssertEqual(built.errorLines.filter { $0.contains("star-preview.png") },
                       ["iconforge: error: \(previews.path)/star-preview.png: iconforge did not write this file (it has no record of it), "
                        + "and iconforge replaces only what its own record says it wrote, unchanged since; move it away or delete it, "
                        + "or add 'replace: true' to the output to let iconforge take it over"])
        XCTAssertEqual(try Data(contentsOf: previews.appendingPathComponent("star-preview.png")), mine)
        let part = try section(folder, "Icons.xcassets", "manifests", "../iconforge.yml")
        XCTAssertEqual(part["previews"]?.members?.keys.sorted(), ["../iconforge-previews/house-preview.png"], "no entry for the user's file")

        try removeStar(folder)
        let removed = try CLI.run(["build"], in: folder)
        XCTAssertEqual(removed.status, 0, removed.stderr)
        XCTAssertEqual(try Data(contentsOf: previews.appendingPathComponent("star-preview.png")), mine, "a file with no record is the user's")
    }

    func testCheckSaysAMissingPreviewAndAnEditedSheetPage() throws {
        let folder = try project()
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let previews = folder.appendingPathComponent("iconforge-previews")
        try FileManager.default.removeItem(at: previews.appendingPathComponent("house-preview.png"))
        let handle = try FileHandle(forWritingTo: previews.appendingPathComponent("ContactSheet.png"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("x".utf8))
        try handle.close()

        let check = try CLI.run(["build", "--check"], in: folder)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.errorLines.contains("iconforge: error: icons/house: missing: iconforge-previews/house-preview.png is missing"),
                      check.stderr)
        XCTAssertTrue(check.errorLines.contains { $0.hasPrefix("iconforge: error: contact-sheet: ") && $0.contains("ContactSheet.png") },
                      check.stderr)
        XCTAssertEqual(try section(folder, "Icons.xcassets", "manifests", "../iconforge.yml")["previews"]?.members?.count, 2,
                       "the check writes nothing")
    }

    func testAPlantedPreviewEntryNamingAFileItsAssetNeverDrawsIsIgnoredWithALine() throws {
        let folder = try project()
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let victim = folder.appendingPathComponent("victim.png")
        try Data("precious".utf8).write(to: victim)
        // As a pull request might plant it: a preview of house that is no preview of house.
        let url = folder.appendingPathComponent("Icons.xcassets/.iconforge-record.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        try text.replacingOccurrences(of: "\"previews\" : {\n", with: "\"previews\" : {\n        \"../victim.png\" : {\n"
                                        + "          \"asset\" : \"icons/house\",\n          \"hash\" : \"\(SHA256.hex(Data("precious".utf8)))\"\n"
                                        + "        },\n")
            .write(to: url, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try String(contentsOf: url, encoding: .utf8), text)

        // house leaves: the record naming what it never drew is not acted on.
        try dropIcon("house.svg", from: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines, ["iconforge: warning: icons/house: the build state records ../victim.png, which iconforge does not "
                                        + "write for icons/house; the record is ignored and nothing it names is touched"])
        XCTAssertEqual(try Data(contentsOf: victim), Data("precious".utf8))
    }

    func testAnIconBatchRecordsItsSheetPageWithTheAssetsItShowsAndOneIconItsPreview() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write(IconPairs.house, to: "house.svg", in: folder)
        _ = try write(IconPairs.star, to: "star.svg", in: folder)
        let batch = try CLI.run(["icon", "house.svg", "star.svg", "--out", "Icons", "--format", "png"], in: folder)
        XCTAssertEqual(batch.status, 0, batch.stderr)
        var part = try section(folder, "Icons", "commands")
        XCTAssertEqual(part["assets"]?.members?.keys.sorted(), ["icons/house", "icons/star"])
        XCTAssertEqual(part["contact-sheet"], .object(["pages": .object([
            "../iconforge-previews/ContactSheet.png": .object(["hash": try hash(folder, "iconforge-previews/ContactSheet.png"),
                                                               "shows": .array([.string("icons/house"), .string("icons/star")])]),
        ])]))

        let one = try CLI.run(["icon", "house.svg", "--out", "Icons.xcassets"], in: folder)
        XCTAssertEqual(one.status, 0, one.stderr)
        part = try section(folder, "Icons.xcassets", "commands")
        XCTAssertNil(part["contact-sheet"])
        XCTAssertEqual(part["previews"], .object([
            "../iconforge-previews/house-preview.png": .object(["asset": .string("icons/house"),
                                                                "hash": try hash(folder, "iconforge-previews/house-preview.png")]),
        ]))
    }
}
