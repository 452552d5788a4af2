@testable import IconForgeKit
import XCTest

/// The template is Apple's custom-symbol template: its layers and guides by id, the three
/// interpolation sources made of filled paths with the same commands.
final class SymbolTemplateStructureTests: XCTestCase {
    private func template(_ data: Data, _ options: SymbolOptions = SymbolOptions()) throws -> SVGElement {
        try SVGElement.parse(SymbolTemplate.make(svg: data, options: options).svg)
    }

    func testTheTemplateHasTheLayersGuidesAndVersionByID() throws {
        let root = try template(SymbolFixtures.house)
        XCTAssertEqual(root.name, "svg")
        XCTAssertEqual(root.attributes["width"], "3300")
        XCTAssertEqual(root.attributes["height"], "2200")
        XCTAssertEqual(root.attributes["version"], "1.1")
        XCTAssertEqual(root.children.compactMap { $0.attributes["id"] }, ["Notes", "Guides", "Symbols"])
        XCTAssertEqual(try SymbolFixtures.element("template-version", in: root).text, "Template v.3.0")
        let capline = try SymbolFixtures.element("Capline-S", in: root), baseline = try SymbolFixtures.element("Baseline-S", in: root)
        XCTAssertEqual(capline.attributes["y1"], "625.541")
        XCTAssertEqual(baseline.attributes["y1"], "696")
        for weight in SymbolWeight.allCases {
            let left = try SymbolFixtures.element("left-margin-\(weight.id)", in: root)
            let right = try SymbolFixtures.element("right-margin-\(weight.id)", in: root)
            XCTAssertEqual(left.attributes["y1"], "600.785")
            XCTAssertEqual(left.attributes["y2"], "720.121")
            let l = try XCTUnwrap(Double(left.attributes["x1"] ?? "")), r = try XCTUnwrap(Double(right.attributes["x1"] ?? ""))
            XCTAssertLessThan(l, weight.columnCenter)
            XCTAssertGreaterThan(r, weight.columnCenter)
            // The group's origin is its left margin, on the baseline.
            XCTAssertEqual(try SymbolFixtures.element(weight.id, in: root).attributes["transform"],
                           "matrix(1 0 0 1 \(left.attributes["x1"]!) 696)")
        }
        let symbols = try SymbolFixtures.element("Symbols", in: root)
        XCTAssertEqual(symbols.children.compactMap { $0.attributes["id"] }, ["Ultralight-S", "Regular-S", "Black-S"])
    }

    func testSymbolGroupsHoldFilledPathsOnly() throws {
        for (name, icon) in SymbolFixtures.all {
            let root = try template(icon)
            for weight in SymbolWeight.allCases {
                let group = try SymbolFixtures.element(weight.id, in: root)
                XCTAssertFalse(group.children.isEmpty, name)
                for path in group.children {
                    XCTAssertEqual(path.name, "path", name)
                    // No stroke, style or fill override: the default, a nonzero black fill, and its layer's classes.
                    XCTAssertEqual(Set(path.attributes.keys), ["class", "d"], name)
                    XCTAssertEqual(path.attributes["class"], "monochrome-0 hierarchical-0:primary", name)
                    XCTAssertTrue(SymbolFixtures.commands(path.attributes["d"]!).allSatisfy { "MLCZ".contains($0) }, name)
                }
            }
        }
    }

    func testEveryWeightHasTheSamePathsAndCommands() throws {
        for (name, icon) in SymbolFixtures.all {
            let root = try template(icon)
            let regular = try SymbolFixtures.paths(of: .regular, in: root).map(SymbolFixtures.commands)
            for weight in [SymbolWeight.ultralight, .black] {
                XCTAssertEqual(try SymbolFixtures.paths(of: weight, in: root).map(SymbolFixtures.commands), regular, "\(name) \(weight)")
            }
        }
    }

    func testANameWithMarkupAndControlCharactersStaysReadableXML() throws {
        let root = try template(SymbolFixtures.house, SymbolOptions(name: "a<b>&\"c\"--d\u{1}\ne"))
        XCTAssertEqual(try SymbolFixtures.element("descriptive-name", in: root).text, "Generated from a<b>&\"c\"--de")
    }

    func testTheSameSVGGivesTheSameBytes() throws {
        for (_, icon) in SymbolFixtures.all {
            XCTAssertEqual(try SymbolTemplate.make(svg: icon).svg, try SymbolTemplate.make(svg: icon).svg)
        }
    }

    func testInsetsSetTheArtBoxAndEveryMargin() throws {
        let insets = SymbolInsets(top: 2, left: 3, bottom: 2, right: 3)
        let built = try SymbolTemplate.build(svg: SymbolFixtures.house, options: SymbolOptions(symbolInsets: insets))
        // The box is 18 x 20 units: 20 units span the cap height.
        XCTAssertEqual(built.placement.scale, 70.459 / 20, accuracy: 1e-9)
        for (weight, column) in zip(SymbolWeight.allCases, built.placement.columns) {
            XCTAssertEqual(column.right - column.left, 18 * 70.459 / 20, accuracy: 1e-9)
            XCTAssertEqual((column.left + column.right) / 2, weight.columnCenter, accuracy: 1e-9)
        }
        // The box's bottom lands on the baseline, its top on the capline.
        let transform = built.placement.groupTransform(1)
        XCTAssertEqual(transform.apply(Point(x: 3, y: 22)).y, 0, accuracy: 1e-9)
        XCTAssertEqual(transform.apply(Point(x: 3, y: 2)).y, -70.459, accuracy: 1e-9)
        XCTAssertEqual(transform.apply(Point(x: 3, y: 2)).x, 0, accuracy: 1e-9)
    }

    func testWithoutInsetsTheCanvasSpansTheCapHeightAndMarginsHugTheInk() throws {
        let built = try SymbolTemplate.build(svg: SymbolFixtures.house, options: SymbolOptions())
        XCTAssertEqual(built.placement.scale, 70.459 / 24, accuracy: 1e-9)
        // The house's ink runs from x = 2 to 22 at Regular (its strokes are 2 wide).
        let regular = built.placement.columns[1]
        XCTAssertEqual(regular.right - regular.left, 20 * 70.459 / 24 + 2 * SymbolPlacement.padding, accuracy: 0.01)
        // Black's ink is wider, Ultralight's narrower.
        let widths = built.placement.columns.map { $0.right - $0.left }
        XCTAssertLessThan(widths[0], widths[1])
        XCTAssertLessThan(widths[1], widths[2])
    }
}
