@testable import IconForgeKit
import XCTest

/// Big pictures (previews, contact sheets) are compressed in two halves at once into one zlib
/// stream. The file must be a valid PNG (pngcheck, libpng) with the pixels drawn and libpng's
/// chunks, the same bytes every time, and about the size of one stream.
extension PNGDeflateContainerTests {
    /// An RGB picture of `width` x `height` with flat areas, gradients and detail.
    private func splitPicture(width: Int, height: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 3)
        for y in 0 ..< height {
            for x in 0 ..< width {
                let flat = y < height / 3
                bytes += flat ? [242, 242, 247] : [UInt8(x % 256), UInt8((x * y / 7) % 256), UInt8((x ^ y) % 256)]
            }
        }
        return bytes
    }

    private func encodeRGB(_ bytes: [UInt8], width: Int, height: Int, _ compression: PNGCompression) throws -> Data {
        try PNGEncoder.encode(width: width, height: height, colorType: .rgb, bytes: bytes, palette: [], texts: [],
                              compression: compression)
    }

    func testASplitPictureDecodesToItsPixelsEveryTimeTheSame() throws {
        // 340 x 617 is a preview: 630 KB of rows, above the split size. 200 x 100 stays one stream.
        for (width, height) in [(340, 617), (200, 100)] {
            let bytes = splitPicture(width: width, height: height)
            let split = try encodeRGB(bytes, width: width, height: height, PNGCompression.picture)
            let single = try encodeRGB(bytes, width: width, height: height, PNGCompression(level: 3, strategy: .standard, filters: .none))
            XCTAssertEqual(try PNGChunks(split).types, ["IHDR", "IDAT", "IEND"])
            XCTAssertEqual(try PNGChunks(split).first("IHDR"), try PNGChunks(single).first("IHDR"))
            let decoded = try PNGDecoder.decode(split)
            XCTAssertEqual(decoded.image, try PNGDecoder.decode(single).image, "\(width)x\(height)")
            XCTAssertEqual(split, try encodeRGB(bytes, width: width, height: height, PNGCompression.picture), "deterministic")
            XCTAssertLessThanOrEqual(split.count, single.count * 103 / 100, "\(width)x\(height): \(split.count) vs \(single.count)")
            try assertPngcheckAccepts(split)
        }
    }
}
