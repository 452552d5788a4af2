import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// SVG shapes and path data become VectorDrawable pathData in SVG's own geometry.
final class VectorDrawableShapeTests: XCTestCase {
    func testRectangleBecomesAClosedOutlineInTheViewBoxUnits() throws {
        let xml = try drawable(##"<rect x="2" y="3" width="10" height="8"/>"##)
        XCTAssertEqual(pathData(xml), ["M2 3H12v8H2Z"])
        XCTAssertTrue(xml.contains(##"android:viewportWidth="24""##), xml)
        XCTAssertTrue(xml.contains(##"android:width="24dp""##), xml)
        XCTAssertFalse(xml.contains("<group"), xml)
    }

    func testRoundedRectangleTakesOneRadiusForBothAndClampsItToHalfTheSide() throws {
        let xml = try drawable(##"<rect x="0" y="0" width="10" height="4" rx="3"/>"##)
        XCTAssertEqual(pathData(xml), ["M3 0H7a3 2 0 0 1 3 2h0A3 2 0 0 1 7 4H3A3 2 0 0 1 0 2H0A3 2 0 0 1 3 0Z"])
    }

    func testCircleAndEllipseAreFourQuarterArcs() throws {
        let xml = try drawable(##"<circle cx="12" cy="12" r="5"/><ellipse cx="5" cy="6" rx="4" ry="2"/>"##)
        XCTAssertEqual(pathData(xml), ["M17 12a5 5 0 0 1-5 5 5 5 0 0 1-5-5 5 5 0 0 1 5-5 5 5 0 0 1 5 5Z",
                                       "M9 6A4 2 0 0 1 5 8 4 2 0 0 1 1 6 4 2 0 0 1 5 4 4 2 0 0 1 9 6Z"])
    }

    func testLinePolylineAndPolygonKeepTheirPointsAndOnlyThePolygonCloses() throws {
        let xml = try drawable(##"""
            <line x1="1" y1="2" x2="3" y2="4" stroke="black"/><polyline points="1,1 5,1 5,5" stroke="black" fill="none"/>
            <polygon points="1 1 5 1 5 5 9"/>
            """##)
        XCTAssertEqual(pathData(xml), ["M1 2L3 4", "M1 1H5V5", "M1 1H5V5Z"])
    }

    func testPathGrammarRunTogetherNumbersRelativeCommandsAndArcFlagsAreReadAsSVGDoes() throws {
        let xml = try drawable(##"<path d="M1.5.5l2-3h1v1a1 1 0 011 1z m1 1 2 2"/>"##)
        XCTAssertEqual(pathData(xml), ["M1.5 0.5l2-3h1v1a1 1 0 0 1 1 1Zm1 1l2 2"])
    }

    func testSmoothCurvesReflectTheirControlPointsAndNumbersAreNormalized() throws {
        let xml = try drawable(##"<path d="M0 0C1 2 3 2 4 0S7-2 8 0Q10 2 12 0T16 0" stroke="#000" stroke-width="1e0"/>"##)
        XCTAssertEqual(pathData(xml), ["M0 0C1 2 3 2 4 0S7-2 8 0q2 2 4 0t4 0"])
    }

    func testPathDataStopsAtTheFirstErrorAsSVGRenderersDo() throws {
        let xml = try drawable(##"<path d="M1 1L5 1L5 5 X 9 9"/>"##)
        XCTAssertEqual(pathData(xml), ["M1 1H5V5"])
    }

    func testShapesWithoutAreaOrPaintAreLeftOutBecauseTheyDrawNothing() throws {
        let xml = try drawable(##"<rect width="0" height="5"/><circle r="3" fill="none"/><path d="M1 1L5 5" fill="red" visibility="hidden"/>"##)
        XCTAssertEqual(pathData(xml), [])
    }

    func testOutputIsByteIdenticalForTheSameInput() throws {
        let svg = Data(svgDocument(##"<g transform="rotate(30 12 12)"><rect x="4" y="4" width="16" height="16" rx="2" class="a"/></g>"##).utf8)
        XCTAssertEqual(try VectorDrawable.convert(svg: svg), try VectorDrawable.convert(svg: svg))
    }
}

/// The VectorDrawable XML for `body` in a 24x24 SVG.
func drawable(_ body: String, attributes: String = ##"viewBox="0 0 24 24""##,
              options: VectorDrawableOptions = VectorDrawableOptions()) throws -> String {
    String(decoding: try VectorDrawable.convert(svg: Data(svgDocument(body, attributes: attributes).utf8), options: options),
           as: UTF8.self)
}

/// The `android:pathData` of every `<path>` in `xml`, in order (clip paths left out).
func pathData(_ xml: String) -> [String] {
    xml.components(separatedBy: "<path").dropFirst().compactMap { attributeValues("pathData", in: $0).first }
}

/// Every value of `android:<name>` in `xml`, in order.
func attributeValues(_ name: String, in xml: String) -> [String] {
    xml.components(separatedBy: "android:\(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
}
