import Foundation
@testable import IconForgeKit
import XCTest

final class SwiftCodegenTests: XCTestCase {
    func image(_ assetName: String, path: String? = nil, template: Bool = false) -> CatalogAsset {
        CatalogAsset(assetName: assetName, name: String(assetName.split(separator: "/").last!),
                     path: path ?? "/A.xcassets/\(assetName).imageset", kind: .image(isTemplate: template, capInsets: nil))
    }

    func testEachKindGetsItsSwiftGenShapedConstant() throws {
        let catalog = CatalogNamespace(name: "", assets: [
            image("home", template: true),
            CatalogAsset(assetName: "tint", name: "tint", path: "/t", kind: .color),
            CatalogAsset(assetName: "config", name: "config", path: "/c", kind: .data),
            CatalogAsset(assetName: "heart", name: "heart", path: "/h", kind: .symbol),
            CatalogAsset(assetName: "go", name: "go", path: "/g",
                         kind: .image(isTemplate: false, capInsets: PointInsets(top: 0, left: 12, bottom: 0, right: 7.5))),
        ])
        let source = try SwiftCodeGenerator().generate(catalog, catalogName: "A.xcassets")
        for line in ["    static let home = ImageAsset(name: \"home\", isTemplate: true)",
                     "    static let tint = ColorAsset(name: \"tint\")",
                     "    static let config = DataAsset(name: \"config\")",
                     "    static let heart = SymbolAsset(name: \"heart\")",
                     "    static let go = ImageAsset(name: \"go\", capInsets: .init(top: 0, left: 12, bottom: 0, right: 7.5))",
                     "    var swiftUIColor: SwiftUI.Color {", "    var data: NSDataAsset {", "    var image: AppKit.NSImage {",
                     "        return Foundation.Bundle.module"] {
            XCTAssertTrue(source.contains(line + "\n"), line)
        }
    }

    func testUIKitImagesAreNotSlicedAgain() throws {
        let source = try SwiftCodeGenerator().generate(CatalogNamespace(name: "", assets: [image("home")]), catalogName: "A.xcassets")
        XCTAssertFalse(source.contains("resizableImage"), source)
        XCTAssertFalse(source.contains("withRenderingMode"), source)
        XCTAssertFalse(source.contains("ColorAsset"), "only the kinds the catalog has get support types")
    }

    func testPublicAccessAndEnumNameApplyToEveryDeclaration() throws {
        let catalog = CatalogNamespace(name: "", assets: [image("home", template: true)],
                                       children: [CatalogNamespace(name: "tab bar", assets: [image("tab bar/x")])])
        let source = try SwiftCodeGenerator(enumName: "images", accessLevel: "public").generate(catalog, catalogName: "X.xcassets")
        XCTAssertTrue(source.contains("public enum Images {"), source)
        XCTAssertTrue(source.contains("    public enum TabBar {"), source)
        XCTAssertTrue(source.contains("    public static let home = ImageAsset("), source)
        XCTAssertTrue(source.contains("public struct ImageAsset: Sendable {"), source)
        XCTAssertTrue(source.contains("    public var image: UIKit.UIImage {"), source)
    }

    func testNamespacesWithNothingLoadableAreOmitted() throws {
        let catalog = CatalogNamespace(name: "", assets: [image("home")], children: [
            CatalogNamespace(name: "Icons", children: [CatalogNamespace(name: "Empty")]),
        ])
        let source = try SwiftCodeGenerator().generate(catalog, catalogName: "X.xcassets")
        XCTAssertFalse(source.contains("enum Icons"), source)
        XCTAssertFalse(source.contains("enum Empty"), source)
    }

    func testNamesThatCollideAreAnErrorNamingBothFolders() throws {
        let catalog = CatalogNamespace(name: "", assets: [
            image("tab-home", path: "/App/Icons.xcassets/tab-home.imageset"),
            image("tab_home", path: "/App/More.xcassets/tab_home.imageset"),
        ])
        XCTAssertThrowsError(try SwiftCodeGenerator().generate(catalog, catalogName: "X.xcassets")) { error in
            XCTAssertEqual("\(error)", "/App/More.xcassets/tab_home.imageset: its Swift name `tabHome` is also the name of "
                + "/App/Icons.xcassets/tab-home.imageset; rename one")
        }
    }

    func testANamespaceThatWouldHideAGeneratedTypeIsRefusedByName() throws {
        let catalog = CatalogNamespace(name: "", children: [
            CatalogNamespace(name: "ImageAsset", path: "/A.xcassets/ImageAsset", assets: [image("ImageAsset/x")]),
        ])
        XCTAssertThrowsError(try SwiftCodeGenerator().generate(catalog, catalogName: "A.xcassets")) { error in
            XCTAssertEqual("\(error)", "/A.xcassets/ImageAsset: a namespace named ImageAsset would hide the generated type "
                + "ImageAsset; rename the folder")
        }
        XCTAssertThrowsError(try SwiftCodeGenerator(enumName: "ColorAsset").generate(CatalogNamespace(name: ""), catalogName: "A"))
    }

    func testGeneratedInsetsEqualContentsJSONPixelsOverScale() throws {
        let folder = try makeFolder()
        let catalog = folder.appendingPathComponent("App.xcassets")
        try IconforgeCatalogFixture.write(to: catalog)
        let source = try SwiftCodeGenerator().generate(try CatalogReader.read(catalog).root, catalogName: "App.xcassets")
        let contents = try JSONSerialization.jsonObject(
            with: Data(contentsOf: catalog.appendingPathComponent("Buttons/blue-button.imageset/Contents.json"))) as! [String: Any]
        for entry in contents["images"] as! [[String: Any]] {
            let scale = Double((entry["scale"] as! String).dropLast())!
            let caps = (entry["resizing"] as! [String: Any])["cap-insets"] as! [String: Double]
            let expected = "capInsets: .init(top: 0, left: \(Int(caps["left"]! / scale)), bottom: 0, right: \(Int(caps["right"]! / scale)))"
            XCTAssertTrue(source.contains("static let blueButton = ImageAsset(name: \"blue-button\", \(expected))"), source)
        }
        XCTAssertTrue(source.contains("static let panel = ImageAsset(name: \"panel\")\n"), "its insets differ in points by scale")
    }

    func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("iconforge-codegen-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}
