@testable import IconForgeKit
import XCTest

/// What the template's weights draw: Regular-S, mapped back onto the SVG's canvas, draws what
/// the SVG draws; the ink grows from Ultralight to Black.
final class SymbolTemplateDrawingTests: XCTestCase {
    /// A weight's group drawn on the SVG's own canvas (its placement undone), at `pixels`.
    private func drawnBack(_ data: Data, weight: SymbolWeight, pixels: Int) throws -> AlphaPlane {
        let built = try SymbolTemplate.build(svg: data, options: SymbolOptions())
        let root = try SVGElement.parse(try SymbolTemplate.make(svg: data).svg)
        let index = try XCTUnwrap(SymbolWeight.allCases.firstIndex(of: weight))
        let back = built.placement.groupTransform(index).inverted
        let paths = try SymbolFixtures.paths(of: weight, in: root).map { #"<path d="\#($0)"/>"# }.joined()
        let canvas = built.art.canvas
        let document = svg(#"<g transform="\#(back.svgMatrix)">\#(paths)</g>"#,
                           attributes: #"viewBox="\#(canvas.x) \#(canvas.y) \#(canvas.width) \#(canvas.height)""#)
        return try renderAlpha(document, width: pixels, height: pixels)
    }

    func testRegularDrawsWhatTheSVGDraws() throws {
        for (name, icon) in SymbolFixtures.all {
            let source = try renderAlpha(String(decoding: icon, as: UTF8.self), width: 192, height: 192)
            let regular = try drawnBack(icon, weight: .regular, pixels: 192)
            let mean = try XCTUnwrap(regular.meanDifference(from: source))
            XCTAssertLessThan(mean, 1, "\(name): mean |Δα| \(mean)/255")
            XCTAssertGreaterThan(source.coverage, 100, name)
        }
    }

    func testInkGrowsFromUltralightToBlack() throws {
        for (name, icon) in SymbolFixtures.all {
            let ink = try SymbolWeight.allCases.map { try drawnBack(icon, weight: $0, pixels: 96).coverage }
            XCTAssertLessThan(ink[0], ink[1], name)
            XCTAssertLessThan(ink[1], ink[2], name)
        }
    }

    func testAnEvenOddFillIsDrawnTheSameWithNonzero() throws {
        let ring = SymbolFixtures.icon(#"<path d="M12 2a10 10 0 1 0 0.01 0zM12 6a6 6 0 1 0 0.01 0zM12 9a3 3 0 1 0 0.01 0z" fill="black" stroke="none" fill-rule="evenodd"/>"#)
        let source = try renderAlpha(String(decoding: ring, as: UTF8.self), width: 192, height: 192)
        let regular = try drawnBack(ring, weight: .regular, pixels: 192)
        XCTAssertLessThan(try XCTUnwrap(regular.meanDifference(from: source)), 0.5)
        // The hole between the rings stays empty, the middle disk full.
        XCTAssertEqual(regular[96, 96 - 36], 0)
        XCTAssertEqual(regular[96, 96], 255)
        // The fill grows from Ultralight to Black, and the 3-unit gap between the ring and the disk
        // stays open at Black (each side moves 1.2 units).
        let black = try drawnBack(ring, weight: .black, pixels: 96), ultralight = try drawnBack(ring, weight: .ultralight, pixels: 96)
        let middle = try drawnBack(ring, weight: .regular, pixels: 96).coverage
        XCTAssertLessThan(ultralight.coverage, middle)
        XCTAssertGreaterThan(black.coverage, middle)
        XCTAssertEqual(black[48, 48 - 18], 0)
        XCTAssertEqual(black[48, 48], 255)
    }
}
