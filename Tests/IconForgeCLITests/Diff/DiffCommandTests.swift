import Foundation
import IconForgeKit
import XCTest

/// `iconforge diff` in a temporary git repository: what it prints, its exit status, and the
/// review.json and summary.md it writes.
final class DiffCommandTests: XCTestCase {
    let manifest = """
    outputs:
      - xcassets: Assets/App.xcassets
      - png: Assets/PNG
    icons:
      - source: art/
        scales: [1, 2]
    buttons:
      - name: buy
        colour: 00bd00
        states: [normal]
        scales: [1]
    """

    func makeProject() throws -> GitProject {
        let project = try GitProject(self, manifest: manifest,
                                     svgs: ["house": DiffArt.square, "star": DiffArt.disc, "gone": DiffArt.bar])
        try project.build()
        try project.commit("base")
        return project
    }

    func testVisibleChangeAddedRemovedAndRecolouredButtonAreListedThenCounted() throws {
        let project = try makeProject()
        try project.svg("house", DiffArt.smallSquare)
        try FileManager.default.removeItem(at: project.folder.appendingPathComponent("art/gone.svg"))
        try project.svg("new", DiffArt.bar.replacingOccurrences(of: "y=\"10\"", with: "y=\"8\""))
        try write(manifest.replacingOccurrences(of: "00bd00", with: "ff0000"), to: "iconforge.yml", in: project.folder)
        try project.build()

        let run = try project.diff()
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 5, run.stdout)
        XCTAssertTrue(lines[0].hasPrefix("changed buttons/buy: "), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("changed icons/house: "), lines[1])
        XCTAssertEqual(lines[2], "added icons/new")
        XCTAssertEqual(lines[3], "removed icons/gone")
        XCTAssertEqual(lines[4], "2 changed, 1 added, 1 removed, 1 unchanged")

        let review = try project.reviewJSON()
        XCTAssertEqual(review["base"] as? String, "HEAD")
        XCTAssertEqual(review["counts"] as? [String: Int], ["added": 1, "removed": 1, "changed": 2, "unchanged": 1])
        XCTAssertEqual(try project.statuses(), ["buttons/buy": "changed", "icons/house": "changed", "icons/new": "added",
                                                "icons/gone": "removed", "icons/star": "unchanged"])
        let assets = try XCTUnwrap(review["assets"] as? [[String: Any]])
        let house = try XCTUnwrap(assets.first { $0["name"] as? String == "icons/house" })
        XCTAssertEqual(house["kind"] as? String, "icon")
        let files = try XCTUnwrap(house["files"] as? [[String: Any]])
        XCTAssertEqual(Set(files.flatMap { $0.keys }), ["path", "status", "changedPixels", "maxAlphaDelta"])
        let png2x = try XCTUnwrap(files.first { $0["path"] as? String == "Assets/PNG/house@2x.png" })
        XCTAssertEqual(png2x["status"] as? String, "changed")
        // A 16-unit square became a 12-unit one: a ring of pixels went from full alpha to none.
        XCTAssertGreaterThan(try XCTUnwrap(png2x["changedPixels"] as? Int), 100)
        XCTAssertEqual(png2x["maxAlphaDelta"] as? Int, 255)
        let buy = try XCTUnwrap(assets.first { $0["name"] as? String == "buttons/buy" })
        XCTAssertEqual(buy["kind"] as? String, "button")
        let buyFiles = try XCTUnwrap(buy["files"] as? [[String: Any]])
        // Recoloured: the pixels changed, the button's shape (its alpha) did not.
        let buyPNG = try XCTUnwrap(buyFiles.first { $0["path"] as? String == "Assets/PNG/buy.png" })
        XCTAssertGreaterThan(try XCTUnwrap(buyPNG["changedPixels"] as? Int), 0)
        XCTAssertEqual(buyPNG["maxAlphaDelta"] as? Int, 0)

        let summary = try String(contentsOf: project.folder.appendingPathComponent("iconforge-review/summary.md"), encoding: .utf8)
        XCTAssertTrue(summary.hasPrefix("## iconforge review: 2 changed, 1 added, 1 removed, 1 unchanged\n"), summary)
        XCTAssertTrue(summary.contains("| icons/house | changed | "), summary)
        XCTAssertTrue(summary.contains("| icons/new | added | "), summary)
        XCTAssertTrue(summary.contains("| icons/gone | removed | "), summary)
        XCTAssertFalse(summary.contains("icons/star"), "unchanged assets are counted, not listed")
        XCTAssertTrue(summary.contains("(index.html#asset-"), "without --image-url, rows link to the page")
    }

    func testFilesWithOtherBytesButTheSamePixelsAreUnchanged() throws {
        let project = try makeProject()
        let file = project.folder.appendingPathComponent("Assets/PNG/house@2x.png")
        let before = try Data(contentsOf: file)
        // The same pixels written as 8-bit RGBA, with a text chunk, instead of iconforge's grey and alpha.
        let image = try PNGDecoder.decode(before).image
        let again = try PNGEncoder.encode(width: image.width, height: image.height, colorType: .rgba, bytes: image.pixels,
                                          texts: [PNGEncoder.TextChunk(keyword: "Comment", text: "optimised")])
        XCTAssertNotEqual(again, before)
        try again.write(to: file)

        let run = try project.diff("--fail-on-change")
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.stdout, "0 changed, 0 added, 0 removed, 4 unchanged\n")
        XCTAssertEqual(try project.statuses()["icons/house"], "unchanged")
    }

    func testFailOnChangeFailsOnAVisibleChangeAndADiffAfterCommittingItIsClean() throws {
        let project = try makeProject()
        try project.svg("star", DiffArt.square)
        try project.build()
        XCTAssertEqual(try project.diff().status, 0, "without --fail-on-change a change is no failure")
        let failing = try project.diff("--fail-on-change")
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.stdout.contains("changed icons/star: "), failing.stdout)
        XCTAssertEqual(failing.stderr, "")

        let commit = try project.commit("star is square")
        let clean = try project.diff("--fail-on-change")
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertEqual(clean.stdout, "0 changed, 0 added, 0 removed, 4 unchanged\n")
        // The change is still there against the commit before, named any way git names it.
        let previous = try project.diff("--base", "HEAD~1")
        XCTAssertEqual(previous.stdout.split(separator: "\n").last, "1 changed, 0 added, 0 removed, 3 unchanged")
        XCTAssertEqual(try project.reviewJSON()["base"] as? String, "HEAD~1")
        XCTAssertEqual(try project.diff("--base", String(commit.prefix(10))).stdout, clean.stdout)
    }

    func testDiffLeavesTheWorkingTreeTheIndexAndTheRecordsAsTheyWere() throws {
        let project = try makeProject()
        try project.svg("house", DiffArt.smallSquare)
        try project.build()
        // git status may refresh the index itself: asked first, before the index is read.
        let statusBefore = try project.git("status", "--porcelain", "--untracked-files=all")
        let index = project.folder.appendingPathComponent(".git/index")
        let indexBefore = try Data(contentsOf: index)
        let records = try FileManager.default.subpathsOfDirectory(atPath: project.folder.appendingPathComponent("Assets").path)
            .filter { $0.contains(".iconforge-") }.sorted()
        let recordBytes = try records.map { try Data(contentsOf: project.folder.appendingPathComponent("Assets/" + $0)) }

        XCTAssertEqual(try project.diff().status, 0)

        XCTAssertEqual(try Data(contentsOf: index), indexBefore, "the index is not even refreshed")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.folder.appendingPathComponent(".git/index.lock").path))
        let statusAfter = try project.git("status", "--porcelain", "--untracked-files=all")
        XCTAssertEqual(statusAfter.split(separator: "\n").filter { !$0.contains("iconforge-review/") },
                       statusBefore.split(separator: "\n"))
        XCTAssertEqual(try records.map { try Data(contentsOf: project.folder.appendingPathComponent("Assets/" + $0)) }, recordBytes)
    }
}
