import Foundation
@testable import IconForgeKit
import XCTest

/// Transforms become VectorDrawable groups where a group can express them; the rest is baked
/// into the coordinates. The viewport follows the viewBox, fitted and padded like the PNGs.
final class VectorDrawableTransformTests: XCTestCase {
    func testTranslateRotateAndScaleBecomeOneGroup() throws {
        let xml = try drawable(##"<g transform="translate(2 3) rotate(90) scale(2)"><path d="M0 0L1 0" stroke="#000"/></g>"##)
        XCTAssertEqual(attributeValues("rotation", in: xml), ["90"])
        XCTAssertEqual(attributeValues("scaleX", in: xml), ["2"])
        XCTAssertEqual(attributeValues("scaleY", in: xml), ["2"])
        XCTAssertEqual(attributeValues("translateX", in: xml), ["2"])
        XCTAssertEqual(attributeValues("translateY", in: xml), ["3"])
        XCTAssertEqual(pathData(xml), ["M0 0H1"])
    }

    func testSkewIsBakedIntoThePathAndItsArcsBecomeCurves() throws {
        let xml = try drawable(##"<path transform="skewX(45)" d="M0 0L0 10A2 2 0 0 0 4 10"/>"##)
        XCTAssertFalse(xml.contains("<group"), xml)
        let data = try XCTUnwrap(pathData(xml).first)
        // The arc's two quarters, skewed: cubic curves to (14, 12) and back up to (14, 10).
        XCTAssertEqual(data, "M0 0L10 10c1.105 1.105 2.895 2 4 2s1.105-0.895 0-2")
    }

    func testAGroupUnderASkewIsBakedTooAndAStrokeThereIsRefused() throws {
        let xml = try drawable(##"<g transform="matrix(2 0 1 2 0 0)"><g transform="translate(1 0)"><path d="M0 0L1 0L1 1Z"/></g></g>"##)
        XCTAssertFalse(xml.contains("<group"), xml)
        XCTAssertEqual(pathData(xml), ["M2 0H4L5 2Z"])
        // A VectorDrawable strokes with a round pen: under a skew the width would be a guess.
        XCTAssertThrowsError(try drawable(##"<g transform="matrix(2 0 1 2 0 0)"><path d="M0 0L1 0" stroke="#000"/></g>"##)) {
            XCTAssertEqual("\($0)", "uses a stroke on <path> under a skew or an uneven scale "
                + "(a VectorDrawable stroke keeps one width all round; outline the stroke)")
        }
    }

    func testUseInlinesItsTargetShiftedByXAndYAndStyledFromTheUse() throws {
        let xml = try drawable(##"<defs><path id="p" d="M0 0L2 0"/></defs><use href="#p" x="3" y="4" fill="none" stroke="#000"/>"##)
        XCTAssertEqual(pathData(xml), ["M0 0H2"])
        XCTAssertEqual(attributeValues("translateX", in: xml), ["3"])
        XCTAssertEqual(attributeValues("translateY", in: xml), ["4"])
        XCTAssertEqual(attributeValues("strokeColor", in: xml), ["#FFFFFF"])
    }

    func testPaddingWidensTheViewportAndShiftsTheArtToTheFittedFrame() throws {
        let xml = try drawable(##"<rect width="24" height="24"/>"##, options: VectorDrawableOptions(padding: 2))
        XCTAssertEqual(attributeValues("viewportWidth", in: xml), ["28.8"])
        XCTAssertEqual(attributeValues("translateX", in: xml), ["2.4"])
        XCTAssertEqual(attributeValues("translateY", in: xml), ["2.4"])
    }

    func testAWideViewBoxIsCentredVerticallyLikeThePNGs() throws {
        let xml = try drawable(##"<rect x="10" width="48" height="24"/>"##, attributes: ##"viewBox="10 0 48 24""##)
        XCTAssertEqual(attributeValues("viewportWidth", in: xml), ["48"])
        XCTAssertEqual(attributeValues("viewportHeight", in: xml), ["48"])
        XCTAssertEqual(attributeValues("translateX", in: xml), ["-10"])
        XCTAssertEqual(attributeValues("translateY", in: xml), ["12"])
    }

    func testAnySizeInDpKeepsTheViewportInViewBoxUnits() throws {
        let xml = try drawable(##"<rect width="24" height="24"/>"##, options: VectorDrawableOptions(width: 48, height: 32))
        XCTAssertEqual(attributeValues("width", in: xml), ["48dp"])
        XCTAssertEqual(attributeValues("height", in: xml), ["32dp"])
        XCTAssertEqual(attributeValues("viewportWidth", in: xml), ["36"])
        XCTAssertEqual(attributeValues("viewportHeight", in: xml), ["24"])
        XCTAssertEqual(attributeValues("translateX", in: xml), ["6"])
    }

    func testAbsoluteWidthAndHeightSizeTheDocumentAndTheViewBoxIsScaledIntoThem() throws {
        let xml = try drawable(##"<rect width="12" height="12"/>"##, attributes: ##"width="48" height="48" viewBox="0 0 12 12""##)
        XCTAssertEqual(attributeValues("viewportWidth", in: xml), ["12"])
        XCTAssertEqual(pathData(xml), ["M0 0H12V12H0Z"])
    }
}
