@testable import IconForgeKit
import XCTest

final class PNGSizeTests: XCTestCase {
    static func renderedIcon() throws -> AlphaPlane {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2">
          <path d="M3 10l9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/><path d="M9 22V12h6v10"/>
        </svg>
        """
        let target = RenderTarget(width: 90, height: 90, padding: 0)
        return try LibrsvgRasterizer().render(RenderRequest(svg: Data(svg.utf8), targets: [target])).images[0].alphaPlane
    }

    func testIconsAreGreyAlphaAndNoLargerThanLibpngsDefaultEncoding() throws {
        let plane = try Self.renderedIcon()
        let data = try PNGEncoder.encode(plane)
        let decoded = try PNGDecoder.decode(data)
        XCTAssertEqual(decoded.colorType, .greyAlpha)
        XCTAssertEqual(decoded.image.alphaPlane, plane)
        let plain = try PNGEncoder.encode(width: 90, height: 90, colorType: .greyAlpha, bytes: plane.whiteGreyAlphaBytes,
                                          palette: [], texts: [],
                                          compression: PNGCompression(strategy: .standard, filters: .adaptive))
        XCTAssertLessThan(data.count, plain.count)
    }

    func testFewColoursBecomeAnExactPalette() throws {
        // 16 colours, some translucent, scattered so RGBA's long matches don't help.
        let colours: [[UInt8]] = (0 ..< 16).map { (index: Int) -> [UInt8] in
            let alpha: UInt8 = index < 4 ? UInt8(index * 60) : 255
            return [UInt8(index * 16), UInt8(255 - index * 9), UInt8(index * 5), alpha]
        }
        var image = RGBAImage(width: 64, height: 64)
        var seed: UInt32 = 12345
        for i in 0 ..< 64 * 64 {
            seed = seed &* 1_103_515_245 &+ 12345
            image.pixels.replaceSubrange(i * 4 ..< i * 4 + 4, with: colours[Int(seed >> 16) % 16])
        }
        let data = try PNGEncoder.encode(image)
        let decoded = try PNGDecoder.decode(data)
        XCTAssertEqual(decoded.colorType, .palette)
        XCTAssertEqual(decoded.image, image)
        XCTAssertLessThan(data.count, try PNGEncoder.encode(width: 64, height: 64, colorType: .rgba, bytes: image.pixels).count)
    }

    func testOpaqueGreysBecomeGreyAndManyColoursStayRGBA() throws {
        var grey = RGBAImage(width: 64, height: 64)
        var colourful = RGBAImage(width: 64, height: 64)
        for i in 0 ..< 64 * 64 {
            let level = UInt8(i % 256)
            grey.pixels.replaceSubrange(i * 4 ..< i * 4 + 4, with: [level, level, level, 255])
            colourful.pixels.replaceSubrange(i * 4 ..< i * 4 + 4, with: [level, UInt8(i / 64 * 4), 255 - level, UInt8(i % 200)])
        }
        let greyDecoded = try PNGDecoder.decode(try PNGEncoder.encode(grey))
        XCTAssertEqual(greyDecoded.colorType, .grey)
        XCTAssertEqual(greyDecoded.image, grey)
        let colourDecoded = try PNGDecoder.decode(try PNGEncoder.encode(colourful))
        XCTAssertEqual(colourDecoded.colorType, .rgba)
        XCTAssertEqual(colourDecoded.image, colourful)
    }

    func testTheChoiceIsDeterministicAndPngcheckAcceptsIt() throws {
        let plane = try Self.renderedIcon()
        let first = try PNGEncoder.encode(plane), second = try PNGEncoder.encode(plane)
        XCTAssertEqual(first, second)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("png-size-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try first.write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pngcheck")
        process.arguments = ["-q", file.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }
}
