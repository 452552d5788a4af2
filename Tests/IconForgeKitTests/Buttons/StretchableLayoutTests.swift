@testable import IconForgeKit
import XCTest

final class StretchableLayoutTests: XCTestCase {
    func testContentsJSONResizingIsInEachFilesPixels() {
        let geometry = ButtonGeometry()
        for scale in [1, 2, 3] {
            let expected: JSONValue = .object([
                "mode": .string("3-part-horizontal"),
                "center": .object(["mode": .string("stretch"), "width": .int(scale)]),
                "cap-insets": .object(["top": .int(0), "left": .int(11 * scale), "bottom": .int(0),
                                       "right": .int(11 * scale)]),
            ])
            XCTAssertEqual(geometry.layout(scale: Double(scale)).xcodeResizing, expected, "\(scale)x")
        }
    }

    func testNinePartResizingHasACentreHeight() {
        let resizing = ButtonGeometry(stretch: .both).layout(scale: 3).xcodeResizing
        XCTAssertTrue(resizing.xcodeText.contains("\"mode\" : \"9-part\""), resizing.xcodeText)
        XCTAssertTrue(resizing.xcodeText.contains("\"height\" : 3"), resizing.xcodeText)
        XCTAssertTrue(resizing.xcodeText.contains("\"bottom\" : 33"), resizing.xcodeText)
    }

    func testPNGTextChunkHasTheDocumentedFormat() {
        let chunk = ButtonGeometry().layout(scale: 2).pngText
        XCTAssertEqual(chunk.keyword, "iconforge:cap-insets")
        XCTAssertEqual(chunk.text, "mode=3-part-horizontal scale=2 size-px=46x80 insets-px=0,22,0,22 insets-pt=0,11,0,11")
        XCTAssertTrue(ButtonGeometry().layout(scale: 1.5).pngText.text.contains("scale=1.5"))
    }

    func testPNGTextChunkRoundTripsThroughAFile() throws {
        for layout in [ButtonGeometry().layout(scale: 3), ButtonGeometry(height: 44, width: 300, stretch: .both).layout(scale: 2),
                       ButtonGeometry().layout(scale: 1.5)] {
            let data = try PNGEncoder.encode(RGBAImage(width: layout.width, height: layout.height),
                                             texts: [layout.pngText])
            let decoded = try PNGDecoder.decode(data)
            let text = try XCTUnwrap(decoded.text(StretchableLayout.pngTextKeyword))
            XCTAssertEqual(StretchableLayout(pngText: text), layout)
        }
    }

    func testMalformedPNGTextIsRejected() {
        XCTAssertNil(StretchableLayout(pngText: ""))
        XCTAssertNil(StretchableLayout(pngText: "mode=5-part scale=1 size-px=23x40 insets-px=0,11,0,11"))
        XCTAssertNil(StretchableLayout(pngText: "mode=9-part scale=1 size-px=23 insets-px=0,11,0,11"))
        XCTAssertNil(StretchableLayout(pngText: "mode=9-part scale=0 size-px=23x40 insets-px=0,11,0,11"))
        XCTAssertNil(StretchableLayout(pngText: "mode=9-part scale=inf size-px=23x40 insets-px=0,11,0,11"))
        XCTAssertNil(StretchableLayout(pngText: "mode=9-part scale=1 size-px=23x40 insets-px=0,11,0"))
    }

    func testDecimalPrintsValuesNoIntHoldsInsteadOfTrapping() {
        XCTAssertEqual(StretchableLayout.decimal(10.6667), "10.667")
        XCTAssertEqual(StretchableLayout.decimal(-3), "-3")
        XCTAssertEqual(StretchableLayout.decimal(-0.5), "-0.5")
        XCTAssertEqual(StretchableLayout.decimal(0.0625), "0.063")
        XCTAssertEqual(StretchableLayout.decimal(1.25), "1.25")
        XCTAssertEqual(StretchableLayout.decimal(-12.0004), "-12")
        XCTAssertEqual(StretchableLayout.decimal(2.0999), "2.1")
        // The same digits as printing to three places, on values spread over many magnitudes.
        for step in 0 ..< 2000 {
            let value = (Double(step) - 1000) * 0.7919 + Double(step % 7) * 0.0001
            let rounded = (value * 1000).rounded() / 1000
            var printed = String(format: "%.3f", rounded)
            while printed.hasSuffix("0") { printed.removeLast() }
            if printed.hasSuffix(".") { printed.removeLast() }
            if printed == "-0" { printed = "0" }
            XCTAssertEqual(StretchableLayout.decimal(value), printed, "\(value)")
        }
        XCTAssertEqual(StretchableLayout.decimal(1e300), "1e+300")
        XCTAssertEqual(StretchableLayout.decimal(.infinity), "inf")
        XCTAssertEqual(StretchableLayout.decimal(.nan), "nan")
    }
}
