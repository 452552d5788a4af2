import Foundation
import XCTest

/// A bare name on the command line is a file in the current folder when one is there, else a
/// bundled template: run in a folder of the user's, as people do (the current folder is the
/// child process's own, so no test changes this process's).
final class IconTemplateNameTests: XCTestCase {
    func testAFolderNamedLikeATemplateDoesNotHideTheTemplate() throws {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: false)
        let run = try CLI.run(["icon", "docs", "--format", "png", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("(bundled template docs.svg)"), run.stdout)
    }

    func testAFileNamedLikeATemplateWinsOverTheTemplate() throws {
        let folder = try makeTemporaryFolder(self)
        try Data(discSVG.utf8).write(to: folder.appendingPathComponent("docs"))
        let run = try CLI.run(["icon", "docs", "--format", "png", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stdout.contains("bundled template"), run.stdout)
        // The disc: solid in the middle, clear in the corners.
        let image = try decodePNG("Icons/docs.png", in: folder).image
        XCTAssertEqual(image[image.width / 2, image.height / 2].alpha, 255)
        XCTAssertEqual(image[0, 0].alpha, 0)
    }
}
