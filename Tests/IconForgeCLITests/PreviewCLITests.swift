import Foundation
import IconForgeKit
import XCTest

final class PreviewCLITests: XCTestCase {
    func testIconWritesAValidPreviewSheetInThePreviewsFolder() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "docs", "--out", "Icons.xcassets"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let url = folder.appendingPathComponent("iconforge-previews/docs-preview.png")
        let png = try PNGDecoder.decode(Data(contentsOf: url))
        XCTAssertEqual([png.width, png.height], [340, 617])
        try assertPngcheckAccepts(url)
    }

    func testNonSquareIconsGetAPreviewToo() throws {
        let folder = try makeTemporaryFolder(self)
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>"#
        try Data(svg.utf8).write(to: folder.appendingPathComponent("wide.svg"))
        let run = try CLI.run(["icon", "wide.svg", "--size", "40x20", "--scales", "2"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let png = try PNGDecoder.decode(Data(contentsOf: folder.appendingPathComponent("iconforge-previews/wide-preview.png")))
        XCTAssertEqual(png.width, 40 * 8 + 1 + 20, "the 8x pixel grid is the widest part")
    }
}
