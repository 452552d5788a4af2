import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// The reader that draws a compose output's Kotlin back (`ImageVectorSVG`): what the builder
/// writes draws as the PNG does, and what it does not know fails rather than drawing less.
final class ImageVectorSVGTests: XCTestCase {
    private static let painted = svgDocument(##"""
        <defs>
          <linearGradient id="a" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>
          <radialGradient id="b" cx="12" cy="12" r="4" gradientUnits="userSpaceOnUse" spreadMethod="reflect"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
          <clipPath id="c"><circle cx="12" cy="12" r="10"/></clipPath>
        </defs>
        <g clip-path="url(#c)"><rect x="-4" y="2" width="32" height="8" fill="url(#a)"/><rect x="2" y="8" width="20" height="14" fill="url(#b)"/></g>
        <path d="M4 20a4 2 30 1 0 8 0q2 -3 4 0t4 0s1 2 3 0" fill="none" stroke="#000" stroke-width="1.5" stroke-opacity="0.7"
              stroke-linecap="square" stroke-linejoin="bevel" stroke-miterlimit="8"/>
        <path fill-rule="evenodd" fill-opacity="0.5" d="M3 3h6v6H3zM5 5h2v2H5z"/>
        """##)

    func testGradientsClipsArcsStrokesAndFillTypesDrawBackAsThePNG() throws {
        let svg = Data(Self.painted.utf8)
        for padding in [0.0, 2] {
            let kotlin = try ImageVectorFidelityTests.kotlin(svg, padding: padding)
            for call in ["Brush.linearGradient(", "Brush.radialGradient(", "tileMode = TileMode.Mirror", "clipPathData = PathData {", "group(",
                         "arcTo", "quadTo", "reflectiveQuadTo", "reflectiveCurveTo", "strokeAlpha", "strokeLineMiter", "StrokeCap.Square",
                         "StrokeJoin.Bevel", "PathFillType.EvenOdd", "fillAlpha"] {
                XCTAssertTrue(kotlin.contains(call), "\(call) missing from\n\(kotlin)")
            }
            let fidelity = try VectorFidelity.imageVector(kotlin, of: svg, pixels: 96, padding: padding * 4)
            XCTAssertLessThan(fidelity.meanDifference, VectorFidelity.meanLimit, "padding \(padding)\n\(kotlin)")
        }
    }

    func testADrawingSplitIntoFunctionsIsReadWhereTheyAreCalled() throws {
        // 80 paths of 60 segments, then one of 1,600: over the method budget, so the builder's
        // block and the long path's are cut into `drawPart` functions.
        let paths = (0 ..< 80).map { index -> String in
            let y = 1 + Double(index % 20), x = 1 + Double(index / 20) * 6
            let zigzag = (0 ..< 60).map { step in "L\(x + Double(step) * 0.08) \(y + (step % 2 == 0 ? 0.4 : 0))" }.joined()
            return "<path d=\"M\(x) \(y)\(zigzag)V\(y + 0.6)H\(x)Z\"/>"
        }.joined()
        let long = (0 ..< 1600).map { step in "L\(2 + Double(step) * 0.0125) \(22 - (step % 2 == 0 ? 0.5 : 0))" }.joined()
        let svg = Data(svgDocument(paths + "<path d=\"M2 23\(long)V23Z\"/>").utf8)
        let kotlin = try ImageVectorFidelityTests.kotlin(svg)
        XCTAssertTrue(kotlin.contains("private fun ImageVector.Builder.drawPart"), kotlin)
        XCTAssertTrue(kotlin.contains("private fun PathBuilder.drawPart"), kotlin)
        let fidelity = try VectorFidelity.imageVector(kotlin, of: svg, pixels: 96)
        XCTAssertLessThan(fidelity.meanDifference, VectorFidelity.meanLimit)
    }

    func testWhatTheReaderDoesNotKnowFailsInsteadOfDrawingLess() throws {
        let kotlin = try ImageVectorFidelityTests.kotlin(Data(Self.painted.utf8))
        XCTAssertNoThrow(try ImageVectorSVG.svg(fromKotlin: kotlin, pixels: 24))
        let changes = [
            ("moveTo(", "moveTo2("), ("strokeLineWidth =", "strokeWidth ="), ("StrokeCap.Square", "StrokeCap.Wide"),
            ("SolidColor(", "OtherColor("), ("Brush.radialGradient(", "Brush.sweepGradient("), ("tileMode = TileMode.Mirror", "tileMode = TileMode.Decal"),
            ("clipPathData = PathData {", "clipPathData = OtherData {"), ("arcTo(", "arcTo(1f, "), ("close()", "close(1f)"),
            ("viewportWidth = ", "viewportWide = "), (".apply {", ".also {"),
        ]
        for (old, new) in changes {
            XCTAssertTrue(kotlin.contains(old), old)
            XCTAssertThrowsError(try ImageVectorSVG.svg(fromKotlin: kotlin.replacingOccurrences(of: old, with: new), pixels: 24), new)
        }
        // A split-off function that is not there.
        XCTAssertThrowsError(try ImageVectorSVG.svg(fromKotlin: kotlin.replacingOccurrences(of: "close()", with: "drawPart9()"), pixels: 24))
    }
}
