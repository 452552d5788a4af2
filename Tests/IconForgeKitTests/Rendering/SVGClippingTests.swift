import Foundation
import IconForgeKit
import XCTest

/// How much art lies outside the document's canvas, and that it is cut off there.
final class SVGClippingTests: XCTestCase {
    /// A five-point star on a 24 grid whose round-joined points stay inside the canvas, but
    /// whose ink box (cairo approximates stroke joins) pokes out above it.
    static let star = svg(##"<polygon points="12 2.2 14.47 8.8 21.51 9.11 15.99 13.5 17.88 20.29 12 16.4 6.12 20.29 8.01 13.5 2.49 9.11 9.53 8.8" stroke="#000" stroke-width="2" stroke-linejoin="round" fill="none"/>"##,
                          attributes: #"viewBox="0 0 24 24""#)

    func testArtInsideTheCanvasIsNotClipped() throws {
        XCTAssertEqual(try render(svg(#"<rect x="2" y="2" width="26" height="26"/>"#)).clippedFraction, 0)
    }

    func testStrokeJoinsThatOnlySeemToPokeOutAreNotClipped() throws {
        XCTAssertEqual(try render(Self.star).clippedFraction, 0)
    }

    func testHalfASquareOutsideIsHalfClipped() throws {
        let clipped = try render(svg(#"<rect x="15" y="5" width="30" height="20"/>"#)).clippedFraction
        XCTAssertEqual(clipped, 0.5, accuracy: 0.02)
    }

    func testArtFarOffTheCanvasCountsAsClipped() throws {
        let clipped = try render(svg(#"<rect x="5" y="5" width="20" height="20"/><rect x="3000" y="5" width="20" height="20"/>"#))
            .clippedFraction
        XCTAssertEqual(clipped, 0.5, accuracy: 0.05)
    }

    func testArtOutsideTheViewBoxDoesNotSpillIntoThePadding() throws {
        let alpha = try renderAlpha(svg(#"<circle cx="28" cy="15" r="8"/>"#), padding: 3)
        for x in 27 ..< 30 {
            XCTAssertEqual(alpha.column(x), Array(repeating: 0, count: 30), "column \(x)")
        }
        XCTAssertEqual(alpha[26, 15], 255)
    }

    func testArtOutsideAWideViewBoxDoesNotSpillIntoTheLetterbox() throws {
        let alpha = try renderAlpha(svg(#"<rect x="10" y="-20" width="28" height="64"/>"#, attributes: #"viewBox="0 0 48 24""#))
        XCTAssertEqual(alpha.row(6), Array(repeating: 0, count: 30))
        XCTAssertEqual(alpha.row(23), Array(repeating: 0, count: 30))
        XCTAssertEqual(alpha[15, 15], 255)
    }
}
