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
                     "    var swiftUIColor: SwiftUI.Color {", "    var data: NSDataAsset {", "    typealias Image = AppKit.NSImage",
                     "        return Foundation.Bundle.module"] {
            XCTAssertTrue(source.contains(line + "\n"), line)
        }
    }

    func testAnIconWithASelectedDrawingCarriesItsName() throws {
        let catalog = CatalogNamespace(name: "", assets: [
            image("Tabs/house", template: true), image("Tabs/house-selected", template: true), image("Tabs/star", template: true),
            CatalogAsset(assetName: "star-selected", name: "star-selected", path: "/s", kind: .color),
        ])
        let source = try SwiftCodeGenerator().generate(catalog, catalogName: "A.xcassets")
        for line in ["    static let house = ImageAsset(name: \"Tabs/house\", isTemplate: true, selectedName: \"Tabs/house-selected\")",
                     "    static let houseSelected = ImageAsset(name: \"Tabs/house-selected\", isTemplate: true)",
                     "    static let star = ImageAsset(name: \"Tabs/star\", isTemplate: true)",
                     "    func tabBarItem(title: String?, tag: Int = 0) -> UITabBarItem {",
                     "    var selectedImage: Image {", "    func swiftUIImage(selected: Bool) -> SwiftUI.Image {"] {
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
        XCTAssertTrue(source.contains("public enum images {"), "taken as given, as SwiftGen takes enumName: \(source)")
        XCTAssertTrue(source.contains("    public enum TabBar {"), source)
        XCTAssertTrue(source.contains("    public static let home = ImageAsset("), source)
        XCTAssertTrue(source.contains("public struct ImageAsset: Sendable {"), source)
        XCTAssertTrue(source.contains("    public typealias Image = UIKit.UIImage\n"), source)
        XCTAssertTrue(source.contains("    public var image: Image {"), source)
        XCTAssertTrue(source.contains("public extension ImageAsset.Image {"), source)
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
            XCTAssertEqual("\(error)", "/A.xcassets/ImageAsset: its enum ImageAsset would hide the generated type "
                + "ImageAsset; rename it")
        }
        XCTAssertThrowsError(try SwiftCodeGenerator(enumName: "ColorAsset").generate(CatalogNamespace(name: ""), catalogName: "A"))
    }

    func testGeneratedInsetsEqualContentsJSONPixelsOverScale() throws {
        let folder = try makeFolder()
        let catalog = folder.appendingPathComponent("App.xcassets")
        try IconforgeCatalogFixture.write(to: catalog)
        let source = try SwiftCodeGenerator().generate(try CatalogReader.read(catalog).catalogs[0], catalogName: "App.xcassets")
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

    func catalog(_ name: String, _ assets: [CatalogAsset], children: [CatalogNamespace] = []) -> CatalogNamespace {
        CatalogNamespace(name: name, path: "/App/\(name).xcassets", assets: assets, children: children)
    }

    func testSeveralCatalogsGetAnEnumEachAndOneSitsUnderTheTopEnum() throws {
        let food = catalog("Food", [image("private")], children: [CatalogNamespace(name: "Exotic", assets: [image("Exotic/Banana")])])
        let styles = catalog("Styles", [CatalogAsset(assetName: "Tint", name: "Tint", path: "/t", kind: .color)])
        let both = try SwiftCodeGenerator().generate(CatalogContents(catalogs: [food, styles]), catalogNames: "Food.xcassets, Styles.xcassets")
        XCTAssertTrue(both.contains("""
        enum Asset {
            enum Food {
                enum Exotic {
                    static let banana = ImageAsset(name: "Exotic/Banana")
                }
                static let `private` = ImageAsset(name: "private")
            }
            enum Styles {
                static let tint = ColorAsset(name: "Tint")
            }
        }
        """), both)
        let one = try SwiftCodeGenerator().generate(CatalogContents(catalogs: [food]), catalogNames: "Food.xcassets")
        XCTAssertTrue(one.contains("enum Asset {\n    enum Exotic {\n        static let banana"), one)
        let forced = try SwiftCodeGenerator(forceCatalogEnums: true).generate(CatalogContents(catalogs: [food]), catalogNames: "Food.xcassets")
        XCTAssertTrue(forced.contains("enum Asset {\n    enum Food {\n        enum Exotic {"), forced)
    }

    func testAnEmptyCatalogStillGetsItsEnumAsInSwiftGen() throws {
        let source = try SwiftCodeGenerator().generate(CatalogContents(catalogs: [catalog("Food", [image("a")]), catalog("Other", [])]),
                                                       catalogNames: "Food.xcassets, Other.xcassets")
        XCTAssertTrue(source.contains("    enum Other {\n    }\n"), source)
    }

    func testTwoCatalogsOfOneSwiftNameAreAnErrorNamingBoth() throws {
        let contents = CatalogContents(catalogs: [
            CatalogNamespace(name: "Icons", path: "/A/Icons.xcassets", assets: [image("a")]),
            CatalogNamespace(name: "icons", path: "/B/icons.xcassets", assets: [image("b")]),
        ])
        XCTAssertThrowsError(try SwiftCodeGenerator().generate(contents, catalogNames: "Icons.xcassets, icons.xcassets")) { error in
            XCTAssertEqual("\(error)", "/B/icons.xcassets: its Swift name `Icons` is also the name of /A/Icons.xcassets; rename one")
        }
    }

    func testEveryStringLiteralEscapesControlsAndDirectionOverrides() throws {
        let names = ["new\nline", "tab\there", "ev\u{202E}il", "iso\u{2066}late\u{2069}", "quote\"back\\slash", "bell\u{7}",
                     "zero\u{200B}width", "nel\u{85}", "sep\u{2028}line"]
        let source = try SwiftCodeGenerator().generate(catalog("A", names.map { image($0) }), catalogName: "A.xcassets")
        for literal in [#""new\u{A}line""#, #""tab\u{9}here""#, #""ev\u{202E}il""#, #""iso\u{2066}late\u{2069}""#,
                        #""quote\"back\\slash""#, #""bell\u{7}""#, #""zero\u{200B}width""#, #""nel\u{85}""#, #""sep\u{2028}line""#] {
            XCTAssertTrue(source.contains("(name: \(literal))"), literal)
        }
        XCTAssertNil(source.unicodeScalars.first { SwiftLiteral.needsEscape($0) && $0 != "\n" }, "no raw control or format character")
    }

    func testTheHeaderNamesCatalogsWithoutBreakingItsComment() throws {
        let source = try SwiftCodeGenerator().generate(catalog("A", [image("a")]), catalogName: "New\nLine\u{202E}.xcassets")
        XCTAssertTrue(source.hasPrefix("// Generated by iconforge from New\\u{A}Line\\u{202E}.xcassets. Do not edit"), source)
    }

    func testEnumNamesThatWouldShadowWhatTheFileUsesAreRefused() {
        for name in ["String", "AssetBundle", "Sendable", "Double", "ImageAsset", "Bundle", "UIKit", "Image", "Type", "Set"] {
            XCTAssertNotNil(SwiftCodeGenerator.enumNameProblem(name), name)
            XCTAssertThrowsError(try SwiftCodeGenerator(enumName: name).generate(catalog("A", [image("a")]), catalogName: "A"), name)
        }
        XCTAssertEqual(SwiftCodeGenerator.enumNameProblem("String"), "'String' would hide the standard type String in the whole module; choose another name")
        XCTAssertEqual(SwiftCodeGenerator.enumNameProblem("AssetBundle"), "'AssetBundle' is the name of a type the generated file declares; choose another name")
        for name in ["Asset", "Assets", "L10nAsset", "images", "my assets"] { XCTAssertNil(SwiftCodeGenerator.enumNameProblem(name), name) }
    }

    func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("iconforge-codegen-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}
