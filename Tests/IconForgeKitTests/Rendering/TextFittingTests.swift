@testable import IconForgeKit
import XCTest

final class TextFittingTests: XCTestCase {
    /// The longest prefix plus "…" that fits, found one character at a time (the reference).
    func reference(_ text: String, width: Double, on canvas: Canvas, size: Double) -> String {
        if canvas.textWidth(text, size: size) <= width { return text }
        var kept = text
        while !kept.isEmpty {
            kept.removeLast()
            var trimmed = kept
            while trimmed.last == " " { trimmed.removeLast() }
            if canvas.textWidth(trimmed + "…", size: size) <= width { return trimmed + "…" }
        }
        return ""
    }

    func testFittedTextIsTheLongestPrefixWithAnEllipsisThatFits() throws {
        let canvas = try Canvas(width: 10, height: 10)
        for text in ["Cog 6 tooth", "Arrow left circle", "i", "WWWWWWWWWW", "a  b  c  d  e  f  g", "Zoom"] {
            for width in [0.0, 5, 12, 30, 60, 300] {
                XCTAssertEqual(canvas.fittedText(text, width: width, size: 10), reference(text, width: width, on: canvas, size: 10),
                               "\(text) in \(width)")
            }
        }
    }

    func testAHundredThousandCharacterTextFitsInAFewMeasurements() throws {
        let canvas = try Canvas(width: 10, height: 10)
        let long = String(repeating: "Settings ", count: 11_112)
        let fitted = canvas.fittedText(long, width: 60, size: 10)
        XCTAssertTrue(fitted.hasSuffix("…"))
        XCTAssertTrue(long.hasPrefix(String(fitted.dropLast())))
        XCTAssertLessThanOrEqual(canvas.textWidth(fitted, size: 10), 60)
        XCTAssertEqual(fitted, reference(String(long.prefix(80)), width: 60, on: canvas, size: 10))
    }
}
