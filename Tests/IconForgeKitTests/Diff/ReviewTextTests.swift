@testable import IconForgeKit
import XCTest

/// What a review says: its lines, review.json, summary.md, and reading git's batch output.
final class ReviewTextTests: XCTestCase {
    let output = ReviewOutput(path: "Assets/PNG", format: "png")

    func file(_ status: ReviewStatus, pixels: Int = 0, alpha: Int = 0, note: String? = nil) -> ReviewFile {
        ReviewFile(path: "Assets/PNG/x.png", output: output, pathInOutput: "x.png", status: status, picture: .png,
                   changedPixels: pixels, maxAlphaDelta: alpha, note: note)
    }

    func testAssetsAreOrderedChangedAddedRemovedUnchangedAndPrintedOneLineEach() {
        let review = Review(base: "main", baseCommit: String(repeating: "a", count: 40), manifest: "iconforge.yml", assets: [
            ReviewAsset(name: "icons/z", kind: .icon, status: .unchanged, files: [file(.unchanged)]),
            ReviewAsset(name: "icons/b", kind: .icon, status: .removed, files: [file(.removed)]),
            ReviewAsset(name: "icons/a", kind: .icon, status: .added, files: [file(.added)]),
            ReviewAsset(name: "buttons/buy", kind: .button, status: .changed,
                        files: [file(.changed, pixels: 10, alpha: 3), file(.changed, pixels: 5, alpha: 9, note: "a note"), file(.unchanged)]),
        ])
        XCTAssertEqual(review.assets.map(\.name), ["buttons/buy", "icons/a", "icons/b", "icons/z"])
        XCTAssertEqual(review.lines, ["changed buttons/buy: 15 pixels in 2 of 3 files, largest alpha change 9; a note",
                                      "added icons/a", "removed icons/b"])
        XCTAssertEqual(review.counts, ReviewCounts(added: 1, removed: 1, changed: 1, unchanged: 1))
        XCTAssertEqual(review.counts.line, "1 changed, 1 added, 1 removed, 1 unchanged")

        let json = review.json
        guard case .object(let root) = json else { return XCTFail("not an object") }
        XCTAssertEqual(Set(root.keys), ["base", "counts", "assets"])
        XCTAssertEqual(root["base"], .string("main"))
        XCTAssertEqual(root["counts"], .object(["added": .int(1), "removed": .int(1), "changed": .int(1), "unchanged": .int(1)]))
    }

    func testTheSummaryEscapesNamesAndStopsAtItsRowLimit() {
        let evil = "icons/<img src=x onerror=alert(1)>|`x`"
        var assets = [ReviewAsset(name: evil, kind: .icon, status: .added, files: [file(.added)])]
        for index in 0 ..< Review.summaryRows + 5 {
            assets.append(ReviewAsset(name: "icons/n\(index)", kind: .icon, status: .removed, files: [file(.removed)]))
        }
        let summary = Review(base: "HEAD", baseCommit: "abc", manifest: "iconforge.yml", assets: assets).summary(imageURL: nil)
        XCTAssertTrue(summary.contains("| icons/&lt;img src=x onerror=alert(1)&gt;\\|\\`x\\` | added |"), summary)
        XCTAssertFalse(summary.contains("<img"))
        XCTAssertTrue(summary.contains("… and 6 more: see the review page (index.html)."), summary)
        XCTAssertEqual(summary.split(separator: "\n").filter { $0.hasPrefix("| icons/") }.count, Review.summaryRows)
    }

    func testANoChangeSummarySaysSo() {
        let review = Review(base: "HEAD", baseCommit: "abc", manifest: "iconforge.yml",
                            assets: [ReviewAsset(name: "icons/a", kind: .icon, status: .unchanged, files: [file(.unchanged)])])
        XCTAssertEqual(review.summary(imageURL: "https://x"), """
        ## iconforge review: 0 changed, 0 added, 0 removed, 1 unchanged

        Compared with `HEAD` (abc) for iconforge.yml.

        No asset looks different.

        """)
    }

    func testGitBatchOutputIsReadObjectByObject() throws {
        let bytes = Data("aaa blob 3\nA\nB\nbbb missing\nccc blob 0\n\n".utf8)
        XCTAssertEqual(try GitBatch.parse(bytes), ["aaa": Data("A\nB".utf8), "ccc": Data()])
        XCTAssertThrowsError(try GitBatch.parse(Data("aaa blob 10\nshort\n".utf8)))
    }
}
