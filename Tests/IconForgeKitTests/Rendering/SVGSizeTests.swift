import IconForgeKit
import XCTest

/// How a document's own size is read: absolute units, viewBox fallback, and the clear
/// errors when there is no usable size.
final class SVGSizeTests: XCTestCase {
    /// A 2:1 black band covering the whole document.
    private let band = #"<rect width="100%" height="100%"/>"#

    func testPhysicalUnitsGiveTheirAspectAndFillTheFrame() throws {
        let result = try render(svg(band, attributes: #"width="10mm" height="5mm" viewBox="0 0 10 5""#))
        XCTAssertEqual(result.documentWidth, 10 * 96 / 25.4, accuracy: 0.001)
        XCTAssertEqual(result.documentHeight, 5 * 96 / 25.4, accuracy: 0.001)
        assertCentredHorizontalBand(result.images[0].alphaPlane)
    }

    func testPhysicalUnitsWithoutAViewBoxAreConvertedAt96DPI() throws {
        let result = try render(svg(band, attributes: #"width="1in" height="0.5in""#))
        XCTAssertEqual(result.documentWidth, 96, accuracy: 0.001)
        XCTAssertEqual(result.documentHeight, 48, accuracy: 0.001)
        assertCentredHorizontalBand(result.images[0].alphaPlane)
    }

    func testPercentageSizesFallBackToTheViewBox() throws {
        let result = try render(svg(band, attributes: #"width="100%" height="50%" viewBox="0 0 40 20""#))
        XCTAssertEqual(result.documentWidth, 40)
        XCTAssertEqual(result.documentHeight, 20)
        assertCentredHorizontalBand(result.images[0].alphaPlane)
    }

    func testZeroWidthIsAnEmptySizeError() {
        XCTAssertThrowsError(try render(svg(band, attributes: #"width="0" height="30" viewBox="0 0 30 30""#))) { error in
            XCTAssertEqual(error as? RenderError, .emptySize(width: 0, height: 30))
            XCTAssertEqual(String(describing: error), "the SVG has an empty size (0x30)")
        }
    }

    func testNoSizeAndNoViewBoxIsANoDimensionsError() {
        XCTAssertThrowsError(try render(svg(#"<rect width="30" height="30"/>"#, attributes: ""))) { error in
            XCTAssertEqual(error as? RenderError, .noDimensions)
            XCTAssertTrue(String(describing: error).contains("give it width and height, or a viewBox"))
        }
    }

    func testPercentagesWithoutAViewBoxAreANoDimensionsError() {
        XCTAssertThrowsError(try render(svg(band, attributes: #"width="100%" height="100%""#))) { error in
            XCTAssertEqual(error as? RenderError, .noDimensions)
        }
    }

    /// A 2:1 document fitted into 30x30: full rows 8...21, empty rows 0...6 and 23...29.
    private func assertCentredHorizontalBand(_ alpha: AlphaPlane, file: StaticString = #filePath, line: UInt = #line) {
        for y in Array(0 ... 6) + Array(23 ... 29) {
            XCTAssertEqual(alpha.row(y), Array(repeating: 0, count: 30), "row \(y)", file: file, line: line)
        }
        for y in 8 ... 21 {
            XCTAssertEqual(alpha.row(y), Array(repeating: 255, count: 30), "row \(y)", file: file, line: line)
        }
    }
}
