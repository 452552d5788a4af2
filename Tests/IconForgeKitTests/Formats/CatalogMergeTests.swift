import Foundation
import IconForgeKit
import TestSupport
import XCTest

/// Writing into a catalog made in Xcode: an imageset iconforge has no record of is the user's
/// and refused whole, byte for byte; `--replace` takes it over, changing nothing but the entries
/// of iconforge's slots (a set a designer edited in Xcode: `CatalogOwnershipTests`).
final class CatalogMergeTests: XCTestCase {
    private func docs(_ template: String = "docs") throws -> IconSource {
        IconSource(displayName: "docs.svg", name: "docs", data: try XCTUnwrap(TemplateLibrary.named(template)).data)
    }

    private func build(_ catalog: URL, scales: [Int] = [1, 2, 3], replaces: Bool = false, template: String = "docs",
                       file: StaticString = #filePath, line: UInt = #line) throws -> IconOutcome {
        var builder = IconBuilder(options: IconOptions(scales: scales), format: XcodeCatalog(root: catalog))
        builder.replaces = replaces
        let outcome = try XCTUnwrap(builder.build([try docs(template)]).first)
        XCTAssertNil(outcome.error, file: file, line: line)
        return outcome
    }

    func testAUsersImagesetOfTheSameNameIsRefusedWholeAndKeptByteForByte() throws {
        let catalog = try makeTemporaryFolder(self).appendingPathComponent("App.xcassets")
        try XcodeCatalogFixture.make(catalog, name: "docs")
        let before = try fileContents(in: catalog)
        let outcome = try XCTUnwrap(IconBuilder(options: IconOptions(), format: XcodeCatalog(root: catalog)).build([try docs()]).first)
        let set = catalog.appendingPathComponent("docs.imageset").path
        XCTAssertEqual(outcome.error?.path, set)
        XCTAssertEqual(outcome.error?.reason, "iconforge did not make the imageset \(set) (it has no record of it), and replaces "
                       + "only what its own record says it wrote, unchanged since; give the asset another name (--name NEWNAME), or give "
                       + "--replace to let iconforge take the set over")
        XCTAssertEqual(outcome.error?.namesAsset, true, "the line names the asset, the set in its reason")
        XCTAssertEqual(try fileContents(in: catalog), before, "nothing was written, not even a record")
    }

    func testReplaceTakesAUsersSetOverChangingOnlyTheEntriesOfItsSlots() throws {
        let catalog = try makeTemporaryFolder(self).appendingPathComponent("App.xcassets")
        try XcodeCatalogFixture.make(catalog, name: "docs")
        let original = try XcodeCatalogFixture.entries(catalog.appendingPathComponent("docs.imageset/Contents.json"))
        let outcome = try build(catalog, replaces: true)
        XCTAssertEqual(outcome.notes, [], "the user's docs.png has iconforge's name: it is replaced, not left beside")

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
        // From then on the set is iconforge's: a later run needs no consent.
        _ = try build(catalog, template: "home")
    }

    func testAScaleNoLongerWrittenIsDeletedWithItsEntryWhileTheUsersEntriesStay() throws {
        let catalog = try makeTemporaryFolder(self).appendingPathComponent("App.xcassets")
        try XcodeCatalogFixture.make(catalog, name: "docs")
        _ = try build(catalog, replaces: true)
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

    func testAnEntryOfTheUsersInASlotOfIconforgesSetIsRefusedUnlessReplaced() throws {
        let catalog = try makeTemporaryFolder(self).appendingPathComponent("App.xcassets")
        _ = try build(catalog)
        let set = catalog.appendingPathComponent("docs.imageset")
        // The designer dropped their own 2x image into iconforge's slot in Xcode.
        let url = set.appendingPathComponent("Contents.json")
        var text = try String(contentsOf: url, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"docs@2x.png\"", with: "\"docs-redrawn@2x.png\"")
        try Data(text.utf8).write(to: url)
        try Data("redrawn".utf8).write(to: set.appendingPathComponent("docs-redrawn@2x.png"))
        let before = try fileContents(in: catalog)
        let refused = try XCTUnwrap(IconBuilder(options: IconOptions(), format: XcodeCatalog(root: catalog)).build([try docs("home")]).first)
        XCTAssertEqual(refused.error?.path, set.appendingPathComponent("docs-redrawn@2x.png").path)
        XCTAssertTrue(refused.error?.reason.hasPrefix("an entry of the user's fills the 2x slot") == true, "\(String(describing: refused.error))")
        XCTAssertEqual(try fileContents(in: catalog), before)

        let taken = try build(catalog, replaces: true, template: "home")
        XCTAssertEqual(taken.notes, [set.appendingPathComponent("docs-redrawn@2x.png").path
                                     + " is no longer in Contents.json (iconforge took its slot over), but was left in place"])
        XCTAssertEqual(try String(contentsOf: set.appendingPathComponent("docs-redrawn@2x.png"), encoding: .utf8), "redrawn")
    }

    func testWritingTheSameIconAgainChangesNoByte() throws {
        let catalog = try makeTemporaryFolder(self).appendingPathComponent("Icons.xcassets")
        _ = try build(catalog)
        let first = try fileContents(in: catalog)
        _ = try build(catalog)
        XCTAssertEqual(try fileContents(in: catalog), first)
        XCTAssertTrue(first.keys.contains(".iconforge-record.json"))
    }

    func testAFileOfTheUsersInTheWayOfAPNGIsReportedAndKept() throws {
        let folder = try makeTemporaryFolder(self).appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("docs@2x.png"))
        let outcome = try XCTUnwrap(IconBuilder(options: IconOptions(), format: PNGFolder(root: folder)).build([try docs()]).first)
        let error = try XCTUnwrap(outcome.error?.description)
        XCTAssertTrue(error.hasPrefix("iconforge did not write " + folder.appendingPathComponent("docs@2x.png").path + " (it has no record"), error)
        XCTAssertEqual(try relativeFiles(in: folder), ["docs@2x.png"], "nothing else was written")
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("docs@2x.png")), Data("mine".utf8))
    }
}
