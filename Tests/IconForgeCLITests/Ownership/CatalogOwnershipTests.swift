import Foundation
import IconForgeKit
import XCTest

/// The ownership rule in an app's own catalog, for `icon`, `button` and `build`: a set of the
/// user's is refused whole and left byte for byte, a set iconforge made keeps what a designer
/// added in Xcode, and `--replace` / `replace: true` hands a set over once.
final class CatalogOwnershipTests: XCTestCase {
    /// The refusal of the user's set `set` where `asset` goes, as the command line prints it.
    private func refusal(_ asset: String, _ set: URL, name: String = "--name NEWNAME", consent: String = "give --replace") -> String {
        "iconforge: error: \(asset): iconforge did not make the imageset \(set.path) (it has no record of it), and replaces only "
            + "what its own record says it wrote, unchanged since; give the asset another name (\(name)), or \(consent) to let "
            + "iconforge take the set over"
    }

    func testIconRefusesTheUsersSetOfTheSameNameWritesTheOthersAndTakesItOverOnlyWithReplace() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "house.svg", in: folder)
        let set = try XcodeShapedCatalog.make(folder.appendingPathComponent("App/Assets.xcassets/house.imageset"),
                                              XcodeShapedCatalog.userSet("house"))
        let before = try fileContents(in: set)
        let run = try CLI.run(["icon", "house.svg", "docs", "--out", "App/Assets.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, [refusal("house.svg", set)])
        XCTAssertEqual(try fileContents(in: set), before, "the user's set is left byte for byte")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/Assets.xcassets/docs.imageset/docs@3x.png").path))

        let taken = try CLI.run(["icon", "house.svg", "--out", "App/Assets.xcassets", "--no-preview", "--replace"], in: folder)
        XCTAssertEqual(taken.status, 0, taken.stderr)
        let entries = try XcodeShapedCatalog.entries(set)
        XCTAssertEqual(entries.filter { $0["appearances"] == nil }.map { $0["filename"] },
                       [.string("house.png"), .string("house@2x.png"), .string("house@3x.png")])
        XCTAssertEqual(entries.filter { $0["appearances"] != nil }.count, 2, "the dark entries (one empty) stay")
        XCTAssertEqual(try Data(contentsOf: set.appendingPathComponent("house-dark@2x.png")), before["house-dark@2x.png"])
        XCTAssertEqual(try Data(contentsOf: set.appendingPathComponent("NOTES.txt")), before["NOTES.txt"])
        try assertPngcheckAccepts(set.appendingPathComponent("house@3x.png"))
        // Recorded as iconforge's from then on: no flag needed.
        XCTAssertEqual(try CLI.run(["icon", "house.svg", "--out", "App/Assets.xcassets", "--no-preview"], in: folder).status, 0)
    }

    func testAFolderWithNoContentsJSONIsTheUsersForIconAndBuild() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "house.svg", in: folder)
        // Named like a set, holding only a note: no Contents.json, no record.
        let set = folder.appendingPathComponent("A.xcassets/house.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try write("ask Ana first", to: "NOTES.txt", in: set)
        let run = try CLI.run(["icon", "house.svg", "--out", "A.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, [refusal("house.svg", set)])
        XCTAssertEqual(try relativeFiles(in: set), ["NOTES.txt"])
        try write("outputs:\n  - xcassets: A.xcassets\ncontact-sheet: false\nicons:\n  - source: house.svg\n", to: "iconforge.yml", in: folder)
        let build = try CLI.run(["build"], in: folder)
        XCTAssertEqual(build.status, 1)
        XCTAssertEqual(build.errorLines, [refusal("icons/house", set, name: "its name: in the manifest",
                                                  consent: "add 'replace: true' to the output")])
        XCTAssertEqual(try relativeFiles(in: set), ["NOTES.txt"])

        let taken = try CLI.run(["icon", "house.svg", "--out", "A.xcassets", "--no-preview", "--replace"], in: folder)
        XCTAssertEqual(taken.status, 0, taken.stderr)
        XCTAssertEqual(try relativeFiles(in: set), ["Contents.json", "NOTES.txt", "house.png", "house@2x.png", "house@3x.png"])
        XCTAssertEqual(try String(contentsOf: set.appendingPathComponent("NOTES.txt"), encoding: .utf8), "ask Ana first")
    }

    func testALinkInOneSlotRefusesThatSlotAndKeepsTheSetIconforges() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "house.svg", in: folder)
        let victim = try write("precious", to: "elsewhere.png", in: folder)
        let catalog = folder.appendingPathComponent("A.xcassets")
        let set = catalog.appendingPathComponent("house.imageset")
        try write("outputs:\n  - xcassets: A.xcassets\ncontact-sheet: false\nicons:\n  - source: house.svg\n", to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        XCTAssertEqual(try CLI.run(["icon", "house.svg", "--out", "B.xcassets", "--no-preview"], in: folder).status, 0)
        let other = folder.appendingPathComponent("B.xcassets/house.imageset")
        for set in [set, other] {
            try FileManager.default.removeItem(at: set.appendingPathComponent("house@2x.png"))
            try FileManager.default.createSymbolicLink(at: set.appendingPathComponent("house@2x.png"), withDestinationURL: victim)
        }
        try write(discSVG.replacingOccurrences(of: "r=\"9\"", with: "r=\"7\""), to: "house.svg", in: folder)
        let before = try fileContents(in: set)

        let link = { (set: URL, consent: String) in
            "iconforge: error: \(set.appendingPathComponent("house@2x.png").path): the 2x entry's file is a symbolic link, which "
                + "iconforge never writes through, and iconforge replaces only what its own record says it wrote, unchanged since; "
                + "move it away or delete it, or \(consent) to let iconforge take it over"
        }
        let build = try CLI.run(["build"], in: folder)
        XCTAssertEqual(build.status, 1)
        XCTAssertEqual(build.errorLines, [link(set, "add 'replace: true' to the output")])
        let icon = try CLI.run(["icon", "house.svg", "--out", "B.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(icon.status, 1)
        XCTAssertEqual(icon.errorLines, [link(other, "give --replace")])
        XCTAssertEqual(try fileContents(in: set), before, "nothing of the asset is written")
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "precious")
        for bundle in ["A.xcassets", "B.xcassets"] {
            let record = try String(contentsOf: folder.appendingPathComponent("\(bundle)/.iconforge-record.json"), encoding: .utf8)
            XCTAssertFalse(record.contains("\"set-aside\""), "the record is not disowned")
        }

        // The link moved away, the set is still iconforge's: written without a flag. With --replace
        // a file takes the link's place, and what it points to is untouched.
        try FileManager.default.removeItem(at: set.appendingPathComponent("house@2x.png"))
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        XCTAssertEqual(try relativeFiles(in: set), ["Contents.json", "house.png", "house@2x.png", "house@3x.png"])
        let replaced = try CLI.run(["icon", "house.svg", "--out", "B.xcassets", "--no-preview", "--replace"], in: folder)
        XCTAssertEqual(replaced.status, 0, replaced.stderr)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: other.appendingPathComponent("house@2x.png").path)[.type]
                       as? FileAttributeType, .typeRegular)
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "precious")
    }

    func testAButtonNamedLikeTheUsersTiledChatBubbleLeavesItsSlicingAlone() throws {
        let folder = try makeTemporaryFolder(self)
        let set = try XcodeShapedCatalog.make(folder.appendingPathComponent("App.xcassets/mes_bg_me.imageset"),
                                              XcodeShapedCatalog.tiledSet("mes_bg_me"))
        let before = try fileContents(in: set)
        let arguments = ["button", "--color", "#3366cc", "--name", "mes_bg_me", "--states", "normal", "--stretch", "both",
                         "--out", "App.xcassets", "--no-preview"]
        let run = try CLI.run(arguments, in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, [refusal("template:button.svg", set)])
        XCTAssertEqual(try fileContents(in: set), before, "the 9-part tile slicing and its files stay as Xcode wrote them")

        // With consent the button takes iconforge's slots; Xcode's own _1x/_2x/_3x files stay, said once each.
        let taken = try CLI.run(arguments + ["--replace"], in: folder)
        XCTAssertEqual(taken.status, 0, taken.stderr)
        XCTAssertEqual(taken.errorLines.count, 3, taken.stderr)
        XCTAssertTrue(taken.stderr.contains("mes_bg_me_2x.png is no longer in Contents.json"), taken.stderr)
        for file in ["mes_bg_me_1x.png", "mes_bg_me_2x.png", "mes_bg_me_3x.png"] {
            XCTAssertEqual(try Data(contentsOf: set.appendingPathComponent(file)), before[file], file)
        }
        let entries = try XcodeShapedCatalog.entries(set)
        XCTAssertTrue(entries.contains { $0["idiom"] == .string("ipad") }, "the iPad slot stays")
        let contents = try String(contentsOf: set.appendingPathComponent("Contents.json"), encoding: .utf8)
        XCTAssertTrue(contents.contains("\"compression-type\" : \"lossless\""), contents)
    }

    func testASetIconforgeMadeKeepsADesignersXcodeEditsThroughIconAndButtonRuns() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "home", "--out", "A.xcassets", "--no-preview"], in: folder).status, 0)
        XCTAssertEqual(try CLI.run(["button", "--color", "blue", "--name", "go", "--states", "normal", "--out", "A.xcassets",
                                    "--no-preview"], in: folder).status, 0)
        let icon = folder.appendingPathComponent("A.xcassets/home.imageset")
        let button = folder.appendingPathComponent("A.xcassets/go.imageset")
        let iconDark = try XcodeShapedCatalog.editInXcode(icon, name: "home")
        let buttonDark = try XcodeShapedCatalog.editInXcode(button, name: "go")
        let firstButton = try Data(contentsOf: button.appendingPathComponent("go@2x.png"))

        try write(discSVG, to: "home.svg", in: folder)
        XCTAssertEqual(try CLI.run(["icon", "home.svg", "--out", "A.xcassets", "--no-preview"], in: folder).status, 0)
        let again = try CLI.run(["button", "--color", "red", "--name", "go", "--states", "normal", "--out", "A.xcassets",
                                 "--no-preview"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertNotEqual(try Data(contentsOf: button.appendingPathComponent("go@2x.png")), firstButton, "iconforge's file is replaced")
        for (set, dark) in [(icon, iconDark), (button, buttonDark)] {
            for (file, data) in dark { XCTAssertEqual(try Data(contentsOf: set.appendingPathComponent(file)), data, file) }
            let entries = try XcodeShapedCatalog.entries(set)
            XCTAssertEqual(entries.filter { $0["appearances"] != nil }.count, 3, set.lastPathComponent)
            let contents = try String(contentsOf: set.appendingPathComponent("Contents.json"), encoding: .utf8)
            XCTAssertTrue(contents.contains("\"author\" : \"xcode\"") && contents.contains("gpu-optimized-smallest"), contents)
        }
        XCTAssertTrue(try XcodeShapedCatalog.allContentsParse(folder.appendingPathComponent("A.xcassets")))
    }

    func testBuildRefusesTheUsersSetKeepsADesignersEditsAndTakesOverWithReplaceTrue() throws {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try write(discSVG, to: "art/home.svg", in: folder)
        // The catalog already holds the user's docs.imageset; the starter manifest renders a docs template.
        let docs = try XcodeShapedCatalog.make(folder.appendingPathComponent("Assets.xcassets/docs.imageset"),
                                               XcodeShapedCatalog.userSet("docs"))
        let before = try fileContents(in: docs)
        let manifest = "outputs:\n  - xcassets: Assets.xcassets\ncontact-sheet: false\nicons:\n  - template: docs\n  - source: art/home.svg\n"
        try write(manifest, to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, [refusal("icons/docs", docs, name: "its name: in the manifest",
                                                consent: "add 'replace: true' to the output")])
        XCTAssertTrue(run.stdout.contains("1 built, 0 unchanged, 1 failed"), run.stdout)
        XCTAssertEqual(try fileContents(in: docs), before)

        let home = folder.appendingPathComponent("Assets.xcassets/home.imageset")
        let dark = try XcodeShapedCatalog.editInXcode(home, name: "home")
        try write(discSVG.replacingOccurrences(of: "r=\"9\"", with: "r=\"7\""), to: "art/home.svg", in: folder)
        let rebuilt = try CLI.run(["build"], in: folder)
        XCTAssertEqual(rebuilt.status, 1, "docs is still the user's")
        XCTAssertEqual(try XcodeShapedCatalog.entries(home).filter { $0["appearances"] != nil }.count, 3)
        for (file, data) in dark { XCTAssertEqual(try Data(contentsOf: home.appendingPathComponent(file)), data, file) }

        try write(manifest.replacingOccurrences(of: "Assets.xcassets\n", with: "Assets.xcassets\n    replace: true\n"),
                  to: "iconforge.yml", in: folder)
        let taken = try CLI.run(["build"], in: folder)
        XCTAssertEqual(taken.status, 0, taken.stderr)
        XCTAssertEqual(try Data(contentsOf: docs.appendingPathComponent("docs-dark@2x.png")), before["docs-dark@2x.png"])
        try write(manifest, to: "iconforge.yml", in: folder)
        let later = try CLI.run(["build"], in: folder)
        XCTAssertEqual(later.status, 0, later.stderr)
        XCTAssertTrue(later.stdout.contains("0 built, 2 unchanged, 0 failed"), later.stdout)
        XCTAssertTrue(try XcodeShapedCatalog.allContentsParse(folder.appendingPathComponent("Assets.xcassets")))
    }

    func testANameDifferingOnlyInCaseIsTheUsersSetAsOnMacOS() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "house.svg", in: folder)
        let set = try XcodeShapedCatalog.make(folder.appendingPathComponent("A.xcassets/House.imageset"),
                                              XcodeShapedCatalog.userSet("House"))
        let before = try fileContents(in: folder)
        let run = try CLI.run(["icon", "house.svg", "--out", "A.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: \(set.deletingLastPathComponent().appendingPathComponent("house.imageset").path): "
                                        + "differs only in case from House.imageset, which is one name on macOS; rename one of them"])
        XCTAssertEqual(try fileContents(in: folder), before)

        try write(discSVG, to: "House.svg", in: folder)
        let both = try CLI.run(["icon", "House.svg", "house.svg", "--out", "B.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(both.status, 1)
        XCTAssertEqual(both.errorLines, ["iconforge: error: house.svg: another input (House.svg) also becomes 'house'; rename one of them"])
    }

    func testARecordThatLiesAboutTheUsersSetProvesNothing() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "house.svg", in: folder)
        let catalog = folder.appendingPathComponent("A.xcassets")
        // A dark-only set of the user's: no entry in iconforge's slots to stop it.
        let set = try XcodeShapedCatalog.make(catalog.appendingPathComponent("house.imageset"), (
            contents: "{\n  \"images\" : [ { \"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ], "
                + "\"filename\" : \"house-dark.png\", \"idiom\" : \"universal\" } ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n",
            files: ["house-dark.png": "dark"]))
        // A planted record says iconforge made it; its hashes hold for nothing there.
        let planted = ["assets": ["icons/house": ["house.imageset/Contents.json": String(repeating: "0", count: 64),
                                                  "house.imageset/house.png": String(repeating: "1", count: 64)]]]
        try JSONSerialization.data(withJSONObject: planted).write(to: catalog.appendingPathComponent(".iconforge-owned.json"))
        let before = try fileContents(in: set)
        let run = try CLI.run(["icon", "house.svg", "--out", "A.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, [refusal("house.svg", set)])
        XCTAssertEqual(try fileContents(in: set), before)
    }
}
