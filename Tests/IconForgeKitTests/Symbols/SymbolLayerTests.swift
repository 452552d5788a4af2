@testable import IconForgeKit
import XCTest

/// Hierarchical layers from the drawing's opacity: each path's level (1 primary, from 0.5
/// secondary, below tertiary; opacity, fill-opacity, stroke-opacity and groups' opacity
/// multiplied), one layer per distinct level in drawing order, its classes on the paths of
/// every weight and defined in the `<style>` as Apple's exports do; monochrome as before.
final class SymbolLayerTests: XCTestCase {
    private func template(_ body: String) throws -> SVGElement {
        try SVGElement.parse(SymbolTemplate.make(svg: SymbolFixtures.icon(body)).svg)
    }

    private func classes(_ weight: SymbolWeight, in root: SVGElement) throws -> [String] {
        try SymbolFixtures.element(weight.id, in: root).children.map { try XCTUnwrap($0.attributes["class"]) }
    }

    func testOpacityGivesEachPathItsLevelAndLayersAreNumberedInDrawingOrder() throws {
        let root = try template("""
        <path d="M4 4h16" opacity="0.5"/>
        <path d="M4 8h16"/>
        <g opacity="0.8"><path d="M4 12h16" stroke-opacity="0.5"/><path d="M4 16h16"/></g>
        <path d="M4 20h16" stroke-opacity="0.49"/>
        <rect x="2" y="2" width="3" height="3" fill="black" stroke="none" fill-opacity="0.75"/>
        """)
        let expected = ["monochrome-0 hierarchical-0:secondary", "monochrome-1 hierarchical-1:primary",
                        "monochrome-2 hierarchical-2:tertiary", "monochrome-0 hierarchical-0:secondary",
                        "monochrome-2 hierarchical-2:tertiary", "monochrome-0 hierarchical-0:secondary"]
        for weight in SymbolWeight.allCases {
            XCTAssertEqual(try classes(weight, in: root), expected, weight.id)
        }
        let style = try XCTUnwrap(root.children.first { $0.name == "style" }).text
        XCTAssertEqual(style, ".monochrome-0 {fill:#000000}\n.monochrome-1 {fill:#000000}\n.monochrome-2 {fill:#000000}\n\n"
                       + ".hierarchical-0:secondary {fill:#4D4D4D}\n.hierarchical-1:primary {fill:#212121}\n"
                       + ".hierarchical-2:tertiary {fill:#8E8E8E}\n")
    }

    func testLevelsFollowTheThresholds() {
        XCTAssertEqual([1, 0.999, 0.5, 0.4999, 0.01].map(SymbolLevel.init(opacity:)),
                       [.primary, .secondary, .secondary, .tertiary, .tertiary])
    }

    /// The monochrome drawing (every path's outline) is the one the opaque drawing makes.
    func testMonochromeIsTheOpaqueDrawing() throws {
        let layered = try template(#"<path d="M4 4h16" opacity="0.3"/><g opacity="0.6"><circle cx="12" cy="14" r="5"/></g>"#)
        let opaque = try template(#"<path d="M4 4h16"/><g><circle cx="12" cy="14" r="5"/></g>"#)
        for weight in SymbolWeight.allCases {
            XCTAssertEqual(try SymbolFixtures.paths(of: weight, in: layered), try SymbolFixtures.paths(of: weight, in: opaque))
        }
        XCTAssertEqual(try classes(.regular, in: opaque), ["monochrome-0 hierarchical-0:primary", "monochrome-0 hierarchical-0:primary"])
    }

    func testATranslucentPaintSaysItsLayerInItsWarning() throws {
        let made = try SymbolTemplate.make(svg: SymbolFixtures.icon(#"<g opacity="0.5"><path d="M4 4h16" stroke-opacity="0.8"/></g>"#))
        XCTAssertEqual(made.warnings.map(\.description), [
            "translucent: the stroke of <path> (opacity 0.4) is drawn solid, in a tertiary layer that hierarchical rendering draws lighter",
        ])
    }
}
