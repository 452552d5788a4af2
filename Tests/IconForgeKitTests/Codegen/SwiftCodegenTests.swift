import Foundation
@testable import IconForgeKit
import XCTest

final class SwiftCodegenTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("iconforge-codegen-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A catalog like iconforge writes: template icons in a `Tabs` namespace folder, a
    /// plain `Buttons` folder with a 3-part and a 9-part stretchable button.
    func makeCatalog() throws -> URL {
        let catalog = folder.appendingPathComponent("App.xcassets")
        let png = try PNGEncoder.encode(AlphaPlane(width: 1, height: 1, values: [255]))
        let tabs = AssetCatalog(root: catalog.appendingPathComponent("Tabs"))
        for name in ["home", "tab-settings", "default"] {
            _ = try tabs.write(ImageSet(name: name, images: [1, 2, 3].map {
                .init(scale: $0, filename: ImageSet.filename(name, scale: $0), data: png)
            }, properties: ["template-rendering-intent": .string("template")]))
        }
        try Data(JSONValue.object(["info": AssetCatalog.info, "properties": .object(["provides-namespace": .bool(true)])])
            .xcodeText.utf8).write(to: catalog.appendingPathComponent("Tabs/Contents.json"))
        let buttons = AssetCatalog(root: catalog.appendingPathComponent("Buttons"))
        _ = try buttons.write(ImageSet(name: "blue-button", images: [1, 2, 3].map { scale in
            .init(scale: scale, filename: ImageSet.filename("blue-button", scale: scale), data: png,
                  resizing: .object([
                      "mode": .string("3-part-horizontal"),
                      "center": .object(["mode": .string("stretch"), "width": .int(scale)]),
                      "cap-insets": .object(["left": .int(12 * scale), "right": .int(11 * scale)]),
                  ]))
        }))
        _ = try buttons.write(ImageSet(name: "panel", images: [2, 3].map { scale in
            .init(scale: scale, filename: ImageSet.filename("panel", scale: scale), data: png,
                  resizing: .object([
                      "mode": .string("9-part"),
                      "center": .object(["mode": .string("stretch"), "width": .int(1), "height": .int(1)]),
                      "cap-insets": .object(["top": .int(9 * scale), "left": .int(15),
                                             "bottom": .int(7 * scale), "right": .int(16)]),
                  ]))
        }))
        return catalog
    }

    func testNamespaceFoldersBecomeNestedEnumsAndPlainFoldersFlatten() throws {
        let catalog = try CatalogReader.read(try makeCatalog())
        XCTAssertEqual(catalog.images.map(\.assetName), ["blue-button", "panel"])
        XCTAssertEqual(catalog.children.map(\.name), ["Tabs"])
        let tabs = try XCTUnwrap(catalog.children.first)
        XCTAssertEqual(tabs.images.map(\.assetName), ["Tabs/default", "Tabs/home", "Tabs/tab-settings"])
        XCTAssertTrue(tabs.images.allSatisfy(\.isTemplate))
        XCTAssertFalse(catalog.images.contains(where: \.isTemplate))
    }

    func testCapInsetsAreTheLowestScaleFilesPixelsDividedByItsScale() throws {
        let images = try CatalogReader.read(try makeCatalog()).images
        XCTAssertEqual(images[0].capInsets, PointInsets(top: 0, left: 12, bottom: 0, right: 11))
        XCTAssertEqual(images[1].capInsets, PointInsets(top: 9, left: 7.5, bottom: 7, right: 8))
    }

    func testGeneratedCodeTypeChecksAgainstUIKitAndSwiftUIDeclarations() throws {
        let catalogURL = try makeCatalog()
        let generated = folder.appendingPathComponent("Assets.swift")
        XCTAssertEqual(try SwiftCodeGenerator().write(catalog: catalogURL, to: generated), 5)
        let standIn = folder.appendingPathComponent("StandIn.swift")
        try Data(UIKitStandIn.source.utf8).write(to: standIn)
        // Uses every accessor with the types an app expects, so a wrong signature fails too.
        let usage = folder.appendingPathComponent("Usage.swift")
        try Data("""
        func useAssets() {
            let icon: UIImage = Asset.Tabs.home.image
            let settings: Image = Asset.Tabs.tabSettings.swiftUIImage
            let keyword: UIImage = Asset.Tabs.default.image
            let button: UIImage = Asset.blueButton.image
            let insets: ImageAsset.CapInsets? = Asset.panel.capInsets
            _ = (icon, settings, keyword, button, insets, Asset.panel.swiftUIImage, Asset.Tabs.home.isTemplate)
        }
        """.utf8).write(to: usage)
        guard let outcome = try SwiftCompiler.typecheck([standIn, generated, usage]) else {
            throw XCTSkip("swiftc is not on the PATH")
        }
        XCTAssertEqual(outcome.status, 0, outcome.output)
    }

    func testGeneratedInsetsEqualContentsJSONPixelsOverScale() throws {
        let catalogURL = try makeCatalog()
        let source = try SwiftCodeGenerator().generate(try CatalogReader.read(catalogURL), catalogName: "App.xcassets")
        for (name, folderName) in [("blue-button", "Buttons/blue-button"), ("panel", "Buttons/panel")] {
            let contents = try JSONSerialization.jsonObject(
                with: Data(contentsOf: catalogURL.appendingPathComponent("\(folderName).imageset/Contents.json"))) as! [String: Any]
            let entry = (contents["images"] as! [[String: Any]])[0]
            let scale = Double((entry["scale"] as! String).dropLast())!
            let caps = (entry["resizing"] as! [String: Any])["cap-insets"] as! [String: Double]
            let expected = ["top", "left", "bottom", "right"].map { (caps[$0] ?? 0) / scale }
            let line = try XCTUnwrap(source.split(separator: "\n").first { $0.contains("name: \"\(name)\"") })
            let numbers = try insets(in: String(line))
            XCTAssertEqual(numbers, expected, String(line))
        }
    }

    func testTemplateIconsAreMarkedAndButtonsAreNot() throws {
        let source = try SwiftCodeGenerator().generate(try CatalogReader.read(try makeCatalog()), catalogName: "App.xcassets")
        XCTAssertTrue(source.contains("static let home = ImageAsset(name: \"Tabs/home\", isTemplate: true)"), source)
        XCTAssertTrue(source.contains("static let `default` = ImageAsset(name: \"Tabs/default\", isTemplate: true)"), source)
        XCTAssertTrue(source.contains(".withRenderingMode(.alwaysTemplate)"))
        XCTAssertTrue(source.contains("resizingMode: .stretch"))
        XCTAssertFalse(source.contains("blue-button\", isTemplate"))
    }

    func testPublicAccessAndEnumNameApplyToEveryDeclaration() throws {
        let catalog = CatalogNamespace(name: "", images: [
            CatalogImage(assetName: "home", name: "home", isTemplate: true, capInsets: nil),
        ], children: [CatalogNamespace(name: "tab bar")])
        let source = try SwiftCodeGenerator(enumName: "images", accessLevel: "public").generate(catalog, catalogName: "X.xcassets")
        XCTAssertTrue(source.contains("public enum Images {"), source)
        XCTAssertTrue(source.contains("    public enum TabBar {"), source)
        XCTAssertTrue(source.contains("    public static let home = ImageAsset("), source)
        XCTAssertTrue(source.contains("public struct ImageAsset: Sendable {"), source)
        XCTAssertTrue(source.contains("    public var image: UIImage {"), source)
    }

    func testNamesThatCollideAreAnError() throws {
        let catalog = CatalogNamespace(name: "", images: [
            CatalogImage(assetName: "tab-home", name: "tab-home", isTemplate: true, capInsets: nil),
            CatalogImage(assetName: "tab_home", name: "tab_home", isTemplate: true, capInsets: nil),
        ])
        XCTAssertThrowsError(try SwiftCodeGenerator().generate(catalog, catalogName: "X.xcassets")) { error in
            XCTAssertTrue("\(error)".contains("tabHome"), "\(error)")
        }
    }

    func testIdentifiersAreCamelCasedAndValid() {
        XCTAssertEqual(SwiftIdentifier.property("tab-home"), "tabHome")
        XCTAssertEqual(SwiftIdentifier.property("Home"), "home")
        XCTAssertEqual(SwiftIdentifier.property("HTTPIcon"), "httpIcon")
        XCTAssertEqual(SwiftIdentifier.property("2up"), "_2up")
        XCTAssertEqual(SwiftIdentifier.property("class"), "`class`")
        XCTAssertEqual(SwiftIdentifier.type("my buttons"), "MyButtons")
    }

    func testMalformedContentsJSONIsAnErrorNamingTheFile() throws {
        let catalog = try makeCatalog()
        let file = catalog.appendingPathComponent("Buttons/panel.imageset/Contents.json")
        try Data("{ nope".utf8).write(to: file)
        XCTAssertThrowsError(try CatalogReader.read(catalog)) { error in
            XCTAssertEqual((error as? CatalogError)?.path, file.path)
        }
    }

    /// The four numbers of `capInsets: .init(top: a, left: b, bottom: c, right: d)`.
    func insets(in line: String) throws -> [Double] {
        let range = try XCTUnwrap(line.range(of: "capInsets: .init("))
        let inner = line[range.upperBound...].prefix { $0 != ")" }
        return inner.split(separator: ",").compactMap { Double($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
    }
}
