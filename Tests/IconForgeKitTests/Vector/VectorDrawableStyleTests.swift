import Foundation
@testable import IconForgeKit
import XCTest

/// Fill and stroke come from presentation attributes, `<style>` sheets and `style=""` with
/// SVG's cascade and inheritance; a tintable drawable paints them white and keeps their alpha.
final class VectorDrawableStyleTests: XCTestCase {
    func testStrokePropertiesAreInheritedFromGroupsAndMappedOneToOne() throws {
        let xml = try drawable(##"""
            <g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="bevel" stroke-miterlimit="8">
              <path d="M1 1L5 5"/>
            </g>
            """##)
        XCTAssertEqual(attributeValues("strokeColor", in: xml), ["#FFFFFF"])
        XCTAssertEqual(attributeValues("strokeWidth", in: xml), ["2"])
        XCTAssertEqual(attributeValues("strokeLineCap", in: xml), ["round"])
        XCTAssertEqual(attributeValues("strokeLineJoin", in: xml), ["bevel"])
        XCTAssertEqual(attributeValues("strokeMiterLimit", in: xml), ["8"])
        XCTAssertEqual(attributeValues("fillColor", in: xml), [])
    }

    func testStyleSheetRulesApplyBySpecificityAndStyleAttributesWinOverThem() throws {
        let xml = try drawable(##"""
            <style>/* icon */ path { fill: #00f } .half { fill-opacity: .5 } #quarter { fill-opacity: 0.25 }</style>
            <path d="M0 0H1V1Z"/><path class="half" d="M1 0H2V1Z"/><path id="quarter" class="half" d="M2 0H3V1Z"/>
            <path class="half" style="fill-opacity:1" d="M3 0H4V1Z"/><path fill="red" d="M4 0H5V1Z"/>
            """##, options: VectorDrawableOptions(tint: nil))
        XCTAssertEqual(attributeValues("fillColor", in: xml), ["#0000FF", "#0000FF", "#0000FF", "#0000FF", "#0000FF"])
        XCTAssertEqual(attributeValues("fillAlpha", in: xml), ["0.5", "0.25"])
    }

    func testOpacitiesMultiplyIntoAlphaAndTheTintKeepsOnlyTheAlphaOfColours() throws {
        let xml = try drawable(##"""
            <g opacity="0.5"><path d="M0 0H1V1Z" fill="rgb(255,0,0)" fill-opacity="0.8"/></g>
            <path d="M0 0H1V1Z" fill="#000" stroke="#0008" stroke-opacity="50%"/>
            """##)
        XCTAssertEqual(attributeValues("fillColor", in: xml), ["#FFFFFF", "#FFFFFF"])
        XCTAssertEqual(attributeValues("fillAlpha", in: xml), ["0.4"])
        XCTAssertEqual(attributeValues("strokeAlpha", in: xml), ["0.2667"])
    }

    func testEvenOddFillRuleInheritedFromTheRootBecomesFillType() throws {
        let xml = try drawable(##"<path d="M0 0H4V4H0ZM1 1H3V3H1Z"/>"##,
                               attributes: ##"viewBox="0 0 24 24" fill-rule="evenodd""##)
        XCTAssertEqual(attributeValues("fillType", in: xml), ["evenOdd"])
    }

    func testDisplayNoneHidesASubtreeAndFillNoneIsRespected() throws {
        let xml = try drawable(##"<g style="display:none"><path d="M0 0H1V1Z"/></g><path d="M0 0H2V2Z" fill="none" stroke="#000"/>"##)
        XCTAssertEqual(pathData(xml), ["M0 0H2V2Z"])
        XCTAssertEqual(attributeValues("fillColor", in: xml), [])
    }

    func testForeignMetadataAndTitlesAreIgnored() throws {
        let xml = try drawable(##"""
            <title>Home</title><metadata><rdf xmlns="x"/></metadata>
            <sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/>
            <path d="M0 0H1V1Z"/>
            """##)
        XCTAssertEqual(pathData(xml), ["M0 0H1V1Z"])
    }
}
