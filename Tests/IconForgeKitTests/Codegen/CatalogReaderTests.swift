import Foundation
@testable import IconForgeKit
import XCTest

final class CatalogReaderTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("iconforge-catalog-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func xcodeCatalog() throws -> CatalogContents {
        let catalog = folder.appendingPathComponent("Xcode.xcassets")
        try CodegenCatalogFixture.write(to: catalog)
        return try CatalogReader.read(catalog)
    }

    func testEveryLoadableKindOfAnXcodeCatalogIsReadInItsNamespace() throws {
        let root = try xcodeCatalog().catalogs[0]
        XCTAssertEqual(root.assets.map(\.assetName).sorted(), ["2up", "AccentColor", "Scenes", "café", "class", "legacy",
                                                               "narrow", "nine", "tiled", "ホーム", "設定"])
        XCTAssertEqual(root.assets.first { $0.name == "AccentColor" }?.kind, .color)
        XCTAssertEqual(root.assets.first { $0.name == "ホーム" }?.kind, .image(isTemplate: true, capInsets: nil))
        XCTAssertEqual(root.children.map(\.name), ["Brand", "Symbols"])
        let brand = root.children[0]
        XCTAssertEqual(brand.assets.map(\.assetName), ["Brand/Primary", "Brand/config"])
        XCTAssertEqual(brand.assets.map(\.kind), [.color, .data])
        XCTAssertEqual(root.children[1].assets.map(\.assetName), ["Symbols/custom.heart"])
        XCTAssertEqual(root.children[1].assets.map(\.kind), [.symbol])
    }

    func testAppIconsAreSkippedAndCountedAndARGroupsAreAssets() throws {
        let contents = try xcodeCatalog()
        XCTAssertEqual(contents.skipped.map { URL(fileURLWithPath: $0.path).lastPathComponent },
                       ["AppIcon.appiconset", "Icon.appiconset"])
        XCTAssertEqual(contents.skippedSummary, "skipped 2 sets code does not load by name: 2 app icon sets")
        XCTAssertEqual(contents.assetSummary, "9 images, 2 colors, 1 data set, 1 symbol, 1 AR resource group")
        XCTAssertEqual(contents.catalogs[0].assets.first { $0.name == "Scenes" }?.kind, .arResourceGroup)
    }

    func testSlicingMadeInXcodeIsLeftToTheCatalog() throws {
        // Per-scale insets, a tiled centre, Xcode 6's capInsets, a 0-wide centre on a 2-px file.
        let root = try xcodeCatalog().catalogs[0]
        for name in ["nine", "tiled", "legacy", "narrow"] {
            XCTAssertEqual(root.assets.first { $0.name == name }?.kind, .image(isTemplate: false, capInsets: nil), name)
        }
    }

    func testIconforgeInsetsThatAgreeInPointsAtEveryScaleAreKeptAndOthersAreNot() throws {
        let catalog = folder.appendingPathComponent("App.xcassets")
        try IconforgeCatalogFixture.write(to: catalog)
        let root = try CatalogReader.read(catalog).catalogs[0]
        XCTAssertEqual(root.assets.map(\.assetName), ["blue-button", "panel"])
        XCTAssertEqual(root.assets[0].kind, .image(isTemplate: false, capInsets: PointInsets(top: 0, left: 12, bottom: 0, right: 11)))
        XCTAssertEqual(root.assets[1].kind, .image(isTemplate: false, capInsets: nil))
        XCTAssertEqual(root.children.map(\.name), ["Tabs"])
        XCTAssertEqual(root.children[0].assets.map(\.assetName), ["Tabs/default", "Tabs/home", "Tabs/tab-settings"])
    }

    func testIconforgeInsetsTheUserEditedInXcodeAreLeftToTheCatalog() throws {
        let catalog = folder.appendingPathComponent("App.xcassets")
        try IconforgeCatalogFixture.write(to: catalog)
        let file = catalog.appendingPathComponent("Buttons/blue-button.imageset/Contents.json")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\"iconforge\"", with: "\"xcode\"")
        try Data(text.utf8).write(to: file)
        XCTAssertEqual(try CatalogReader.read(catalog).catalogs[0].assets[0].kind, .image(isTemplate: false, capInsets: nil))
    }

    func testAFolderThatIsNotACatalogIsAnError() throws {
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
        try Data("<svg/>".utf8).write(to: art.appendingPathComponent("home.svg"))
        XCTAssertThrowsError(try CatalogReader.read(art)) { error in
            XCTAssertEqual((error as? CatalogError)?.path, art.path)
            XCTAssertEqual((error as? CatalogError)?.reason, "not an asset catalog (no Contents.json and not named .xcassets)")
        }
    }

    func testMalformedContentsJSONIsAnErrorNamingTheFile() throws {
        let catalog = folder.appendingPathComponent("App.xcassets")
        try IconforgeCatalogFixture.write(to: catalog)
        let file = catalog.appendingPathComponent("Buttons/panel.imageset/Contents.json")
        try Data("{ nope".utf8).write(to: file)
        XCTAssertThrowsError(try CatalogReader.read(catalog)) { error in
            XCTAssertEqual((error as? CatalogError)?.path, file.path)
        }
    }
}
