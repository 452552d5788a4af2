import Foundation
import IconForgeKit
import XCTest

/// A set iconforge made that stays once iconforge's part leaves (for a designer's entries or
/// files) is the user's: its `info` no longer names iconforge as the author, but Xcode, as Xcode
/// writes it; everything else of the user's stays byte for byte.
final class HandedOverAuthorTests: XCTestCase {
    private func manifest(_ names: [String], in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try write("outputs:\n  - xcassets: A.xcassets\ncontact-sheet: false\nicons:\n"
                  + names.map { "  - source: art/\($0).svg\n" }.joined(), to: "iconforge.yml", in: folder)
    }

    private func author(_ set: URL) throws -> JSONValue? {
        JSONValue(parsing: try Data(contentsOf: set.appendingPathComponent("Contents.json")))?.members?["info"]?.members?["author"]
    }

    func testASetKeptForADesignersDarkEntriesNamesXcodeAsItsAuthor() throws {
        let folder = try makeTemporaryFolder(self)
        try manifest(["house", "home"], in: folder)
        for name in ["house", "home"] { _ = try write(discSVG, to: "art/\(name).svg", in: folder) }
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let set = folder.appendingPathComponent("A.xcassets/house.imageset")
        // Dark images added in Xcode, which leaves the author the file names.
        let designer = try XcodeShapedCatalog.editInXcode(set, name: "house", keepingAuthor: true)
        XCTAssertEqual(try author(set), .string("iconforge"))
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let merged = try XCTUnwrap(JSONValue(parsing: try Data(contentsOf: set.appendingPathComponent("Contents.json")))?.members)

        try manifest(["home"], in: folder)
        let removed = try CLI.run(["build"], in: folder)
        XCTAssertEqual(removed.status, 0, removed.stderr)
        XCTAssertEqual(removed.errorLines, ["iconforge: warning: icons/house: removed iconforge's files; kept house.imageset for your "
                                           + "2 dark entries, empty dark 3x slot and compression-type"])
        // The designer's entries and key as they were, in Xcode's layout; the author Xcode's.
        guard case .array(let images)? = merged["images"] else { return XCTFail("no images") }
        var expected = merged
        expected["images"] = .array(images.filter { $0.members?["appearances"] != nil })
        expected["properties"] = .object(["compression-type": .string("gpu-optimized-smallest")])
        expected["info"] = .object(["author": .string("xcode"), "version": .int(1)])
        let kept = try Data(contentsOf: set.appendingPathComponent("Contents.json"))
        XCTAssertEqual(String(decoding: kept, as: UTF8.self), JSONValue.object(expected).xcodeText)
        XCTAssertEqual(try fileContents(in: set), designer.merging(["Contents.json": kept]) { $1 })
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)
    }

    func testASetKeptForAFileOfTheUsersNamesXcodeAndAnotherAuthorStays() throws {
        let folder = try makeTemporaryFolder(self)
        try manifest(["noted", "signed", "home"], in: folder)
        for name in ["noted", "signed", "home"] { _ = try write(discSVG, to: "art/\(name).svg", in: folder) }
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let catalog = folder.appendingPathComponent("A.xcassets")
        for name in ["noted", "signed"] { _ = try write("ask Ana first", to: "\(name).imageset/NOTES.txt", in: catalog) }
        // The user signed this one as theirs: it stays theirs.
        let signed = catalog.appendingPathComponent("signed.imageset/Contents.json")
        var members = try XCTUnwrap(JSONValue(parsing: try Data(contentsOf: signed))?.members)
        members["info"] = .object(["author": .string("ana"), "version": .int(1)])
        try Data(JSONValue.object(members).xcodeText.utf8).write(to: signed)

        try manifest(["home"], in: folder)
        let removed = try CLI.run(["build"], in: folder)
        XCTAssertEqual(removed.status, 0, removed.stderr)
        let empty = "{\n  \"images\" : [\n\n  ],\n  \"info\" : {\n    \"author\" : \"%@\",\n    \"version\" : 1\n  }\n}\n"
        for (name, author) in [("noted", "xcode"), ("signed", "ana")] {
            XCTAssertEqual(try fileContents(in: catalog.appendingPathComponent("\(name).imageset")),
                           ["Contents.json": Data(empty.replacingOccurrences(of: "%@", with: author).utf8), "NOTES.txt": Data("ask Ana first".utf8)],
                           name)
        }
    }
}
