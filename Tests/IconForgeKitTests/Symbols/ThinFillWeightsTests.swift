@testable import IconForgeKit
import XCTest

/// A fill whose stems are thinner than a nominal stroke (Material's search-fill ring, 1.5 units
/// on a 24-unit grid) keeps 30% of each stem at Ultralight, as a stroke of that width does,
/// rather than the tenth that vanishes at tab-bar sizes.
final class ThinFillWeightsTests: XCTestCase {
    /// A square frame 1.5 units thick: outer edge at 3, inner at 4.5.
    private let frame = FillWeightsTests.icon(#"<path fill-rule="evenodd" d="M3 3h18v18H3zm1.5 1.5v15h15v-15z"/>"#)

    func testAThinStemKeepsThirtyPercentOfItsWidthAtUltralight() throws {
        // 20 pixels a unit. Each side moves 0.35 x 1.5 = 0.525: the left stem spans 3.525 to 3.975
        // (with 45% a side it spanned 3.675 to 3.825, 0.15 wide).
        let drawings = try SymbolTemplate.weightDrawings(svg: frame)
        let ultralight = try renderAlpha(String(decoding: drawings[0], as: UTF8.self), width: 480, height: 480)
        XCTAssertEqual(ultralight[72, 240], 255, "3.60 to 3.65 units is ink")
        XCTAssertEqual(ultralight[78, 240], 255, "3.90 to 3.95 units is ink")
        XCTAssertEqual(ultralight[69, 240], 0, "3.45 to 3.50 units is paper")
        XCTAssertEqual(ultralight[81, 240], 0, "4.05 to 4.10 units is paper")
        XCTAssertFalse(try SymbolTemplate.make(svg: frame).warnings.contains { $0.kind == .tooFine })
    }

    /// A stem 1.8 units thick is within reach of the 35% rule (0.7 / 0.35 = 2 units ahead), so it
    /// too keeps 30%: 3.63 to 4.17, where a look only 0.7 / 0.45 ahead missed its far edge and
    /// moved each side the whole 0.7 (3.7 to 4.1).
    func testAStemUpToTwoUnitsThickIsHeldBackToo() throws {
        let frame = FillWeightsTests.icon(#"<path fill-rule="evenodd" d="M3 3h18v18H3zm1.8 1.8v14.4h14.4v-14.4z"/>"#)
        let ultralight = try renderAlpha(String(decoding: try SymbolTemplate.weightDrawings(svg: frame)[0], as: UTF8.self), width: 480, height: 480)
        XCTAssertEqual(ultralight[73, 240], 255, "3.65 to 3.70 units is ink")
        XCTAssertEqual(ultralight[82, 240], 255, "4.10 to 4.15 units is ink")
        XCTAssertEqual(ultralight[71, 240], 0, "3.55 to 3.60 units is paper")
    }
}
