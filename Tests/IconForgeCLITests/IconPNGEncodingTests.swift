import Foundation
import IconForgeKit
import XCTest

/// What the icon PNGs are on disk: valid to pngcheck, 8-bit grey+alpha, nothing but pixels.
final class IconPNGEncodingTests: XCTestCase {
    func testEveryIconPNGPassesPNGCheckAndIsEightBitGreyAlphaWithOnlyPixelChunks() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "docs", "settings", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let pngs = try relativeFiles(in: folder).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(pngs.count, 6)
        for path in pngs {
            let url = folder.appendingPathComponent(path)
            try assertPngcheckAccepts(url)
            let decoded = try PNGDecoder.decode(contentsOf: url)
            XCTAssertEqual(decoded.colorType, .greyAlpha, path)
            XCTAssertEqual(decoded.bitDepth, 8, path)
            XCTAssertFalse(decoded.interlaced, path)
            let scale = path.contains("@3x") ? 3 : path.contains("@2x") ? 2 : 1
            XCTAssertEqual([decoded.width, decoded.height], [30 * scale, 30 * scale], path)
            XCTAssertEqual(try PNGChunks(Data(contentsOf: url)).types, ["IHDR", "IDAT", "IEND"], path)
            XCTAssertTrue(decoded.image.pixels.enumerated().allSatisfy { $0.offset % 4 == 3 || $0.element == 255 },
                          "\(path): colour must be uniform white")
        }
    }

    func testThePreviewIsAValidPNGOutsideTheImageset() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "search"], in: folder).status, 0)
        let preview = folder.appendingPathComponent("iconforge-previews/search-preview.png")
        try assertPngcheckAccepts(preview)
        let imageset = try relativeFiles(in: folder.appendingPathComponent("Icons.xcassets/search.imageset"))
        XCTAssertEqual(imageset, ["Contents.json", "search.png", "search@2x.png", "search@3x.png"])
    }
}
