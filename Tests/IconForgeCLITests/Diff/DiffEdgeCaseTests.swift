import Foundation
import IconForgeKit
import XCTest

/// `iconforge diff`'s bad input and edge cases: bases without the manifest or its outputs,
/// junk at the base, renames, names with spaces and non-ASCII, the review folder's place,
/// `--image-url` and `--summary`, and its one-line errors.
final class DiffEdgeCaseTests: XCTestCase {
    let manifest = """
    outputs:
      - png: Assets/PNG
    icons:
      - source: art/
        scales: [1, 2]
    """

    func testABaseWithoutTheManifestMakesEveryAssetAdded() throws {
        let project = try GitProject(self, manifest: manifest, svgs: ["house": DiffArt.square])
        try write("nothing yet\n", to: "README", in: project.folder)
        try project.git("add", "README")
        try project.git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "before iconforge")
        try project.build()
        let run = try project.diff()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "added icons/house\n0 changed, 1 added, 0 removed, 0 unchanged\n")
    }

    func testABaseWhoseOutputsWereNeverCommittedIsOneLinePointingAtBuildAndCommit() throws {
        let project = try GitProject(self, manifest: manifest, svgs: ["house": DiffArt.square])
        try project.commit("manifest and art only")
        try project.build()
        let run = try project.diff()
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("iconforge: error: iconforge.yml: its outputs were never committed at HEAD"), run.stderr)
        XCTAssertTrue(run.stderr.contains("run `iconforge build` and commit the outputs"), run.stderr)
    }

    func testJunkOrATruncatedPNGAtTheBaseIsChangedWithANote() throws {
        let project = try GitProject(self, manifest: manifest, svgs: ["house": DiffArt.square, "star": DiffArt.disc])
        try project.build()
        let good = ["house.png", "house@2x.png"].map { project.folder.appendingPathComponent("Assets/PNG/" + $0) }
        let bytes = try good.map { try Data(contentsOf: $0) }
        let star = project.folder.appendingPathComponent("Assets/PNG/star.png")
        let starBytes = try Data(contentsOf: star)
        try Data("not a png at all".utf8).write(to: good[0])
        try bytes[1].prefix(bytes[1].count / 2).write(to: good[1])
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: star)
        try project.commit("damaged")
        for (url, data) in zip(good, bytes) { try data.write(to: url) }
        try starBytes.write(to: star)

        let run = try project.diff()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "", "no crash, no error")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, run.stdout)
        XCTAssertTrue(lines[0].hasPrefix("changed icons/house: 0 pixels in 2 of 2 files"), lines[0])
        XCTAssertTrue(lines[0].contains("the base's file is not a readable PNG"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("changed icons/star: "), lines[1])
        XCTAssertEqual(lines[2], "2 changed, 0 added, 0 removed, 0 unchanged")
        XCTAssertEqual(try project.statuses(), ["icons/house": "changed", "icons/star": "changed"])
    }

    func testARenameWithTheSamePicturesIsSaid() throws {
        let project = try GitProject(self, manifest: manifest, svgs: ["house": DiffArt.square, "star": DiffArt.disc])
        try project.build()
        try project.commit()
        try FileManager.default.moveItem(at: project.folder.appendingPathComponent("art/house.svg"),
                                         to: project.folder.appendingPathComponent("art/home.svg"))
        try project.build()
        let run = try project.diff()
        XCTAssertEqual(run.stdout, """
        added icons/home: renamed from icons/house, same pictures
        removed icons/house: renamed to icons/home, same pictures
        0 changed, 1 added, 1 removed, 1 unchanged

        """)
        let summary = try String(contentsOf: project.folder.appendingPathComponent("iconforge-review/summary.md"), encoding: .utf8)
        XCTAssertTrue(summary.contains("| icons/home | added (renamed from icons/house, same pictures) |"), summary)
    }

    func testNamesWithSpacesAndNonASCIIAndMarkupAreReviewed() throws {
        // iconforge makes `<`, `>` and `|` dashes in names; `&` and quotes stay, to be escaped.
        let odd = "my icon & 'ñandú' 家"
        let project = try GitProject(self, manifest: manifest, svgs: ["plain": DiffArt.square, odd: DiffArt.disc])
        try project.build()
        try project.commit()
        try project.svg(odd, DiffArt.bar)
        try project.svg("new one é", DiffArt.smallSquare)
        try project.build()
        let run = try project.diff()
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, run.stdout)
        XCTAssertTrue(lines[0].hasPrefix("changed icons/\(odd): "), lines[0])
        XCTAssertEqual(Array(lines.dropFirst()), ["added icons/new one é", "1 changed, 1 added, 0 removed, 1 unchanged"])
        XCTAssertEqual(try project.statuses()["icons/\(odd)"], "changed")
        let summary = try String(contentsOf: project.folder.appendingPathComponent("iconforge-review/summary.md"), encoding: .utf8)
        XCTAssertTrue(summary.contains("| icons/my icon &amp; 'ñandú' 家 | changed |"), summary)
    }

    func testImageURLPutsThumbnailsInTheSummaryAndSummaryAppendsToAFile() throws {
        let project = try GitProject(self, manifest: manifest, svgs: ["house": DiffArt.square])
        try project.build()
        try project.commit()
        try project.svg("house", DiffArt.smallSquare)
        try project.build()
        try write("earlier step\n", to: "step-summary.md", in: project.folder)
        let run = try project.diff("--image-url", "https://example.com/review/", "--summary", "step-summary.md", "--out", "out dir")
        XCTAssertEqual(run.status, 0, run.stderr)
        let folder = project.folder.appendingPathComponent("out dir")
        let summary = try String(contentsOf: folder.appendingPathComponent("summary.md"), encoding: .utf8)
        let row = try XCTUnwrap(summary.split(separator: "\n").first { $0.hasPrefix("| icons/house |") })
        let sources = row.components(separatedBy: "src=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        XCTAssertEqual(sources.count, 2, String(row))
        for source in sources {
            XCTAssertTrue(source.hasPrefix("https://example.com/review/thumbs/"), String(source))
            let file = folder.appendingPathComponent(String(source.dropFirst("https://example.com/review/".count)))
            XCTAssertNoThrow(try PNGDecoder.decode(contentsOf: file), "the thumbnail is in the folder, where it is published")
        }
        XCTAssertFalse(summary.contains("index.html#"))
        let appended = try String(contentsOf: project.folder.appendingPathComponent("step-summary.md"), encoding: .utf8)
        XCTAssertEqual(appended, "earlier step\n" + summary)
    }

    func testAReviewAgainKeepsOnlyItsOwnThumbnails() throws {
        let project = try GitProject(self, manifest: manifest, svgs: ["house": DiffArt.square])
        try project.build()
        try project.commit()
        try project.svg("house", DiffArt.smallSquare)
        try project.build()
        XCTAssertEqual(try project.diff().status, 0)
        let thumbs = project.folder.appendingPathComponent("iconforge-review/thumbs")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: thumbs.path).count, 2, "before and after")
        try write("mine", to: "notes.txt", in: thumbs)

        try project.commit()
        XCTAssertEqual(try project.diff().stdout, "0 changed, 0 added, 0 removed, 1 unchanged\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: thumbs.path), ["notes.txt"],
                       "the last review's pictures are gone, a file of another name stays")
    }

    func testOneLineErrors() throws {
        let outside = try makeTemporaryFolder(self)
        try write(manifest, to: "iconforge.yml", in: outside)
        let notGit = try CLI.run(["diff"], in: outside)
        XCTAssertEqual(notGit.status, 1)
        XCTAssertEqual(notGit.errorLines.count, 1, notGit.stderr)
        XCTAssertTrue(notGit.stderr.contains(": not in a git checkout"), notGit.stderr)

        let project = try GitProject(self, manifest: manifest, svgs: ["house": DiffArt.square])
        try project.build()
        try project.commit()
        let unknown = try project.diff("--base", "no-such-branch")
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(unknown.stderr, "iconforge: error: no-such-branch: no such revision in this repository; "
                       + "give --base a commit, branch or tag that exists here\n")
        let option = try project.diff("--base=--version")
        XCTAssertEqual(option.status, 1, "a revision is never taken as git's option")

        let inside = try project.diff("--out", "Assets/PNG/review")
        XCTAssertEqual(inside.status, 1)
        XCTAssertEqual(inside.errorLines, ["iconforge: error: Assets/PNG/review: is inside Assets/PNG, which iconforge writes and prunes; "
                                           + "give --out a folder outside the outputs and the previews"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.folder.appendingPathComponent("Assets/PNG/review").path))
        try write(manifest + "\npreviews: Assets/Previews\n", to: "iconforge.yml", in: project.folder)
        XCTAssertEqual(try project.diff("--out", "Assets/Previews").errorLines,
                       ["iconforge: error: Assets/Previews: is inside Assets/Previews, which iconforge writes and prunes; "
                        + "give --out a folder outside the outputs and the previews"])

        for usage in [["--image-url", "ftp://x"], ["--base", ""], ["--no-such-option"]] {
            let run = try project.diff(usage)
            XCTAssertEqual(run.status, 64, "\(usage): \(run.stderr)")
            XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        }
    }
}
