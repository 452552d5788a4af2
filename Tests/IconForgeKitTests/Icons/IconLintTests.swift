import IconForgeKit
import XCTest

/// Each warning fires on an SVG made to show that one problem, and on nothing else.
final class IconLintTests: XCTestCase {
    func testSolidSquareWarnsOfAnOpaqueBackground() throws {
        try assertWarnings(#"<rect width="30" height="30"/><circle cx="15" cy="15" r="8"/>"#, [.opaqueBackground])
    }

    func testColouredArtWarnsThatColourIsDiscarded() throws {
        try assertWarnings(##"<circle cx="15" cy="15" r="10" fill="#0066ff"/>"##, [.colourDiscarded])
        let warning = try warnings(##"<circle cx="15" cy="15" r="10" fill="#0066ff"/>"##).first
        XCTAssertTrue(warning?.detail.contains("#0066ff") == true, "\(String(describing: warning))")
    }

    func testSeveralGreysWarnThatColourIsDiscarded() throws {
        try assertWarnings(##"<rect x="4" y="4" width="10" height="22"/><rect x="16" y="4" width="10" height="22" fill="#ccc"/>"##,
                           [.colourDiscarded])
    }

    func testArtOutsideTheViewBoxWarnsOfClipping() throws {
        try assertWarnings(#"<circle cx="28" cy="15" r="8"/>"#, [.clipped])
    }

    func testRoundJoinedStarTouchingTheEdgesIsNotClipped() throws {
        let result = try render(SVGClippingTests.star)
        XCTAssertEqual(IconLint.check(image: result.images[0], clippedFraction: result.clippedFraction), [])
    }

    func testEmptyDocumentWarnsThatNothingIsDrawn() throws {
        try assertWarnings("", [.empty])
    }

    func testTinyDotWarnsOfANearEmptyIcon() throws {
        try assertWarnings(#"<rect x="14" y="14" width="2" height="2"/>"#, [.empty])
    }

    func testHairlineStrokesWarnOfAFaintIcon() throws {
        let grid = #"<path d="M5 5.5h20M5 10.5h20M5 15.5h20M5 20.5h20M5 25.5h20M5.5 5v20M15.5 5v20M24.5 5v20" "#
            + ##"stroke="#000" stroke-width="0.3" fill="none"/>"##
        try assertWarnings(grid, [.faint])
    }

    func testTwoAndAHalfPixelStrokesOfA24GridIconAreNotFaint() throws {
        let lines = ##"<g stroke="#000" stroke-width="2" stroke-linecap="round" fill="none">"##
            + #"<path d="M21 10H3M21 6H3M21 14H3M17 18H3"/><circle cx="12" cy="12" r="10"/></g>"#
        let result = try render(svg(lines, attributes: #"viewBox="0 0 24 24""#))
        XCTAssertEqual(IconLint.check(image: result.images[0], clippedFraction: result.clippedFraction), [])
    }

    func testBundledIconTemplatesRaiseNoWarning() throws {
        for template in TemplateLibrary.icons {
            let result = try render(String(decoding: template.data, as: UTF8.self))
            let found = IconLint.check(image: result.images[0], clippedFraction: result.clippedFraction)
            XCTAssertEqual(found, [], template.fileName)
        }
    }

    private func warnings(_ body: String) throws -> [IconWarning] {
        let result = try render(svg(body))
        return IconLint.check(image: result.images[0], clippedFraction: result.clippedFraction)
    }

    private func assertWarnings(_ body: String, _ kinds: [IconWarning.Kind],
                                file: StaticString = #filePath, line: UInt = #line) throws {
        let found = try warnings(body)
        XCTAssertEqual(found.map(\.kind), kinds, "\(found)", file: file, line: line)
    }
}
