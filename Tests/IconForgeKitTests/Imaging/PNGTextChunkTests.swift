import Foundation
import IconForgeKit
import XCTest

/// Text chunks survive encoding and are read back whatever their kind.
final class PNGTextChunkTests: XCTestCase {
    private let plane = AlphaPlane(width: 2, height: 1, values: [0, 255])

    func testTextChunksRoundTripAndSitBeforeThePixels() throws {
        let png = try PNGEncoder.encode(plane, texts: [.init(keyword: "Software", text: "iconforge")])
        XCTAssertEqual(try PNGChunks(png).types, ["IHDR", "tEXt", "IDAT", "IEND"])
        XCTAssertEqual(try PNGDecoder.decode(png).text("Software"), "iconforge")
    }

    func testInternationalTextChunksAreReadWithTheirText() throws {
        var png = try PNGEncoder.encode(plane)
        // keyword, NUL, compression flag 0, method 0, empty language tag, NUL, empty translated keyword, NUL, text
        let itxt = Data("Title".utf8) + Data([0, 0, 0, 0, 0]) + Data("Étoile".utf8)
        png.insert(contentsOf: Self.chunk("iTXt", itxt), at: 8 + 25)  // after the signature and IHDR
        XCTAssertEqual(try PNGChunks(png).types, ["IHDR", "iTXt", "IDAT", "IEND"])
        XCTAssertEqual(try PNGDecoder.decode(png).text("Title"), "Étoile")
    }

    /// One PNG chunk: length, type, data, CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: Data) -> Data {
        let body = Data(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0 ..< 8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
    }

    private static func bigEndian(_ value: UInt32) -> Data {
        Data([24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
    }
}
