import Foundation
import IconForgeKit
import XCTest

/// Reading a PNG's chunk list without decoding it, and refusing what is not a whole PNG.
final class PNGChunksTests: XCTestCase {
    private func encoded() throws -> Data {
        try PNGEncoder.encode(AlphaPlane(width: 3, height: 2, values: [0, 64, 128, 192, 255, 0]))
    }

    func testAlphaPlaneEncodesAsHeaderPixelsEndAndNothingElse() throws {
        let chunks = try PNGChunks(encoded())
        XCTAssertEqual(chunks.types, ["IHDR", "IDAT", "IEND"])
        // width 3, height 2, bit depth 8, colour type 4 (grey+alpha), deflate, adaptive filters, no interlace
        XCTAssertEqual([UInt8](try XCTUnwrap(chunks.first("IHDR")).data), [0, 0, 0, 3, 0, 0, 0, 2, 8, 4, 0, 0, 0])
    }

    func testSamePixelsEncodeToTheSameBytes() throws {
        XCTAssertEqual(try encoded(), try encoded())
    }

    func testTextIsNotAPNG() {
        XCTAssertThrowsError(try PNGChunks(Data("<svg/>".utf8))) { XCTAssertEqual("\($0)", "not a PNG file") }
        XCTAssertThrowsError(try PNGDecoder.decode(Data("<svg/>".utf8)))
    }

    func testTruncatedPNGIsRefused() throws {
        let png = try encoded()
        XCTAssertThrowsError(try PNGChunks(png.prefix(png.count - 20))) { XCTAssertEqual("\($0)", "truncated chunk") }
        XCTAssertThrowsError(try PNGDecoder.decode(png.prefix(png.count - 20)))
    }
}
