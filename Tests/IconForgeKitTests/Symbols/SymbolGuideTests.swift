@testable import IconForgeKit
import XCTest

/// The `Guides` layer is Apple's full set, in the order its exports write it: for each scale a
/// reference capital (`H-reference`) on its baseline, then `Baseline-<scale>` and `Capline-<scale>`;
/// then the left and right margins of each weight.
final class SymbolGuideTests: XCTestCase {
    func testTheGuidesAreApplesFullSetInItsOrder() throws {
        let root = try SVGElement.parse(SymbolTemplate.make(svg: SymbolFixtures.house).svg)
        let guides = try SymbolFixtures.element("Guides", in: root)
        XCTAssertEqual(guides.children.compactMap { $0.attributes["id"] }, [
            "H-reference", "Baseline-S", "Capline-S", "H-reference", "Baseline-M", "Capline-M", "H-reference", "Baseline-L",
            "Capline-L", "left-margin-Ultralight-S", "right-margin-Ultralight-S", "left-margin-Regular-S", "right-margin-Regular-S",
            "left-margin-Black-S", "right-margin-Black-S",
        ])
        let references = guides.children.filter { $0.attributes["id"] == "H-reference" }
        XCTAssertEqual(references.map { $0.attributes["transform"] },
                       ["matrix(1 0 0 1 339 696)", "matrix(1 0 0 1 339 1126)", "matrix(1 0 0 1 339 1556)"])
        for reference in references {
            XCTAssertEqual(reference.attributes["style"], "fill:#27AAE1;stroke:none;")
            // The capital stands on its baseline and reaches the capline, 70.459 above.
            let d = try XCTUnwrap(reference.children.first?.attributes["d"])
            let bounds = try XCTUnwrap(OutlineBounds.of([PathParser.parse(d)]))
            XCTAssertEqual(bounds.y, -70.459, accuracy: 0.001)
            XCTAssertEqual(bounds.y + bounds.height, 0, accuracy: 0.001)
            XCTAssertEqual(PathParser.parse(d).filter { $0.command == "M" }.count, 3)
        }
        for (scale, baseline, capline) in [("M", "1126", "1055.54"), ("L", "1556", "1485.54")] {
            XCTAssertEqual(try SymbolFixtures.element("Baseline-\(scale)", in: root).attributes["y1"], baseline)
            XCTAssertEqual(try SymbolFixtures.element("Capline-\(scale)", in: root).attributes["y1"], capline)
        }
    }
}
