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
        XCTAssertEqual(root.children[0].assets.map(\.assetName), ["Tabs/default", "Tabs/home-selected", "Tabs/home", "Tabs/tab-settings"])
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

/// Symbolic links in a catalog: followed inside it, refused when they leave it or loop.
final class CatalogLinkTests: XCTestCase {
    var folder: URL!
    var catalog: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
        catalog = folder.appendingPathComponent("App.xcassets")
        try IconforgeCatalogFixture.write(to: catalog)
    }

    func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: catalog.appendingPathComponent(name).path, withDestinationPath: target)
    }

    func assertRefused(_ name: String, reason: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try CatalogReader.read(catalog), file: file, line: line) { error in
            XCTAssertEqual((error as? CatalogError)?.path, catalog.appendingPathComponent(name).path, file: file, line: line)
            XCTAssertTrue((error as? CatalogError)?.reason.hasPrefix(reason) == true, "\(error)", file: file, line: line)
        }
    }

    func testALinkToAParentFolderIsALoopNotFortyNestedEnums() throws {
        try link("Tabs/Loop", to: "..")
        assertRefused("Tabs/Loop", reason: "a symbolic link back to \(catalog.path), a folder it is in (a loop)")
    }

    func testALinkToItsOwnFolderIsALoop() throws {
        try link("Self", to: ".")
        assertRefused("Self", reason: "a symbolic link back to \(catalog.path), a folder it is in (a loop)")
    }

    func testALinkOutOfTheCatalogIsRefusedBeforeAnythingIsRead() throws {
        try link("root", to: "/")
        assertRefused("root", reason: "a symbolic link out of the catalog (to /)")
    }

    func testAContentsJSONLinkedToADeviceOrOutsideIsRefused() throws {
        let set = catalog.appendingPathComponent("dev.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: set.appendingPathComponent("Contents.json").path, withDestinationPath: "/dev/zero")
        assertRefused("dev.imageset/Contents.json", reason: "a symbolic link out of the catalog (to /dev/zero)")
    }

    func testANamedPipeForContentsJSONIsRefusedWithoutBlocking() throws {
        let set = catalog.appendingPathComponent("pipe.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(set.appendingPathComponent("Contents.json").path, 0o644), 0)
        assertRefused("pipe.imageset/Contents.json", reason: "is a named pipe, not a regular file")
    }

    func testALinkToAnotherFolderOfTheCatalogIsFollowed() throws {
        try link("Shortcuts", to: "Tabs")
        let contents = try CatalogReader.read(catalog)
        XCTAssertEqual(contents.catalogs[0].children.map(\.name), ["Shortcuts", "Tabs"])
        XCTAssertEqual(contents.catalogs[0].children[0].assets.map(\.assetName), ["Shortcuts/default", "Shortcuts/home-selected", "Shortcuts/home", "Shortcuts/tab-settings"])
    }
}
