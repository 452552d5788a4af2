import Foundation
@testable import IconForgeKit
import XCTest

/// The generated code of an Xcode-made catalog (every kind, non-ASCII names, Xcode's slicing)
/// next to an iconforge-made one (an enum each), compiled in Swift 6 mode with a file that uses
/// every accessor, for each platform the code guards.
final class GeneratedCodeCompilesTests: XCTestCase {
    var folder: URL!
    var generated: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("iconforge-compile-\(getpid())-\(UUID().uuidString.prefix(8))")
        try CodegenCatalogFixture.write(to: folder.appendingPathComponent("Xcode.xcassets"))
        try IconforgeCatalogFixture.write(to: folder.appendingPathComponent("App.xcassets"))
        generated = folder.appendingPathComponent("Assets.swift")
        let contents = try SwiftCodeGenerator().write(
            catalogs: ["Xcode.xcassets", "App.xcassets"].map { folder.appendingPathComponent($0) }, to: generated)
        XCTAssertEqual(contents.allAssets.count, 20)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testCompilesForIOSWithUIKitAndSwiftUI() throws {
        try assertCompiles(on: .iOS, usage: "import UIKit\ntypealias PlatformImage = UIKit.UIImage\n"
            + "typealias PlatformColor = UIKit.UIColor\n" + Self.platformUsage + Self.swiftUIUsage)
    }

    func testCompilesForMacOSWithAppKitAndSwiftUI() throws {
        try assertCompiles(on: .macOS, usage: "import AppKit\ntypealias PlatformImage = AppKit.NSImage\n"
            + "typealias PlatformColor = AppKit.NSColor\n" + Self.platformUsage + Self.swiftUIUsage)
    }

    func testCompilesInASwiftPackageTargetWithBundleModule() throws {
        try assertCompiles(on: .swiftPackage, usage: "import UIKit\ntypealias PlatformImage = UIKit.UIImage\n"
            + "typealias PlatformColor = UIKit.UIColor\n" + Self.platformUsage)
    }

    func testCompilesWhereNeitherUIKitNorAppKitExists() throws {
        try assertCompiles(on: .linux, usage: "")
    }

    func testNamesWithControlsQuotesAndDirectionOverridesCompileToTheirNames() throws {
        let names = ["new\nline", "tab\there", "ev\u{202E}il", "iso\u{2066}late\u{2069}", "quote\"back\\slash", "bell\u{7}"]
        let catalog = CatalogNamespace(name: "Hostile", assets: names.map {
            CatalogAsset(assetName: $0, name: $0, path: "/\($0)", kind: .image(isTemplate: false, capInsets: nil))
        })
        let file = folder.appendingPathComponent("Hostile.swift")
        try Data(try SwiftCodeGenerator().generate(catalog, catalogName: "Hostile\n.xcassets").utf8).write(to: file)
        let usage = folder.appendingPathComponent("Check.swift")
        let checks = ["newLine", "tabHere", "evIl", "isoLate", "quoteBackSlash", "bell"].enumerated().map { index, name in
            "precondition(Asset.\(name).name.unicodeScalars.map(\\.value) == \(names[index].unicodeScalars.map(\.value)))"
        }
        try Data(("func check() {\n" + checks.joined(separator: "\n") + "\n}\n").utf8).write(to: usage)
        let outcome = try SwiftCompiler.typecheck([file, usage], on: .linux)
        XCTAssertEqual(outcome.status, 0, outcome.output)
    }

    func assertCompiles(on platform: SwiftCompiler.Platform, usage: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let usageFile = folder.appendingPathComponent("Usage.swift")
        try Data(("import Foundation\n" + usage + Self.namesUsage).utf8).write(to: usageFile)
        let outcome = try SwiftCompiler.typecheck([generated, usageFile], on: platform)
        XCTAssertEqual(outcome.status, 0, outcome.output, file: file, line: line)
    }

    /// Every image, symbol, colour and data accessor with the UIKit or AppKit type an app expects.
    static let platformUsage = """
    func usePlatformAccessors() {
        let images: [PlatformImage] = [
            Asset.Xcode.ホーム.image, Asset.Xcode.設定.image, Asset.Xcode.café.image, Asset.Xcode._2up.image,
            Asset.Xcode.`class`.image, Asset.Xcode.nine.image, Asset.Xcode.tiled.image, Asset.Xcode.legacy.image,
            Asset.Xcode.narrow.image, Asset.App.blueButton.image, Asset.App.panel.image, Asset.App.Tabs.home.image,
            Asset.App.Tabs.tabSettings.image, Asset.App.Tabs.default.image, Asset.Xcode.Symbols.customHeart.image,
        ]
        let colors: [PlatformColor] = [Asset.Xcode.accentColor.color, Asset.Xcode.Brand.primary.color]
        let data: NSDataAsset = Asset.Xcode.Brand.config.data
        let bytes: Data = data.data
        _ = (images, colors, bytes)
        #if canImport(UIKit)
        let selected: PlatformImage = Asset.App.Tabs.home.selectedImage
        let item: UITabBarItem = Asset.App.Tabs.home.tabBarItem(title: "Home")
        _ = (selected, item)
        #endif
    }

    """

    static let swiftUIUsage = """
    import SwiftUI

    func useSwiftUIAccessors() {
        let images: [SwiftUI.Image] = [
            Asset.Xcode.ホーム.swiftUIImage, Asset.App.blueButton.swiftUIImage, Asset.App.Tabs.home.swiftUIImage,
            Asset.Xcode.Symbols.customHeart.swiftUIImage,
        ]
        let colors: [SwiftUI.Color] = [Asset.Xcode.accentColor.swiftUIColor, Asset.Xcode.Brand.primary.swiftUIColor]
        let tab: SwiftUI.Image = Asset.App.Tabs.home.swiftUIImage(selected: true)
        _ = (images, colors, tab)
    }

    """

    /// What every platform has: names, template flags and iconforge's insets.
    static let namesUsage = """
    func useNames() {
        let names: [String] = [Asset.Xcode.ホーム.name, Asset.Xcode.Brand.config.name, Asset.Xcode.Symbols.customHeart.name,
                               Asset.Xcode.accentColor.name, Asset.Xcode.scenes.name]
        let insets: ImageAsset.CapInsets? = Asset.App.blueButton.capInsets
        let template: Bool = Asset.App.Tabs.home.isTemplate
        let selected: String? = Asset.App.Tabs.home.selectedName
        precondition(selected == "Tabs/home-selected" && Asset.App.Tabs.tabSettings.selectedName == nil)
        _ = (names, insets, template, selected)
    }

    """
}
