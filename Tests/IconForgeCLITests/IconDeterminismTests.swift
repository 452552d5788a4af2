import Foundation
import XCTest

/// Same inputs and options, same bytes: generated bundles diff cleanly in users' repositories.
final class IconDeterminismTests: XCTestCase {
    func testTwoRunsIntoTwoFoldersGiveByteIdenticalTrees() throws {
        let folder = try makeTemporaryFolder(self)
        let templates = ["contacts", "docs", "favorites", "history", "home", "more", "search", "settings"]
        var trees: [[String: Data]] = []
        for out in ["first", "second"] {
            let run = try CLI.run(["icon"] + templates + ["--preview-dir", "\(out)/shots", "--out", "\(out)/Icons.xcassets"], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            trees.append(try fileContents(in: folder.appendingPathComponent(out)))
        }
        // Catalog Contents.json, ownership record, the batch's contact sheet and its folder's
        // record; per icon 3 PNGs and Contents.json.
        XCTAssertEqual(trees[0].count, 4 + 8 * 4)
        XCTAssertEqual(trees[0].keys.sorted(), trees[1].keys.sorted())
        for (path, data) in trees[0] {
            XCTAssertEqual(data, trees[1][path], path)
        }
    }

    func testRerunningIntoTheSameCatalogGivesTheSameFilesAndClearsALeftoverOfAKilledRun() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "docs", "home"], in: folder).status, 0)
        let first = try fileContents(in: folder)
        let leftover = folder.appendingPathComponent("Icons.xcassets/.iconforge-tmp-999999999-7-docs.imageset")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: false)
        // The mark the killed run left in the bundle it wrote.
        try Data().write(to: folder.appendingPathComponent("Icons.xcassets/.iconforge-writing"))
        XCTAssertEqual(try CLI.run(["icon", "docs", "home"], in: folder).status, 0)
        XCTAssertEqual(try fileContents(in: folder), first)
        XCTAssertFalse(FileManager.default.fileExists(atPath: leftover.path))
    }
}
