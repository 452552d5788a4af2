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
}
