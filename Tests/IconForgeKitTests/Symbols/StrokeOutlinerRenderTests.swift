@testable import IconForgeKit
import XCTest

/// The outline of a stroke covers the pixels librsvg's own stroke covers: mean |Δα| under
/// 1/255 at 8x, for every join and cap, the miter limit, tight curves, cusps and zero-length
/// pieces.
final class StrokeOutlinerRenderTests: XCTestCase {
    private func assertMatches(_ d: String, width: Double = 2, cap: StrokeStyle.Cap = .butt,
                               join: StrokeStyle.Join = .miter, miterLimit: Double = 4,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try StrokeRendering.compare(d, width: width, cap: cap, join: join, miterLimit: miterLimit)
        XCTAssertGreaterThan(result.strokeCoverage, 10, "the stroke draws nothing to compare", file: file, line: line)
        XCTAssertLessThan(result.mean, 1, "mean |Δα| \(result.mean)/255, worst pixel \(result.maximum)", file: file, line: line)
    }

    func testJoinsMatchTheStroke() throws {
        for join in [StrokeStyle.Join.miter, .round, .bevel] {
            try assertMatches("M3 20 L8 5 L13 20 L18 5 L21 12", width: 2, join: join)
            try assertMatches("M4 4 H20 V20 H4 Z", width: 3, join: join)
        }
    }

    func testCapsMatchTheStroke() throws {
        for cap in [StrokeStyle.Cap.butt, .round, .square] {
            try assertMatches("M4 12 L20 12 M6 6 L18 17", width: 2.5, cap: cap)
            try assertMatches("M4 18 C 4 4, 20 4, 20 18", width: 2, cap: cap)
        }
    }
}

extension StrokeOutlinerRenderTests {
    /// Two legs of length 16 meeting at (12, 5) at `degrees`.
    private func wedge(_ degrees: Double) -> String {
        let half = degrees / 2 * .pi / 180
        let dx = 16 * sin(half), dy = 16 * cos(half)
        return "M\(12 - dx) \(5 + dy) L12 5 L\(12 + dx) \(5 + dy)"
    }

    func testMiterLimitJustAboveAndBelow() throws {
        // A limit of 4 allows interior angles down to 2·asin(1/4) ≈ 28.96°.
        try assertMatches(wedge(30), width: 1.5, join: .miter, miterLimit: 4)
        try assertMatches(wedge(28), width: 1.5, join: .miter, miterLimit: 4)
        try assertMatches(wedge(29.2), width: 1.5, join: .miter, miterLimit: 4)
        try assertMatches(wedge(28.7), width: 1.5, join: .miter, miterLimit: 4)
        try assertMatches(wedge(60), width: 2, join: .miter, miterLimit: 1)
    }

    func testTightCurvesMatchTheStroke() throws {
        // Radius 1.5 under a half width of 1: the inner edge passes the centre of curvature.
        try assertMatches("M6 20 C 6 2, 18 2, 18 20", width: 3)
        try assertMatches("M4 12 C 20 4, 20 20, 4 12", width: 2, cap: .round)
        try assertMatches("M4 8 Q 22 12 4 16", width: 2.5, join: .round)
        try assertMatches("M6 12 A 3 3 0 1 1 12 12 A 1.2 1.2 0 0 0 14.4 12", width: 2, cap: .round)
        try assertMatches("M4 20 C 30 20, -6 4, 20 4", width: 2, cap: .square)
    }

    func testCuspsAreRounded() throws {
        // A cubic whose handles cross stops and turns back: cairo rounds the turn.
        try assertMatches("M4 18 C 20 4, 4 4, 20 18", width: 2)
        try assertMatches("M4 12 C 20 12, 4 12, 20 12", width: 2, cap: .round)
        try assertMatches("M6 18 C 18 6, 6 6, 18 18", width: 3, join: .bevel)
    }

    func testZeroLengthPiecesAndSubpaths() throws {
        try assertMatches("M4 4 L4 4 M10 10 Z M16 16 C16 16 16 16 16 16", width: 3, cap: .round)
        try assertMatches("M4 4 L4 4 M10 10 Z M16 16 C16 16 16 16 16 16", width: 3, cap: .square)
        try assertMatches("M4 12 L10 12 L10 12 L10 18 L10 18", width: 2, cap: .square, join: .miter)
        try assertMatches("M4 6 C4 6 4 6 12 6 L12 6 L20 14", width: 2, cap: .round, join: .round)
    }

    func testReversalsAndClosedCurves() throws {
        for join in [StrokeStyle.Join.miter, .round, .bevel] {
            try assertMatches("M4 12 L20 12 L6 12", width: 2, join: join)
            try assertMatches("M12 4 C 22 4, 22 20, 12 20 C 2 20, 2 4, 12 4 Z", width: 2, join: join)
            try assertMatches("M4 4 L20 4 L20 20 Z M8 8 L8 8 L16 12", width: 2, cap: .round, join: join)
        }
    }
}

extension StrokeOutlinerRenderTests {
    /// A circle of radius 0.5 stroked 2 wide is, by SVG's definition, a disk of radius 1.5.
    /// cairo leaves a hole of radius 0.5 in it (its stroke polygon's windings cancel there);
    /// the outline follows the definition, as browsers draw it.
    func testACircleTighterThanItsStrokeBecomesADisk() throws {
        let d = "M12.5 12 A 0.5 0.5 0 1 1 11.5 12 A 0.5 0.5 0 1 1 12.5 12 Z"
        let outline = try StrokeOutliner.outline(subpaths: [PathParser.parse(d)], style: StrokeStyle(width: 2), widths: [2],
                                             tolerance: 0.01)[0]
        let drawn = try renderAlpha(svg(#"<path d="\#(PathData.string(outline, decimals: 6))"/>"#,
                                        attributes: #"viewBox="0 0 24 24""#), width: 192, height: 192)
        let disk = try renderAlpha(svg(#"<circle cx="12" cy="12" r="1.5"/>"#, attributes: #"viewBox="0 0 24 24""#),
                                   width: 192, height: 192)
        XCTAssertLessThan(try XCTUnwrap(drawn.meanDifference(from: disk)), 0.05)
        XCTAssertEqual(drawn[96, 96], 255)
    }
}
