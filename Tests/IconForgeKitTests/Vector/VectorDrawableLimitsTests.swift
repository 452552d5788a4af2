import Foundation
@testable import IconForgeKit
import XCTest

/// Numbers an SVG may hold that a VectorDrawable cannot (NaN, infinity, art far off the canvas,
/// radii near 1e300) are refused by name in one line, or drawn exactly where they can be; no
/// input makes the converter trap.
final class VectorDrawableLimitsTests: XCTestCase {
    func testTransformsThatOverflowAreRefusedByName() {
        let cases: [(String, String)] = [
            (##"<g transform="rotate(1e308 5 5)"><path d="M0 0H5V5Z"/></g>"##,
             ##"uses transform="rotate(1e308 5 5)" on <g> (it is not a finite transform)"##),
            (##"<g transform="translate(1e308) translate(1e308)"><path d="M0 0H5V5Z"/></g>"##,
             ##"uses transform="translate(1e308) translate(1e308)" on <g> (it is not a finite transform)"##),
            (##"<g transform="translate(1e300)"><path d="M0 0H5V5Z"/></g>"##,
             "uses the transform of <g> (1e+300 is beyond ±240000, far outside the canvas)"),
            (##"<g transform="scale(1e300)"><path d="M0 0H5V5Z"/></g>"##,
             "uses the transform of <g> (it scales by 1e+300, beyond ±10000)"),
            (##"<g transform="skewX(30) translate(1e200 0)"><path d="M0 0H5V5Z"/></g>"##,
             "uses a coordinate of <path> (1e+200 is beyond ±240000, far outside the canvas)"),
            (##"<path d="M0 0H5V5Z" stroke="#000" stroke-width="1e300"/>"##,
             "uses stroke-width of <path> (1e+300 is beyond ±240000, far outside the canvas)"),
            (##"<rect width="1e300" height="5"/>"##,
             "uses a coordinate of <rect> (1e+300 is beyond ±240000, far outside the canvas)"),
        ]
        for (body, message) in cases {
            XCTAssertThrowsError(try drawable(body), body) { error in
                XCTAssertEqual(String(describing: error), message, body)
            }
        }
    }

    func testArcsWithHugeRadiiAreRefusedAndTinyOnesGrow() throws {
        // The issue's trap: radii near 1e300 under a skew (librsvg draws nothing of such a path).
        for flags in ["0 1", "1 1"] {
            for transform in ["skewX(30)", "rotate(5)", "translate(0)"] {
                let body = ##"<path transform="\##(transform)" d="M2 2A1e300 1e300 0 \##(flags) 10 2Z"/>"##
                XCTAssertThrowsError(try drawable(body), body) { error in
                    XCTAssertEqual("\(error)", "uses an arc with radii 1e+300 and 1e+300 on <path> (its circle runs far outside the canvas)")
                }
            }
        }
        // Radii far too small grow to reach the end point, as SVG says, even below the smallest normal number.
        let tiny = try drawable(##"<path d="M2 12A1e-310 1e-310 0 0 1 22 12Z" transform="rotate(10 12 12) skewX(1)"/>"##)
        XCTAssertFalse(tiny.lowercased().contains("nan") || tiny.contains("inf"), tiny)
        XCTAssertEqual(pathData(try drawable(##"<path d="M2 12A1e-310 1e-310 0 0 1 22 12Z"/>"##)), ["M2 12a9.99 9.99 0 0 1 20 0Z"])
    }

    func testViewBoxesADrawableCannotHoldAreRefused() {
        for (attributes, shown) in [(##"viewBox="0 0 1e300 1e300""##, "1e+300"), (##"viewBox="0 0 0.0001 0.0001""##, "0.0001")] {
            XCTAssertThrowsError(try drawable(##"<path d="M0 0H1V1Z"/>"##, attributes: attributes)) { error in
                XCTAssertEqual("\(error)", "uses a viewport of \(shown) units (a VectorDrawable holds viewports of 0.01 to 1e7 units)")
            }
        }
    }

    func testNoDrawableEverHoldsNaNOrInfinity() throws {
        let bodies = [
            ##"<g transform="scale(1e-300)"><path d="M0 0H1e300V5Z"/></g>"##,
            ##"<path d="M0 0L1e308 1e308"/>"##,
            ##"<circle r="1e-320" cx="5" cy="5"/>"##,
            ##"<path d="M1 1A5 5 1e308 0 1 9 9" stroke="#000"/>"##,
            ##"<g transform="matrix(1e-200 0 0 1e-200 0 0)"><rect width="1e200" height="1e200"/></g>"##,
        ]
        for body in bodies {
            do {
                let xml = try drawable(body)
                XCTAssertFalse(xml.lowercased().contains("nan") || xml.lowercased().contains("inf"), "\(body): \(xml)")
            } catch {
                XCTAssertFalse("\(error)".contains("\n"), "\(body): \(error)")
            }
        }
    }
}
