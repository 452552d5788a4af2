@testable import IconForgeKit
import XCTest

/// PNGs whose image data libdeflate compresses are written by our own container code: they must
/// carry exactly the chunks libpng writes for the same image, decode to the same pixels, and
/// pass pngcheck.
final class PNGDeflateContainerTests: XCTestCase {
    let zlib = PNGCompression(strategy: .filtered, filters: .none)

    func encode(_ plane: AlphaPlane, _ compression: PNGCompression, texts: [PNGEncoder.TextChunk] = []) throws -> Data {
        try PNGEncoder.encode(width: plane.width, height: plane.height, colorType: .greyAlpha,
                              bytes: plane.whiteGreyAlphaBytes, palette: [], texts: texts, compression: compression)
    }

    func testAnIconHasLibpngsChunksAndPixelsAtEveryLevel() throws {
        let plane = try PNGSizeTests.renderedIcon()
        let reference = try encode(plane, zlib)
        for level: Int32 in [1, 8, 12] {
            let data = try encode(plane, .libdeflate(level))
            let chunks = try PNGChunks(data), expected = try PNGChunks(reference)
            XCTAssertEqual(chunks.types, ["IHDR", "IDAT", "IEND"], "level \(level)")
            XCTAssertEqual(chunks.first("IHDR"), expected.first("IHDR"), "level \(level)")
            XCTAssertEqual(try PNGDecoder.decode(data).image.alphaPlane, plane, "level \(level)")
        }
    }

    func testTheDefaultIconEncodingStaysCloseToZlibsBestAndOptimizeBeatsIt() throws {
        let plane = try PNGSizeTests.renderedIcon()
        let zlibBest = try encode(plane, zlib).count
        // 1.2% over the whole corpus; single images vary more.
        let standard = try PNGEncoder.encode(plane).count
        XCTAssertLessThanOrEqual(standard, zlibBest * 108 / 100)
        XCTAssertLessThan(try encode(plane, .libdeflate(12)).count, zlibBest)
    }

    func testPaletteTransparencyAndTextsComeInLibpngsOrder() throws {
        let palette: [RGBA] = [RGBA(255, 0, 0, 0), RGBA(0, 128, 255, 128), RGBA(9, 9, 9)]
        let indices: [UInt8] = (0 ..< 40 * 20).map { (index: Int) -> UInt8 in UInt8(index * 7 / 13 % 3) }
        let texts = [PNGEncoder.TextChunk(keyword: "Comment", text: "cap insets 12 0 12 0"),
                     PNGEncoder.TextChunk(keyword: "iconforge", text: "")]
        func png(_ compression: PNGCompression) throws -> Data {
            try PNGEncoder.encode(width: 40, height: 20, colorType: .palette, bytes: indices, palette: palette,
                                  texts: texts, compression: compression)
        }
        let ours = try png(.libdeflate(8)), libpng = try png(zlib)
        XCTAssertEqual(try PNGChunks(ours).types, ["IHDR", "PLTE", "tRNS", "tEXt", "tEXt", "IDAT", "IEND"])
        XCTAssertEqual(try PNGChunks(ours).types, try PNGChunks(libpng).types)
        for type in ["IHDR", "PLTE", "tRNS"] {
            XCTAssertEqual(try PNGChunks(ours).first(type), try PNGChunks(libpng).first(type), type)
        }
        XCTAssertEqual(try PNGChunks(ours).chunks.filter { $0.type == "tEXt" },
                       try PNGChunks(libpng).chunks.filter { $0.type == "tEXt" })
        let decoded = try PNGDecoder.decode(ours)
        XCTAssertEqual(decoded.image, try PNGDecoder.decode(libpng).image)
        XCTAssertEqual(decoded.texts.map(\.keyword), ["Comment", "iconforge"])
        try assertPngcheckAccepts(ours)
    }

    func testAnInvalidKeywordIsAnErrorNotAFile() throws {
        let plane = AlphaPlane(width: 2, height: 2, values: [0, 64, 128, 255])
        XCTAssertThrowsError(try encode(plane, .libdeflate(8), texts: [.init(keyword: " lead", text: "x")])) { error in
            XCTAssertTrue("\(error)".contains("keyword"), "\(error)")
        }
    }

    func testPngcheckAcceptsTheDefaultIcon() throws {
        try assertPngcheckAccepts(try PNGEncoder.encode(try PNGSizeTests.renderedIcon()))
    }

    func assertPngcheckAccepts(_ data: Data, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("deflate-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try data.write(to: url)
        let process = Process(), pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pngcheck")
        process.arguments = ["-v", url.path]
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output, file: file, line: line)
    }
}
