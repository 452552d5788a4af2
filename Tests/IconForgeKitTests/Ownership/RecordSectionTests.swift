import Foundation
@testable import IconForgeKit
import XCTest

/// In a bundle's record each preview is an entry of its own (the asset it shows, its hash) and
/// the contact sheet one entry (its pages with their hashes and the assets each shows), not
/// files of their assets or of an asset called `contact-sheet`; a run sees them as before, and
/// records main wrote that way (format 3) read to the same.
final class RecordSectionTests: XCTestCase {
    private let url = URL(fileURLWithPath: "/tmp/.iconforge-record.json")

    /// A build's part as a run keeps it: house with its preview, the sheet's two pages, the Swift file.
    private var build: [String: RecordEntry] {
        var sheet = RecordEntry(files: ["../previews/Sheet-1.png": "p1", "../previews/Sheet-2.png": "p2"], source: "ss",
                                options: "so", version: "0.1.0")
        sheet.shown = ["../previews/Sheet-1.png": ["icons/house", "icons/star"], "../previews/Sheet-2.png": ["icons/zoo"]]
        return [
            "icons/house": RecordEntry(files: ["house.imageset/house.png": "h1", "../previews/house-preview.png": "hp"],
                                       source: "s", options: "o", version: "0.1.0"),
            "icons/star": RecordEntry(files: ["star.imageset/star.png": "s1"], source: "s", options: "o", version: "0.1.0"),
            RecordID.swift: RecordEntry(files: ["../Sources/Icons.swift": "sw"], source: "s", options: "o", version: "0.1.0"),
            RecordID.contactSheet: sheet,
        ]
    }

    private func members(_ text: String, _ path: String...) throws -> [String: JSONValue] {
        var value = try XCTUnwrap(JSONValue(parsing: Data(text.utf8)))
        for key in path { value = try XCTUnwrap(value.members?[key], key) }
        return try XCTUnwrap(value.members)
    }

    func testPreviewsAndTheSheetAreEntriesOfTheirOwnInTheFile() throws {
        var record = BundleRecord()
        record.manifests["../iconforge.yml"] = build
        let text = record.text
        let section = try members(text, "manifests", "../iconforge.yml")
        XCTAssertEqual(section.keys.sorted(), ["assets", "contact-sheet", "previews"])
        XCTAssertEqual(section["assets"]?.members?.keys.sorted(), ["icons/house", "icons/star", RecordID.swift],
                       "the sheet is no asset")
        XCTAssertEqual(section["assets"]?.members?["icons/house"]?.members?["files"],
                       .object(["house.imageset/house.png": .string("h1")]), "the preview is no file of its asset")
        XCTAssertEqual(section["assets"]?.members?[RecordID.swift]?.members?["files"],
                       .object(["../Sources/Icons.swift": .string("sw")]), "the Swift file is no preview")
        XCTAssertEqual(section["previews"], .object(["../previews/house-preview.png": .object(["asset": .string("icons/house"),
                                                                                               "hash": .string("hp")])]))
        let sheet = try XCTUnwrap(section["contact-sheet"]?.members)
        XCTAssertEqual(sheet["pages"], .object([
            "../previews/Sheet-1.png": .object(["hash": .string("p1"), "shows": .array([.string("icons/house"), .string("icons/star")])]),
            "../previews/Sheet-2.png": .object(["hash": .string("p2"), "shows": .array([.string("icons/zoo")])]),
        ]))
        XCTAssertEqual(sheet["source"], .string("ss"))
        XCTAssertEqual(sheet["options"], .string("so"))
        // Read back, by the scan and by the decoder alike, a run sees what it recorded; printed again, the same bytes.
        let data = Data(text.utf8)
        XCTAssertNotNil(BundleRecord.Plain.scanned(data))
        let read = try BundleRecord.parse(data, from: url)
        XCTAssertEqual(read.manifests["../iconforge.yml"], build)
        XCTAssertFalse(read.older)
        XCTAssertEqual(read.text, text)
        let decoded = try JSONDecoder().decode(BundleRecord.Plain.self, from: data)
        XCTAssertEqual(decoded.manifests?["../iconforge.yml"]?.entries, build)
    }

    func testTheCommandsPartKeepsTheSameShape() throws {
        var record = BundleRecord()
        record.commands = ["icons/heart": RecordEntry(files: ["heart.png": "1", "../iconforge-previews/heart-preview.png": "2"]),
                           RecordID.contactSheet: RecordEntry(files: ["../iconforge-previews/ContactSheet.png": "3"])]
        let section = try members(record.text, "commands")
        XCTAssertEqual(section["previews"]?.members?.keys.sorted(), ["../iconforge-previews/heart-preview.png"])
        XCTAssertEqual(section["contact-sheet"], .object(["pages": .object(["../iconforge-previews/ContactSheet.png":
                                                                                .object(["hash": .string("3")])])]),
                       "a page whose assets are not known says none")
        XCTAssertEqual(try BundleRecord.parse(Data(record.text.utf8), from: url).commands, record.commands)
    }

    func testARecordMainWroteWithPreviewsAsFilesReadsTheSameAndIsWrittenAgain() throws {
        // Format 3: the preview one more file of house, the sheet an asset.
        let text = #"""
        {"format":3,"generator":"iconforge","manifests":{"../iconforge.yml":{"assets":{
          "contact-sheet":{"files":{"../previews/Sheet.png":"p"},"options":"so","source":"ss","version":"0.1.0"},
          "icons/house":{"files":{"house.imageset/house.png":"h1","../previews/house-preview.png":"hp"},
                         "options":"o","source":"s","version":"0.1.0"}}}}}
        """#
        let read = try BundleRecord.parse(Data(text.utf8), from: url)
        XCTAssertTrue(read.older, "written again as the current format")
        XCTAssertEqual(read.manifests["../iconforge.yml"]?["icons/house"]?.files,
                       ["house.imageset/house.png": "h1", "../previews/house-preview.png": "hp"])
        XCTAssertEqual(read.manifests["../iconforge.yml"]?[RecordID.contactSheet]?.files, ["../previews/Sheet.png": "p"])
        let section = try members(read.text, "manifests", "../iconforge.yml")
        XCTAssertEqual(section["previews"]?.members?["../previews/house-preview.png"],
                       .object(["asset": .string("icons/house"), "hash": .string("hp")]))
        XCTAssertEqual(section["assets"]?.members?.keys.sorted(), ["icons/house"])

        let folder = try makeTemporaryFolder(self)
        try Data(text.utf8).write(to: folder.appendingPathComponent(BundleRecord.fileName))
        try BundleRecord.migrate(in: folder)
        let migrated = try String(contentsOf: folder.appendingPathComponent(BundleRecord.fileName), encoding: .utf8)
        XCTAssertEqual(migrated, read.text)
        XCTAssertFalse(try BundleRecord.read(from: folder).older)
    }

    func testAPreviewOfAnAssetWithoutARecordVouchesForNothing() throws {
        let text = #"""
        {"format":4,"commands":{"assets":{"icons/a":{"files":{"a.png":"1"}}},
          "previews":{"../p/a-preview.png":{"asset":"icons/a","hash":"2"},"../p/b-preview.png":{"asset":"icons/b","hash":"3"}}}}
        """#
        let read = try BundleRecord.parse(Data(text.utf8), from: url)
        XCTAssertEqual(read.commands, ["icons/a": RecordEntry(files: ["a.png": "1", "../p/a-preview.png": "2"])])
    }

    func testTwoAssetsNamingOnePreviewLeaveItToTheFirst() throws {
        var record = BundleRecord()
        record.commands = ["icons/a": RecordEntry(files: ["a.png": "1", "../p/x-preview.png": "2"]),
                           "icons/b": RecordEntry(files: ["b.png": "3", "../p/x-preview.png": "4"])]
        let read = try BundleRecord.parse(Data(record.text.utf8), from: url)
        XCTAssertEqual(read.commands["icons/a"]?.files, ["a.png": "1", "../p/x-preview.png": "2"])
        XCTAssertEqual(read.commands["icons/b"]?.files, ["b.png": "3"], "never deletes what the other drew there")
    }
}
