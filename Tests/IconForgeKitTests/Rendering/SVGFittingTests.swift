import IconForgeKit
import XCTest

/// Where the art lands: aspect-fitted, centred, inset by the padding.
final class SVGFittingTests: XCTestCase {
    func testAspectFitCentresAWideBoxInASquare() {
        let frame = Rect(x: 0, y: 0, width: 30, height: 30)
        XCTAssertEqual(Fit.aspectFit(width: 48, height: 24, into: frame), Rect(x: 0, y: 7.5, width: 30, height: 15))
        XCTAssertEqual(Fit.aspectFit(width: 10, height: 40, into: frame), Rect(x: 11.25, y: 0, width: 7.5, height: 30))
    }

    func testAspectFitKeepsTheFrameOriginAndScalesUp() {
        let frame = Rect(x: 3, y: 3, width: 24, height: 24)
        XCTAssertEqual(Fit.aspectFit(width: 12, height: 12, into: frame), frame)
    }

    func testAspectFitOfAnEmptyBoxIsEmpty() {
        let fitted = Fit.aspectFit(width: 0, height: 10, into: Rect(x: 2, y: 2, width: 30, height: 30))
        XCTAssertEqual(fitted, Rect(x: 2, y: 2, width: 0, height: 0))
    }

    func testWideSVGBecomesACentredBandWithEmptyRowsAboveAndBelow() throws {
        let alpha = try renderAlpha(svg(#"<rect width="48" height="24"/>"#, attributes: #"width="48" height="24""#))
        for y in Array(0 ... 6) + Array(23 ... 29) {
            XCTAssertEqual(alpha.row(y), Array(repeating: 0, count: 30), "row \(y)")
        }
        for y in 8 ... 21 {
            XCTAssertEqual(alpha.row(y), Array(repeating: 255, count: 30), "row \(y)")
        }
        // The band's edges fall on half pixels.
        XCTAssertEqual(Int(alpha[15, 7]), 128, accuracy: 2)
        XCTAssertEqual(Int(alpha[15, 22]), 128, accuracy: 2)
    }

    func testViewBoxOnlySVGFillsTheWholeSquare() throws {
        let result = try render(svg(#"<rect width="24" height="24"/>"#, attributes: #"viewBox="0 0 24 24""#))
        XCTAssertEqual(result.documentWidth, 24)
        XCTAssertEqual(result.documentHeight, 24)
        XCTAssertEqual(result.images[0].alphaPlane.values, Array(repeating: 255, count: 900))
    }

    func testPaddingInsetsTheArtOnEverySide() throws {
        let alpha = try renderAlpha(svg(#"<rect width="30" height="30"/>"#), padding: 3)
        for edge in [0, 1, 2, 27, 28, 29] {
            XCTAssertEqual(alpha.row(edge), Array(repeating: 0, count: 30), "row \(edge)")
            XCTAssertEqual(alpha.column(edge), Array(repeating: 0, count: 30), "column \(edge)")
        }
        for y in 3 ... 26 {
            XCTAssertEqual(Array(alpha.row(y)[3 ... 26]), Array(repeating: 255, count: 24), "row \(y)")
        }
    }

    func testIconPaddingAndSizeScaleWithThePixelDensity() {
        let target = IconOptions(width: 30, height: 20, scales: [1, 2, 3], padding: 2).target(scale: 3)
        XCTAssertEqual(target.width, 90)
        XCTAssertEqual(target.height, 60)
        XCTAssertEqual(target.frame, Rect(x: 6, y: 6, width: 78, height: 48))
    }
}
