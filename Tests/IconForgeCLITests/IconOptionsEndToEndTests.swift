import Foundation
import IconForgeKit
import XCTest

/// `--format`, `--size`, `--scales`, `--padding`, `--out` and `--preview-dir` as a user types them.
final class IconOptionsEndToEndTests: XCTestCase {
    func testPNGFormatWritesAPlainFolderWithThePreviewInTheCurrentFolder() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "docs", "--format", "png", "--out", "build/icons"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try relativeFiles(in: folder), [
            "build/icons/.iconforge-record.json", "build/icons/docs.png", "build/icons/docs@2x.png", "build/icons/docs@3x.png",
            "iconforge-previews/.iconforge-record.json", "iconforge-previews/docs-preview.png",
        ])
    }

    func testPreviewDirAlsoAppliesToThePNGFormat() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "docs", "--format", "png", "--scales", "1", "--preview-dir", "shots"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try relativeFiles(in: folder), ["Icons/.iconforge-record.json", "Icons/docs.png", "shots/.iconforge-record.json", "shots/docs-preview.png"])
    }

    func testSizeSetsThePointSizeOfEveryScale() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "home", "--format", "png", "--no-preview", "--size", "24"], in: folder).status, 0)
        let sizes = try ["home.png", "home@2x.png", "home@3x.png"].map { try decodePNG("Icons/\($0)", in: folder).width }
        XCTAssertEqual(sizes, [24, 48, 72])
    }

    func testWidthByHeightSizeGivesARectangularCanvas() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "home", "--format", "png", "--no-preview", "--size", "40x30", "--scales", "2"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let png = try decodePNG("Icons/home@2x.png", in: folder)
        XCTAssertEqual([png.width, png.height], [80, 60])
    }

    func testScalesWriteOnlyThoseFilesAndListThemInContents() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "more", "--no-preview", "--scales", "2,3"], in: folder).status, 0)
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("Icons.xcassets/more.imageset")),
                       ["Contents.json", "more@2x.png", "more@3x.png"])
        let contents = try String(contentsOf: folder.appendingPathComponent("Icons.xcassets/more.imageset/Contents.json"),
                                  encoding: .utf8)
        XCTAssertTrue(contents.contains(#""scale" : "2x""#) && contents.contains(#""scale" : "3x""#), contents)
        XCTAssertFalse(contents.contains(#""scale" : "1x""#), contents)
    }

    func testPaddingLeavesAnEmptyBorderAtEveryScale() throws {
        let folder = try makeTemporaryFolder(self)
        // A 60%-opaque square: alpha 153 inside the padding, 0 outside (and no opaque-background warning).
        try write(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" opacity="0.6"/></svg>"#,
                  to: "block.svg", in: folder)
        let run = try CLI.run(["icon", "block.svg", "--format", "png", "--no-preview", "--padding", "5"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        for scale in [1, 2, 3] {
            let alpha = try decodePNG(scale == 1 ? "Icons/block.png" : "Icons/block@\(scale)x.png", in: folder).image.alphaPlane
            let border = 5 * scale, size = 30 * scale
            for y in 0 ..< size {
                for x in 0 ..< size {
                    let inside = (border ..< size - border).contains(x) && (border ..< size - border).contains(y)
                    XCTAssertEqual(alpha[x, y], inside ? 153 : 0, "\(scale)x at \(x),\(y)")
                    if alpha[x, y] != (inside ? 153 : 0) { return }
                }
            }
        }
    }

    func testPreviewDirPutsThePreviewWhereAsked() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "docs", "--out", "App/Assets.xcassets", "--preview-dir", "shots"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(try relativeFiles(in: folder).contains("shots/docs-preview.png"))
        XCTAssertTrue(try relativeFiles(in: folder).contains("App/Assets.xcassets/docs.imageset/docs@3x.png"))
    }
}
