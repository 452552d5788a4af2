@testable import IconForgeKit
import XCTest

/// A shape both filled and stroked (Bootstrap's early `*-fill` icons drew them so): at
/// Ultralight its fill stays under its thinner stroke, so no gap of paper opens between them.
final class StrokedFillWeightsTests: XCTestCase {
    /// A filled square with a 1-unit stroke on its edge, as Bootstrap's early gear-fill is drawn.
    private let square = FillWeightsTests.icon(#"<rect x="4" y="4" width="16" height="16" fill="black" stroke="black" stroke-width="1"/>"#)

    func testTheFillOfAStrokedShapeStaysUnderItsStrokeAtUltralight() throws {
        // 20 pixels a unit. The Ultralight stroke (0.3 wide) covers 3.85 to 4.15; a fill moved in
        // by the nominal stroke's 0.7 would begin at 4.7, leaving 4.15 to 4.7 unpainted.
        let drawings = try SymbolTemplate.weightDrawings(svg: square)
        let ultralight = try renderAlpha(String(decoding: drawings[0], as: UTF8.self), width: 480, height: 480)
        for x in [84, 88, 92, 100, 240] {
            XCTAssertEqual(ultralight[x, 240], 255, "x = \(Double(x) / 20) units is ink")
        }
        XCTAssertEqual(ultralight[76, 240], 0, "outside the thinner stroke is paper")
    }

    func testAStrokedFillStillGrowsWithTheSameCommands() throws {
        let ink = try SymbolTemplate.weightDrawings(svg: square).map {
            try renderAlpha(String(decoding: $0, as: UTF8.self), width: 96, height: 96).coverage
        }
        XCTAssertLessThan(ink[0], ink[1])
        XCTAssertLessThan(ink[1], ink[2])
        let commands = try SymbolTemplate.build(svg: square, options: SymbolOptions()).drawing.paths.map { $0.map { String($0.map(\.command)) } }
        XCTAssertEqual(commands[0], commands[1])
        XCTAssertEqual(commands[2], commands[1])
    }
}
