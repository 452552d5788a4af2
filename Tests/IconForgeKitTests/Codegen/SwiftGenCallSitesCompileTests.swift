import Foundation
@testable import IconForgeKit
import XCTest

/// Code written against SwiftGen's generated xcassets API (the calls of its swift5 template's
/// documentation) compiles unchanged against iconforge's file for SwiftGen's own catalogs, in
/// Swift 6 mode, on each platform the code guards.
final class SwiftGenCallSitesCompileTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
        try SwiftGenCatalogFixture.write(in: folder)
    }

    func generated(_ generator: SwiftCodeGenerator = SwiftCodeGenerator(), catalogs: [String] = SwiftGenCatalogFixture.catalogs) throws -> URL {
        let file = folder.appendingPathComponent("Assets.swift")
        try generator.write(catalogs: catalogs.map { folder.appendingPathComponent("\($0).xcassets") }, to: file)
        return file
    }

    func assertCompiles(_ generated: URL, on platform: SwiftCompiler.Platform, usage: String,
                        file: StaticString = #filePath, line: UInt = #line) throws {
        let usageFile = folder.appendingPathComponent("Usage.swift")
        try Data(usage.utf8).write(to: usageFile)
        let outcome = try SwiftCompiler.typecheck([generated, usageFile], on: platform)
        XCTAssertEqual(outcome.status, 0, outcome.output, file: file, line: line)
    }

    func testSwiftGenCallSitesCompileForIOS() throws {
        try assertCompiles(try generated(), on: .iOS, usage: Self.uiKitUsage + Self.swiftUIUsage + Self.arKitUsage + Self.namesUsage)
    }

    func testSwiftGenCallSitesCompileForMacOS() throws {
        try assertCompiles(try generated(), on: .macOS, usage: Self.appKitUsage + Self.swiftUIUsage + Self.namesUsage)
    }

    func testSwiftGenCallSitesCompileInASwiftPackage() throws {
        try assertCompiles(try generated(), on: .swiftPackage, usage: Self.uiKitUsage + Self.arKitUsage + Self.namesUsage)
    }

    func testNamesCompileWhereNoUIModuleExists() throws {
        try assertCompiles(try generated(), on: .linux, usage: "import Foundation\n" + Self.namesUsage)
    }

    func testPublicConstantsCompileForIOSAndLinux() throws {
        let file = try generated(SwiftCodeGenerator(accessLevel: "public"))
        try assertCompiles(file, on: .iOS, usage: Self.uiKitUsage + Self.swiftUIUsage + Self.arKitUsage)
        try assertCompiles(file, on: .linux, usage: "import Foundation\n" + Self.namesUsage)
    }

    func testOneCatalogSitsUnderTheTopEnumAndForcedGetsItsOwn() throws {
        let single = try generated(catalogs: ["Food"])
        try assertCompiles(single, on: .iOS, usage: """
        import UIKit
        func use() -> (UIImage, UIImage?) { (Asset.Exotic.banana.image, UIImage(asset: Asset.Round.Double.cherry)) }
        """)
        let forced = try generated(SwiftCodeGenerator(forceCatalogEnums: true), catalogs: ["Food"])
        try assertCompiles(forced, on: .iOS, usage: """
        import UIKit
        func use() -> UIImage { Asset.Food.Exotic.banana.image }
        """)
    }

    /// SwiftGen's documented usage, with the trait-collection and configuration variants.
    static let uiKitUsage = """
    import UIKit

    func useUIKit() {
        let bananaImage: UIImage = Asset.Food.Exotic.banana.image
        let sameBananaImage: UIImage? = UIImage(asset: Asset.Food.Exotic.banana)
        let privateImage: ImageAsset.Image = Asset.Food.private.image
        let traits = UITraitCollection()
        let compatible: UIImage = Asset.Food.Round.apple.image(compatibleWith: traits)
        let primaryColor: UIColor = Asset.Styles.Vengo.primary.color
        let samePrimaryColor: UIColor? = UIColor(asset: Asset.Styles.Vengo.primary)
        let tint: ColorAsset.Color = Asset.Styles.Vengo.tint.color(compatibleWith: traits)
        let data: NSDataAsset = Asset.Files.data.data
        let sameData: NSDataAsset? = NSDataAsset(asset: Asset.Files.data)
        let readme: Data = Asset.Files.readme.data.data
        let plus: UIImage = Asset.Symbols.plus.image
        let style = UIImage.SymbolConfiguration(weight: .bold)
        let styled: SymbolAsset.Image = Asset.Symbols.exclamationMark.image(with: style)
        let configuration: SymbolAsset.Configuration = style
        let old: AssetImageTypeAlias? = nil
        _ = (bananaImage, sameBananaImage, privateImage, compatible, primaryColor, samePrimaryColor, tint)
        _ = (data, sameData, readme, plus, styled, configuration, old)
    }

    """

    static let appKitUsage = """
    import AppKit

    func useAppKit() {
        let bananaImage: NSImage = Asset.Food.Exotic.banana.image
        let primaryColor: NSColor = Asset.Styles.Vengo.primary.color
        let samePrimaryColor: NSColor? = NSColor(asset: Asset.Styles.Vengo.primary)
        let data: NSDataAsset? = NSDataAsset(asset: Asset.Files.data)
        let plus: NSImage = Asset.Symbols.plus.image
        let image: ImageAsset.Image = Asset.Food.private.image
        _ = (bananaImage, primaryColor, samePrimaryColor, data, plus, image)
    }

    """

    static let swiftUIUsage = """
    import SwiftUI

    func useSwiftUI() {
        let images: [SwiftUI.Image] = [
            Image(asset: Asset.Food.Exotic.banana),
            Image(asset: Asset.Food.Exotic.mango, label: Text("Mango")),
            Image(decorative: Asset.Food.Round.apricot),
            Image(asset: Asset.Symbols.plus),
            Image(decorative: Asset.Symbols.exclamationMark),
            Asset.Food.Round.Double.cherry.swiftUIImage,
            Asset.Symbols.plus.swiftUIImage,
        ]
        let colors: [SwiftUI.Color] = [Color(asset: Asset.Styles.Vengo.tint), Asset.Styles._24Vision.primary.swiftUIColor]
        _ = (images, colors)
    }

    """

    static let arKitUsage = """
    import ARKit

    func useARKit() {
        let bottles: Set<ARReferenceObject> = Asset.Targets.bottles.referenceObjects
        let paintings: Set<ARReferenceImage> = Asset.Targets.paintings.referenceImages
        let samePosters: Set<ARReferenceImage> = ARReferenceImage.referenceImages(in: Asset.Targets.posters)
        let sameBottles: Set<ARReferenceObject> = ARReferenceObject.referenceObjects(in: Asset.Targets.bottles)
        _ = (bottles, paintings, samePosters, sameBottles)
    }

    """

    /// The names SwiftGen gives these catalogs, which exist on every platform.
    static let namesUsage = """
    func useNames() {
        let names: [String] = [
            Asset.Food.upperCase.name, Asset.Food.newIcon.name, Asset.Food.iosLogo.name, Asset.Food._2up.name,
            Asset.Food._3dRotation24px.name, Asset.Styles.HttpApi._007AffA7Ccf5.name, Asset.Styles.HttpApi.default.name,
            Asset.Styles.accentColor.name, Asset.Styles.orange.name, Asset.Files.Json.data.name,
            Asset.Symbols.exclamationMark.name, Asset.Targets.posters.name,
        ]
        _ = names
    }

    """
}
