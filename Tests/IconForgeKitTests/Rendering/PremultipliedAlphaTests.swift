import IconForgeKit
import XCTest

/// cairo keeps premultiplied pixels; snapshots and alpha planes must hand back straight values.
final class PremultipliedAlphaTests: XCTestCase {
    func testHalfOpaqueRedComesBackUnpremultiplied() throws {
        let image = try paintedCanvas(RGBA(255, 0, 0, 128))
        for y in 0 ..< image.height {
            for x in 0 ..< image.width {
                assertClose(image[x, y], RGBA(255, 0, 0, 128))
            }
        }
        XCTAssertEqual(image.alphaPlane.values, Array(repeating: 128, count: 16))
    }

    func testTranslucentColoursComeBackWithinOneLevel() throws {
        for colour in [RGBA(51, 102, 204, 191), RGBA(200, 100, 50, 128), RGBA(17, 240, 99, 230), RGBA(1, 2, 3, 255)] {
            let image = try paintedCanvas(colour)
            assertClose(image[2, 2], colour)
            XCTAssertEqual(image.alphaPlane.values, Array(repeating: colour.alpha, count: 16), "\(colour)")
        }
    }

    func testUntouchedPixelsAreTransparentBlack() throws {
        let image = try Canvas(width: 3, height: 2).snapshot()
        XCTAssertEqual(image.pixels, Array(repeating: 0, count: 24))
    }

    func testAlphaPlaneBecomesWhiteGreyAlphaBytes() {
        let plane = AlphaPlane(width: 3, height: 1, values: [0, 128, 255])
        XCTAssertEqual(plane.whiteGreyAlphaBytes, [255, 0, 255, 128, 255, 255])
    }

    func testAlphaPlaneSurvivesAGreyAlphaPNGRoundTrip() throws {
        let plane = AlphaPlane(width: 2, height: 2, values: [0, 1, 127, 255])
        let decoded = try PNGDecoder.decode(PNGEncoder.encode(plane))
        XCTAssertEqual(decoded.colorType, .greyAlpha)
        XCTAssertEqual(decoded.bitDepth, 8)
        XCTAssertEqual(decoded.image.alphaPlane, plane)
        XCTAssertEqual(decoded.image[1, 1], RGBA(255, 255, 255, 255))
    }

    private func paintedCanvas(_ colour: RGBA) throws -> RGBAImage {
        let canvas = try Canvas(width: 4, height: 4)
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .color(colour))
        return canvas.snapshot()
    }

    private func assertClose(_ actual: RGBA, _ expected: RGBA, file: StaticString = #filePath, line: UInt = #line) {
        let pairs = [(actual.red, expected.red), (actual.green, expected.green), (actual.blue, expected.blue)]
        for (a, e) in pairs {
            XCTAssertEqual(Int(a), Int(e), accuracy: 1, "\(actual) vs \(expected)", file: file, line: line)
        }
        XCTAssertEqual(actual.alpha, expected.alpha, file: file, line: line)
    }
}
