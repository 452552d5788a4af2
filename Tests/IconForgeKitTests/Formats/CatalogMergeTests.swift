import Foundation
import IconForgeKit
import XCTest

/// Writing into a catalog made in Xcode changes nothing but iconforge's own entries and files.
final class CatalogMergeTests: XCTestCase {
    private func docs() throws -> IconSource {
        IconSource(displayName: "docs.svg", name: "docs", data: try XCTUnwrap(TemplateLibrary.named("docs")).data)
    }

    private func build(_ catalog: URL, scales: [Int] = [1, 2, 3]) throws -> IconOutcome {
        let outcome = try XCTUnwrap(IconBuilder(options: IconOptions(scales: scales), format: XcodeCatalog(root: catalog))
            .build([try docs()]).first)
        XCTAssertNil(outcome.error)
        return outcome
    }

    func testAnIconWrittenIntoAnXcodeImagesetReplacesOnlyTheUniversalEntriesOfItsScales() throws {
        let catalog = try makeTemporaryFolder(self).appendingPathComponent("App.xcassets")
        try XcodeCatalogFixture.make(catalog, name: "docs")
        let original = try XcodeCatalogFixture.entries(catalog.appendingPathComponent("docs.imageset/Contents.json"))
        _ = try build(catalog)

        XCTAssertEqual(try String(contentsOf: catalog.appendingPathComponent("Contents.json"), encoding: .utf8),
                       XcodeCatalogFixture.root, "the catalog's own Contents.json is never rewritten")
        let contentsURL = catalog.appendingPathComponent("docs.imageset/Contents.json")
        let entries = try XcodeCatalogFixture.entries(contentsURL)
        let mine = entries.filter { $0["idiom"] == .string("universal") && $0["appearances"] == nil }
        XCTAssertEqual(mine.map { $0["filename"] }, [.string("docs.png"), .string("docs@2x.png"), .string("docs@3x.png")])
        let theirs = original.filter { $0["idiom"] != .string("universal") || $0["appearances"] != nil }
        XCTAssertEqual(entries.filter { $0["idiom"] != .string("universal") || $0["appearances"] != nil }, theirs,
                       "dark, high-contrast, iPhone, tiled iPad and empty Mac entries stay as they were")
        let document = try XCTUnwrap(JSONValue(parsing: Data(contentsOf: contentsURL)))
        XCTAssertEqual(document.members?["properties"], .object([
            "compression-type": .string("lossless"), "preserves-vector-representation": .bool(true),
            "localizable": .bool(true), "template-rendering-intent": .string("template"),
        ]))
        XCTAssertEqual(document.members?["info"], .object(["author": .string("xcode"), "version": .int(1)]))
        XCTAssertEqual(try String(contentsOf: contentsURL, encoding: .utf8), document.xcodeText, "keys sorted as Xcode writes them")
        for (file, data) in XcodeCatalogFixture.userFiles("docs") {
            XCTAssertEqual(try Data(contentsOf: catalog.appendingPathComponent("docs.imageset/\(file)")), data, file)
        }
        let png = try PNGDecoder.decode(contentsOf: catalog.appendingPathComponent("docs.imageset/docs.png"))
        XCTAssertEqual([png.width, png.height], [30, 30], "the universal 1x slot now holds iconforge's icon")
    }

    func testAScaleNoLongerWrittenIsDeletedWithItsEntryWhileTheUsersEntriesStay() throws {
        let catalog = try makeTemporaryFolder(self).appendingPathComponent("App.xcassets")
        try XcodeCatalogFixture.make(catalog, name: "docs")
        _ = try build(catalog)
        _ = try build(catalog, scales: [2])
        let folder = catalog.appendingPathComponent("docs.imageset")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs@3x.png").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs.png").path))
        let entries = try XcodeCatalogFixture.entries(folder.appendingPathComponent("Contents.json"))
        XCTAssertEqual(entries.filter { $0["idiom"] == .string("universal") && $0["appearances"] == nil }.map { $0["filename"] },
                       [.string("docs@2x.png")])
        XCTAssertEqual(entries.count, 8, "the seven entries of the user's stay")
        for (file, data) in XcodeCatalogFixture.userFiles("docs") {
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent(file)), data, file)
        }
    }

    func testWritingTheSameIconAgainChangesNoByte() throws {
        let catalog = try makeTemporaryFolder(self).appendingPathComponent("Icons.xcassets")
        _ = try build(catalog)
        let first = try fileContents(in: catalog)
        _ = try build(catalog)
        XCTAssertEqual(try fileContents(in: catalog), first)
        XCTAssertTrue(first.keys.contains(".iconforge-owned.json"))
    }

    func testAFileOfTheUsersInTheWayOfAPNGIsReportedAndKept() throws {
        let folder = try makeTemporaryFolder(self).appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("docs@2x.png"))
        let outcome = try XCTUnwrap(IconBuilder(options: IconOptions(), format: PNGFolder(root: folder)).build([try docs()]).first)
        let error = try XCTUnwrap(outcome.error)
        XCTAssertTrue(error.hasPrefix(folder.appendingPathComponent("docs@2x.png").path + ": iconforge did not write this file"), error)
        XCTAssertEqual(try relativeFiles(in: folder), ["docs@2x.png"], "nothing else was written")
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("docs@2x.png")), Data("mine".utf8))
    }
}
