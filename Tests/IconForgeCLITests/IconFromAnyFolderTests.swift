import Foundation
import IconForgeKit
import XCTest

/// `iconforge icon docs` run from a folder that has nothing to do with the repository.
final class IconFromAnyFolderTests: XCTestCase {
    func testDocsTemplateWritesACatalogAndAPreviewInTheCurrentFolder() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "docs"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(try relativeFiles(in: folder), [
            "Icons.xcassets/.iconforge-record.json",
            "Icons.xcassets/Contents.json",
            "Icons.xcassets/docs.imageset/Contents.json",
            "Icons.xcassets/docs.imageset/docs.png",
            "Icons.xcassets/docs.imageset/docs@2x.png",
            "Icons.xcassets/docs.imageset/docs@3x.png",
            "iconforge-previews/.iconforge-record.json",
            "iconforge-previews/docs-preview.png",
        ])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, run.stdout)
        XCTAssertTrue(lines[0].hasPrefix("docs: wrote 5 files to "), run.stdout)
        XCTAssertTrue(lines[0].hasSuffix(" (bundled template docs.svg)"), run.stdout)
        XCTAssertEqual(lines[1], "preview: \(folder.path)/iconforge-previews/docs-preview.png")
        XCTAssertNoThrow(try decodePNG("iconforge-previews/docs-preview.png", in: folder))
    }

    func testQuietPrintsNothingOnSuccess() throws {
        let run = try CLI.run(["icon", "home", "--quiet"], in: try makeTemporaryFolder(self))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout + run.stderr, "")
    }

    func testFolderNamedLikeTheTemplateDoesNotHideIt() throws {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: false)
        let run = try CLI.run(["icon", "docs", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Icons.xcassets/docs.imageset").path))
    }
}
