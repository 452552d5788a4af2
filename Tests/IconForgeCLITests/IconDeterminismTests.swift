import Foundation
import XCTest

/// Same inputs and options, same bytes: generated bundles diff cleanly in users' repositories.
final class IconDeterminismTests: XCTestCase {
    func testTwoRunsIntoTwoFoldersGiveByteIdenticalTrees() throws {
        let folder = try makeTemporaryFolder(self)
        let templates = ["contacts", "docs", "favorites", "history", "home", "more", "search", "settings"]
        var trees: [[String: Data]] = []
        for out in ["first", "second"] {
            let run = try CLI.run(["icon"] + templates + ["--out", "\(out)/Icons.xcassets"], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            let root = folder.appendingPathComponent(out)
            let paths = try relativeFiles(in: root)
            trees.append(Dictionary(uniqueKeysWithValues: try paths.map { ($0, try Data(contentsOf: root.appendingPathComponent($0))) }))
        }
        XCTAssertEqual(trees[0].count, 1 + 8 * 5)  // catalog Contents.json; per icon 3 PNGs, Contents.json, preview
        XCTAssertEqual(trees[0].keys.sorted(), trees[1].keys.sorted())
        for (path, data) in trees[0] {
            XCTAssertEqual(data, trees[1][path], path)
        }
    }
}
