import XCTest

/// The folders of `Sources/IconForgeKit` depend one way (docs/architecture.md, "Layers"): each
/// folder refers only to folders before it in `order`, so no two folders refer to each other.
final class LayerOrderTests: XCTestCase {
    /// Lowest first. The command line (`Sources/iconforge`) is above them all, as its own target.
    /// A new folder goes where what it uses is below it and what uses it is above.
    static let order = [
        "Support",  // files, paths, JSON, hashes, text: knows nothing of icons
        "Inputs",  // the SVG inputs, templates, names
        "Imaging",  // pixels, PNG, colours, cap insets
        "Vector",  // SVG geometry, path data, VectorDrawable and Compose conversion
        "Symbols",  // SF Symbols templates, outlines and weights
        "Rendering",  // librsvg, the canvas, render requests and finishing, the previews' drawing
        "Workers",  // the render worker processes behind the Rasterizer
        "Formats",  // AssetPlan, RenderedAsset, the output formats and what they write
        "Icons",  // the tab-icon recipe and its checks
        "Buttons",  // the button recipe, templates and previews
        "Ownership",  // the bundle session, the record, claims, pruning
        "Codegen",  // reading catalogs, generating Swift
        "Pipeline",  // manifest, plan, freshness, the build
        "Inspect",  // iconforge inspect
        "Lint",  // iconforge lint
        "Review",  // iconforge diff: its review
        "Starter",  // iconforge init
    ]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/IconForgeKit")

    func testEachFolderRefersOnlyToTheFoldersBelowIt() throws {
        let dependencies = try SourceDependencies.reading(Self.sources)
        XCTAssertGreaterThan(dependencies.folders.count, 10, "read no sources at \(Self.sources.path)")
        let problems = dependencies.problems(order: Self.order)
        XCTAssertEqual(problems, [], "\n" + problems.joined(separator: "\n"))
    }

    func testTheArchitectureDocumentListsTheSameOrder() throws {
        let document = try String(contentsOf: Self.sources.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        XCTAssertTrue(document.contains(Self.order.joined(separator: " → ")),
                      "docs/architecture.md should list the layers as: " + Self.order.joined(separator: " → "))
    }

    // The checker itself, on planted sources.

    private let lower = (path: "Low/Box.swift", text: """
        /// A Box: not a reference to High.
        public struct Box { var size = 1 }
        private struct Hidden {}
        """)

    func testAReferenceUpwardsAndBothWaysAreNamed() {
        let high = (path: "High/Crate.swift", text: "struct Crate { let box: Box }")
        let cycle = (path: "Low/Tray.swift", text: "func tray() -> Crate? { nil }")
        let dependencies = SourceDependencies(files: [lower, high, cycle])
        XCTAssertEqual(dependencies.problems(order: ["Low", "High"]), [
            "High and Low refer to each other: High uses Box (High/Crate.swift); Low uses Crate (Low/Tray.swift)",
            "Low uses High, a layer above it: Crate (Low/Tray.swift)",
        ])
        XCTAssertEqual(SourceDependencies(files: [lower, high]).problems(order: ["Low", "High"]), [])
    }

    func testAFolderOutsideTheOrderIsNamed() {
        let dependencies = SourceDependencies(files: [lower, (path: "New/Thing.swift", text: "enum Thing {}")])
        XCTAssertEqual(dependencies.problems(order: ["Low"]), ["New is in no layer: place it in the order"])
    }

    func testCommentsStringsMembersAndPrivateDeclarationsAreNoReferences() {
        let high = (path: "High/Crate.swift", text: #"""
            enum Crate {}
            private enum Hidden {}
            extension Crate { static let made = 1 }
            """#)
        let low = (path: "Low/Use.swift", text: ##"""
            // Crate in a comment /* Crate */
            /* a /* nested */ Crate */
            let words = "Crate \"Crate\"" + #"Crate"# + """
                Crate
                """
            let member = thing.Crate
            let hidden = Hidden()
            """##)
        XCTAssertEqual(SourceDependencies(files: [lower, high, low]).problems(order: ["Low", "High"]), [])
    }

    func testAnInterpolationIsCode() {
        let high = (path: "High/Crate.swift", text: "enum Crate { static let name = \"c\" }")
        let low = (path: "Low/Use.swift", text: #"let text = "a \(Crate.name) and \#(1)""#)
        XCTAssertEqual(SourceDependencies(files: [lower, high, low]).problems(order: ["Low", "High"]),
                       ["Low uses High, a layer above it: Crate (Low/Use.swift)"])
    }

    func testAMemberAddedByAnExtensionInAnotherFolderCountsAsThatFolders() {
        let high = (path: "High/Box+Label.swift", text: "extension Box { public var shippingLabel: String { \"\" } }")
        let low = (path: "Low/Use.swift", text: "func label(_ box: Box) -> String { box.shippingLabel }")
        XCTAssertEqual(SourceDependencies(files: [lower, high, low]).problems(order: ["Low", "High"]), [
            "High and Low refer to each other: High uses Box (High/Box+Label.swift); Low uses shippingLabel (Low/Use.swift)",
            "Low uses High, a layer above it: shippingLabel (Low/Use.swift)",
        ])
    }
}
