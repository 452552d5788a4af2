import Foundation
import IconForgeKit
import XCTest

/// Pruning a set's or group's `Contents.json`, which iconforge shares with the designer: when an
/// asset leaves, only iconforge's entries, keys and files go; what the user added stays byte for
/// byte, and the file (and its folder) stays while anything of the user's is in it.
final class SharedContentsPruneTests: XCTestCase {
    private let dark: JSONValue = .array([.object(["appearance": .string("luminosity"), "value": .string("dark")])])

    /// A manifest writing `icons` (`name: group`, nil for none) from `art/<name>.svg` into `A.xcassets`.
    private func manifest(_ icons: [(String, String?)], replace: Bool = false, in folder: URL) throws {
        let entries = icons.map { "  - source: art/\($0.0).svg\n" + ($0.1.map { "    group: \($0)\n" } ?? "") }.joined()
        try write("outputs:\n  - xcassets: A.xcassets\n" + (replace ? "    replace: true\n" : "") + "contact-sheet: false\nicons:\n" + entries,
                  to: "iconforge.yml", in: folder)
    }

    private func art(_ names: [String], in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        for name in names { try write(discSVG, to: "art/\(name).svg", in: folder) }
    }

    /// `contents` as iconforge leaves it once its part is gone: the entries `keep` accepts, and
    /// without the template key iconforge gave the set, keys sorted as Xcode writes them.
    private func without(_ contents: Data, keeping keep: ([String: JSONValue]) -> Bool) throws -> Data {
        var members = try XCTUnwrap(JSONValue(parsing: contents)?.members)
        guard case .array(let images)? = members["images"] else { throw CocoaError(.fileReadCorruptFile) }
        members["images"] = .array(images.filter { keep($0.members ?? [:]) })
        var properties = members["properties"]?.members ?? [:]
        properties["template-rendering-intent"] = nil
        members["properties"] = properties.isEmpty ? nil : .object(properties)
        return Data(JSONValue.object(members).xcodeText.utf8)
    }

    private func exists(_ path: String, in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    func testRemovingAnIconKeepsTheDarkEntriesADesignerAddedAndTheirFiles() throws {
        let folder = try makeTemporaryFolder(self)
        try art(["house", "home"], in: folder)
        try manifest([("house", nil), ("home", nil)], in: folder)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let set = folder.appendingPathComponent("A.xcassets/house.imageset")
        let designer = try XcodeShapedCatalog.editInXcode(set, name: "house")
        let rebuilt = try CLI.run(["build"], in: folder)
        XCTAssertEqual(rebuilt.status, 0, rebuilt.stderr)
        XCTAssertEqual(try XcodeShapedCatalog.entries(set).filter { $0["appearances"] != nil }.count, 3, "the next build keeps them")
        let merged = try Data(contentsOf: set.appendingPathComponent("Contents.json"))

        try manifest([("home", nil)], in: folder)
        let removed = try CLI.run(["build"], in: folder)
        XCTAssertEqual(removed.status, 0, removed.stderr)
        XCTAssertEqual(removed.errorLines, ["iconforge: warning: icons/house: removed iconforge's files; kept house.imageset for your "
                                           + "2 dark entries, empty dark 3x slot and compression-type"])
        XCTAssertEqual(try Data(contentsOf: set.appendingPathComponent("Contents.json")),
                       try without(merged) { $0["appearances"] != nil }, "the designer's entries, keys and author, byte for byte")
        XCTAssertEqual(try fileContents(in: set), designer.merging(["Contents.json": try without(merged) { $0["appearances"] != nil }]) { $1 },
                       "iconforge's three PNGs are gone, the designer's files are not")
        XCTAssertTrue(try XcodeShapedCatalog.allContentsParse(folder.appendingPathComponent("A.xcassets")))
        let check = try CLI.run(["build", "--check"], in: folder)
        XCTAssertEqual(check.status, 0, check.stderr)
    }

    func testTheSetGoesWhenNothingOfTheUsersIsLeftAndStaysForAKeyOrAFileOfTheirs() throws {
        let folder = try makeTemporaryFolder(self)
        try art(["plain", "keyed", "noted", "home"], in: folder)
        try manifest([("plain", nil), ("keyed", nil), ("noted", nil), ("home", nil)], in: folder)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let catalog = folder.appendingPathComponent("A.xcassets")
        // Xcode rewrote `plain` with its own author, and nothing else.
        for (name, property) in [("plain", nil), ("keyed", "compression-type")] as [(String, String?)] {
            let url = catalog.appendingPathComponent("\(name).imageset/Contents.json")
            var members = try XCTUnwrap(JSONValue(parsing: try Data(contentsOf: url))?.members)
            members["info"] = .object(["author": .string("xcode"), "version": .int(1)])
            if let property {
                var properties = members["properties"]?.members ?? [:]
                properties[property] = .string("lossless")
                members["properties"] = .object(properties)
            }
            try Data(JSONValue.object(members).xcodeText.utf8).write(to: url)
        }
        try write("ask Ana first", to: "noted.imageset/NOTES.txt", in: catalog)

        try manifest([("home", nil)], in: folder)
        let removed = try CLI.run(["build"], in: folder)
        XCTAssertEqual(removed.status, 0, removed.stderr)
        XCTAssertEqual(removed.errorLines, [
            "iconforge: warning: icons/keyed: removed iconforge's files; kept keyed.imageset for your compression-type",
            "iconforge: warning: icons/noted: removed iconforge's files; kept noted.imageset for your NOTES.txt",
        ])
        XCTAssertFalse(exists("plain.imageset", in: catalog), "Xcode's author alone is nothing of the user's")
        XCTAssertEqual(try fileContents(in: catalog.appendingPathComponent("keyed.imageset")), ["Contents.json": Data("""
            {
              "images" : [

              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              },
              "properties" : {
                "compression-type" : "lossless"
              }
            }

            """.utf8)])
        XCTAssertEqual(try relativeFiles(in: catalog.appendingPathComponent("noted.imageset")), ["Contents.json", "NOTES.txt"])
        XCTAssertEqual(try String(contentsOf: catalog.appendingPathComponent("noted.imageset/NOTES.txt"), encoding: .utf8), "ask Ana first")
    }

    func testDroppingASetTakenOverWithReplaceKeepsTheUsersDarkAndIPadEntriesAndCompression() throws {
        let folder = try makeTemporaryFolder(self)
        try art(["house", "home"], in: folder)
        let shape = XcodeShapedCatalog.darkAndPadSet("house")
        let set = try XcodeShapedCatalog.make(folder.appendingPathComponent("A.xcassets/house.imageset"), shape)
        let original = try Data(contentsOf: set.appendingPathComponent("Contents.json"))
        try manifest([("house", nil), ("home", nil)], replace: true, in: folder)
        let taken = try CLI.run(["build"], in: folder)
        XCTAssertEqual(taken.status, 0, taken.stderr)
        XCTAssertTrue(exists("house@3x.png", in: set), "iconforge fills the universal slots")

        try manifest([("home", nil)], replace: true, in: folder)
        let removed = try CLI.run(["build"], in: folder)
        XCTAssertEqual(removed.status, 0, removed.stderr)
        XCTAssertEqual(removed.errorLines, ["iconforge: warning: icons/house: removed iconforge's files; kept house.imageset for your "
                                           + "2 dark entries, empty dark 3x slot, 2 ipad entries, NOTES.txt and compression-type"])
        // Only iconforge's universal entries (in the slots it took) and its files went.
        let kept = try without(original) { $0["appearances"] != nil || $0["idiom"] != .string("universal") }
        XCTAssertEqual(try Data(contentsOf: set.appendingPathComponent("Contents.json")), kept)
        XCTAssertTrue(String(decoding: kept, as: UTF8.self).contains("\"author\" : \"xcode\""))
        XCTAssertEqual(try fileContents(in: set), shape.files.mapValues { Data($0.utf8) }.merging(["Contents.json": kept]) { $1 })
    }

    /// The twin line of a set iconforge took over (`--replace`) and that keeps the user's part.
    private func twin(_ set: URL, keptFor users: String) -> String {
        "iconforge: error: house.svg: house.symbolset would stand beside \(set.path), which stays for your \(users) once "
            + "iconforge's files in it go; an asset catalog may not hold two sets named house, and Xcode fails to build one "
            + "that does; give the asset another name (--name NEWNAME), or remove house.imageset"
    }

    /// Switched to a symbol, an icon whose set (taken over with --replace) holds the user's part
    /// would leave that set beside the symbol's, two sets of one name that Xcode will not build:
    /// the switch is refused, saying what of the user's keeps the set, and nothing changes.
    func testSwitchingATakenOverSetToASymbolIsRefusedWhileTheUsersPartWouldKeepItBeside() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "house.svg", in: folder)
        let shape = XcodeShapedCatalog.userSet("house")
        let set = try XcodeShapedCatalog.make(folder.appendingPathComponent("A.xcassets/house.imageset"), shape)
        XCTAssertEqual(try CLI.run(["icon", "house.svg", "--out", "A.xcassets", "--no-preview", "--replace"], in: folder).status, 0)
        let before = try fileContents(in: folder.appendingPathComponent("A.xcassets"))

        for replace in [[], ["--replace"]] {
            let symbol = try CLI.run(["icon", "house.svg", "--out", "A.xcassets", "--no-preview", "--symbol"] + replace, in: folder)
            XCTAssertEqual(symbol.status, 1)
            XCTAssertEqual(symbol.errorLines, [twin(set, keptFor: "dark entry, empty dark 3x slot, NOTES.txt and compression-type")])
            XCTAssertEqual(try fileContents(in: folder.appendingPathComponent("A.xcassets")), before, "nothing written, nothing pruned")
        }
    }

    func testAGroupKeepsItsNamespaceWhileTheUsersSetIsInIt() throws {
        let folder = try makeTemporaryFolder(self)
        try art(["home", "gift", "docs"], in: folder)
        try manifest([("home", "Tabs"), ("gift", "Tabs"), ("docs", nil)], in: folder)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let group = folder.appendingPathComponent("A.xcassets/Tabs")
        let namespace = try Data(contentsOf: group.appendingPathComponent("Contents.json"))
        XCTAssertTrue(String(decoding: namespace, as: UTF8.self).contains("\"provides-namespace\" : true"))

        // The icon that made the group leaves first: the other still needs its namespace.
        try manifest([("gift", "Tabs"), ("docs", nil)], in: folder)
        let first = try CLI.run(["build"], in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.errorLines, [], "another icon of iconforge's keeps the group, without a word")
        XCTAssertEqual(try Data(contentsOf: group.appendingPathComponent("Contents.json")), namespace)

        try XcodeShapedCatalog.make(group.appendingPathComponent("mine.imageset"), XcodeShapedCatalog.userSet("mine"))
        let mine = try fileContents(in: group.appendingPathComponent("mine.imageset"))
        try manifest([("docs", nil)], in: folder)
        let last = try CLI.run(["build"], in: folder)
        XCTAssertEqual(last.status, 0, last.stderr)
        XCTAssertEqual(last.errorLines, ["iconforge: warning: icons/Tabs/gift: removed iconforge's files; kept the group Tabs for your mine.imageset"])
        XCTAssertEqual(try Data(contentsOf: group.appendingPathComponent("Contents.json")), namespace, "Tabs/mine stays Tabs/mine")
        XCTAssertEqual(try fileContents(in: group.appendingPathComponent("mine.imageset")), mine)
        XCTAssertFalse(exists("gift.imageset", in: group))
    }

    func testAGroupGoesWithItsLastIconWhenNothingElseIsInIt() throws {
        let folder = try makeTemporaryFolder(self)
        try art(["home", "gift", "docs"], in: folder)
        try manifest([("home", "Tabs"), ("gift", "Tabs"), ("docs", nil)], in: folder)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        try manifest([("gift", "Tabs"), ("docs", nil)], in: folder)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        try manifest([("docs", nil)], in: folder)
        let last = try CLI.run(["build"], in: folder)
        XCTAssertEqual(last.status, 0, last.stderr)
        XCTAssertEqual(last.errorLines, [])
        XCTAssertFalse(exists("A.xcassets/Tabs", in: folder), "the icon left last takes the group's file, and the folder goes")
    }

    func testARecordOfTheLastReleaseStillReadsAndPrunesOnlyIconforgesEntries() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "house.svg", in: folder)
        try write(discSVG, to: "home.svg", in: folder)
        let catalog = folder.appendingPathComponent("A.xcassets")
        XCTAssertEqual(try CLI.run(["icon", "house.svg", "home.svg", "--out", "A.xcassets", "--no-preview"], in: folder).status, 0)
        let set = catalog.appendingPathComponent("house.imageset")
        let designer = try XcodeShapedCatalog.editInXcode(set, name: "house")
        let edited = try Data(contentsOf: set.appendingPathComponent("Contents.json"))
        // A record as the last release wrote it: asset -> file -> hash, nothing more.
        let record = catalog.appendingPathComponent(".iconforge-owned.json")
        let sha = { (path: String) in SHA256.hex(try Data(contentsOf: catalog.appendingPathComponent(path))) }
        let old: [String: [String: String]] = [
            "icons/house": Dictionary(uniqueKeysWithValues: try ["house.imageset/house.png", "house.imageset/house@2x.png",
                                                                 "house.imageset/house@3x.png"].map { ($0, try sha($0)) }
                + [("house.imageset/Contents.json", SHA256.hex(Data("as the last build merged it".utf8)))]),
            "icons/home": Dictionary(uniqueKeysWithValues: try ["home.imageset/Contents.json", "home.imageset/home.png",
                                                                "home.imageset/home@2x.png", "home.imageset/home@3x.png"].map { ($0, try sha($0)) }),
        ]
        try FileManager.default.removeItem(at: catalog.appendingPathComponent(".iconforge-record.json"))
        try JSONSerialization.data(withJSONObject: ["assets": old]).write(to: record)

        // The switch to a symbol would keep the old set for the designer's part, as the old record
        // tells it from iconforge's: refused, saying so, and the set stays as it is.
        let moved = try CLI.run(["icon", "house.svg", "--out", "A.xcassets", "--no-preview", "--symbol"], in: folder)
        XCTAssertEqual(moved.status, 1)
        XCTAssertEqual(moved.errorLines, [twin(set, keptFor: "2 dark entries, empty dark 3x slot and compression-type")])
        XCTAssertEqual(try Data(contentsOf: set.appendingPathComponent("Contents.json")), edited)
        XCTAssertEqual(try fileContents(in: set).filter { designer[$0.key] != nil }, designer)
        XCTAssertFalse(exists("house.symbolset", in: catalog))
        let home = try CLI.run(["icon", "home.svg", "--out", "A.xcassets", "--no-preview", "--symbol"], in: folder)
        XCTAssertEqual(home.status, 0, home.stderr)
        XCTAssertFalse(exists("home.imageset", in: catalog), "the other asset's record still reads, and its whole set goes")
    }

    func testAKeyTheUsersSetAlreadyHadIsRecordedAsTheirsAndStays() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "house.svg", in: folder)
        var shape = XcodeShapedCatalog.userSet("house")
        shape.contents = shape.contents.replacingOccurrences(of: "\"compression-type\" : \"lossless\"",
                                                             with: "\"compression-type\" : \"lossless\", \"template-rendering-intent\" : \"template\"")
        let set = try XcodeShapedCatalog.make(folder.appendingPathComponent("A.xcassets/house.imageset"), shape)
        XCTAssertEqual(try CLI.run(["icon", "house.svg", "--out", "A.xcassets", "--no-preview", "--replace"], in: folder).status, 0)
        let record = try String(contentsOf: folder.appendingPathComponent("A.xcassets/.iconforge-record.json"), encoding: .utf8)
        XCTAssertTrue(record.contains("\"shared\""), "iconforge set no key there: the record says so")

        // The user's key alone would keep the set beside a symbol: the record says it is theirs.
        var members = try XCTUnwrap(JSONValue(parsing: try Data(contentsOf: set.appendingPathComponent("Contents.json")))?.members)
        guard case .array(let images)? = members["images"] else { return XCTFail("no images") }
        members["images"] = .array(images.filter { $0.members?["appearances"] == nil })
        members["properties"] = .object(["template-rendering-intent": .string("template")])
        try Data(JSONValue.object(members).xcodeText.utf8).write(to: set.appendingPathComponent("Contents.json"))
        for name in ["NOTES.txt", "house-dark@2x.png"] { try FileManager.default.removeItem(at: set.appendingPathComponent(name)) }
        let symbol = try CLI.run(["icon", "house.svg", "--out", "A.xcassets", "--no-preview", "--symbol"], in: folder)
        XCTAssertEqual(symbol.status, 1)
        XCTAssertEqual(symbol.errorLines, [twin(set, keptFor: "template-rendering-intent")])
    }
}
