@testable import IconForgeKit
import Foundation
import XCTest

/// A format names an asset's files from its pixel-free plan, the same before and after it is
/// rendered: what is claimed and recorded is what is written.
final class AssetPlanTests: XCTestCase {
    static let svg = Data("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" fill="none" stroke="#000" stroke-width="2"/></svg>
        """.utf8)
    static let root = URL(fileURLWithPath: "/nonexistent/Icons")

    func testARenderedIconsPlanIsItsRecipesWithTheSourceDrawing() throws {
        let source = IconSource(displayName: "ring.svg", name: "ring", data: Self.svg)
        let selected = IconSource(displayName: "ring-fill.svg", name: "ring-fill", data: Self.svg)
        let catalog = XcodeCatalog(root: Self.root)
        let builder = IconBuilder(options: IconOptions(scales: [2, 3]), format: catalog)
        let recipe = builder.recipe(for: source, selected: selected)
        let rendered = try recipe.finish(recipe.requests.map { try LibrsvgRasterizer().render($0) }).assets[0]
        XCTAssertEqual(recipe.assetPlan.drawing, Self.svg)
        XCTAssertEqual(rendered.plan.drawing, Self.svg, "a format may read the source once rendered too")
        XCTAssertEqual(rendered.plan.parts.map(\.isSelectedDrawing), [false, true])
        let planned = try catalog.files(of: recipe.assetPlan).map(\.path)
        XCTAssertEqual(planned, ["ring.imageset/ring@2x.png", "ring.imageset/ring@3x.png",
                                 "ring-selected.imageset/ring-selected@2x.png", "ring-selected.imageset/ring-selected@3x.png"])
        XCTAssertEqual(try catalog.files(of: rendered).map(\.path), planned)
        XCTAssertEqual(try catalog.encodedFiles(of: rendered).map(\.path), planned)
    }

    func testAButtonPlanHasEveryStateInEachAppearanceWithItsCapInsets() throws {
        var options = ButtonOptions(color: RGBA(0x00, 0xBD, 0x00), name: "buy")
        options.darkColor = .auto
        let plan = options.plan(group: "Shop", pixelScales: [1, 2])
        XCTAssertEqual(plan.parts.map(\.isDark), options.states.map { _ in false } + options.states.map { _ in true })
        XCTAssertEqual(plan.parts.map(\.state), options.states + options.states)
        XCTAssertEqual(plan.parts[0].layouts[2], options.geometry.layout(scale: 2))
        let files = try PNGFolder(root: Self.root).files(of: plan).map(\.path)
        XCTAssertTrue(files.contains("Shop/buy-dark@2x.png"), "\(files)")
    }

    func testComposePlansItsKotlinFilesWithoutAVectorAndWritesThemFromTheRendered() throws {
        let compose = try ComposeImageVectors(root: Self.root,
                                              options: FormatOptions(["package": .init("com.example.icons", origin: .option("--set"))]))
        let plan = AssetPlan.icon("home", scales: [1], selected: true)
        let files = try compose.files(of: plan)
        XCTAssertEqual(files.map(\.path), ["Home.kt", "HomeSelected.kt"])
        for (index, file) in files.enumerated() {
            guard case .vector(index) = file.content else { return XCTFail("\(file.path) is no vector of its drawing") }
        }
        // Without the vector the worker draws there is no Kotlin to write.
        let unrendered = RenderedAsset(name: "home", kind: .tabIcon, scales: [1], parts: [.init(images: [:])])
        XCTAssertThrowsError(try compose.encodedFiles(of: unrendered))
    }
}
