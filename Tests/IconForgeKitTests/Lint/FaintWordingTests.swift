@testable import IconForgeKit
import XCTest

/// The faint warning says what is thin by what the drawing has: its strokes, or, in a drawing
/// that paints none, its filled shapes.
final class FaintWordingTests: XCTestCase {
    /// A grid of 0.3 px hairlines, drawn as strokes.
    static let strokedGrid = svg(#"<path d="M5 5.5h20M5 10.5h20M5 15.5h20M5 20.5h20M5 25.5h20M5.5 5v20M15.5 5v20M24.5 5v20" "#
        + ##"stroke="#000" stroke-width="0.3" fill="none"/>"##)
    /// The same grid as filled 0.3 px rectangles, with an explicit `stroke="none"`.
    static let filledGrid = svg(#"<g stroke="none"><path d="M5 5.35h20v0.3H5zM5 10.35h20v0.3H5zM5 15.35h20v0.3H5zM5 20.35h20v0.3H5z"#
        + #"M5 25.35h20v0.3H5zM5.35 5h0.3v20h-0.3zM15.35 5h0.3v20h-0.3zM24.35 5h0.3v20h-0.3z"/></g>"#)

    func testAStrokedDrawingBlamesItsStrokes() throws {
        let faint = try faintDetail(Self.strokedGrid)
        XCTAssertTrue(faint.hasSuffix("; strokes are probably thinner than 1 px"), faint)
    }

    func testAFillOnlyDrawingBlamesItsFilledShapesNotStrokes() throws {
        let faint = try faintDetail(Self.filledGrid)
        XCTAssertTrue(faint.hasSuffix("; its filled shapes are probably thinner than 1 px"), faint)
        XCTAssertFalse(faint.contains("stroke"), faint)
    }

    func testStrokesAreFoundInAttributesStylesAndSheetsButNotInOtherProperties() {
        let painted = [#"<path stroke="currentColor"/>"#, ##"<path style="fill:none; stroke : #000"/>"##,
                       "<style>.a{stroke:url(#g)!important}</style>", #"<g stroke='black'>"#]
        let unpainted = [#"<path stroke="none" stroke-width="2"/>"#, ##"<path style="stroke:none;fill:#000"/>"##,
                         "<style>.a{stroke: transparent}</style>", #"<path data-stroke="red" stroke-linecap="round"/>"#,
                         #"<text>stroke and fill</text>"#, ##"<path paint-order="stroke" fill="#000"/>"##, ""]
        for text in painted { XCTAssertTrue(StrokePaint.isPainted(in: Data(text.utf8)), text) }
        for text in unpainted { XCTAssertFalse(StrokePaint.isPainted(in: Data(text.utf8)), text) }
    }

    private func faintDetail(_ document: String) throws -> String {
        let result = try render(document)
        let warnings = IconLint.check(image: result.images[0], clippedFraction: result.clippedFraction, svg: Data(document.utf8))
        XCTAssertEqual(warnings.map(\.kind), [.faint])
        return warnings.first?.detail ?? ""
    }
}
