import Foundation
import IconForgeKit
import XCTest

/// `icon --symbol` end to end: `<name>.symbolset/<name>.svg` and its `Contents.json` in the
/// catalog, under the imagesets' ownership rules, the template made in the render workers.
final class SymbolCommandTests: XCTestCase {
    /// A stroke-drawn house, as Lucide draws its icons.
    static let houseSVG = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" \
    stroke-linecap="round" stroke-linejoin="round"><path d="M3 10 12 3l9 7v11H3z"/><path d="M9 21v-7h6v7"/></svg>
    """

    static let contents = """
    {
      "info" : {
        "author" : "iconforge",
        "version" : 1
      },
      "symbols" : [
        {
          "filename" : "house.svg",
          "idiom" : "universal"
        }
      ]
    }

    """

    /// A symbolset as Xcode writes one when a designer drags a custom symbol into the catalog.
    static func xcodeSymbolSet(_ name: String, in catalog: URL) throws -> URL {
        let set = catalog.appendingPathComponent("\(name).symbolset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try write("{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n", to: "../Contents.json", in: set)
        try write("""
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "symbol-rendering-intent" : "template"
          },
          "symbols" : [
            {
              "filename" : "\(name).svg",
              "idiom" : "universal"
            }
          ]
        }

        """, to: "Contents.json", in: set)
        try write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "\(name).svg", in: set)
        return set
    }

    /// The line refusing the user's symbolset `set` for house.svg.
    static func usersSetRefusal(_ set: URL) -> String {
        "iconforge: error: house.svg: iconforge did not make the symbolset \(set.path) (it has no record of it), and replaces only "
            + "what its own record says it wrote, unchanged since; give the asset another name (--name NEWNAME), or give --replace "
            + "to let iconforge take the set over"
    }

    func testSymbolWritesTheSymbolsetAndItsContentsAndASecondRunIsByteIdentical() throws {
        let folder = try makeTemporaryFolder(self)
        try write(Self.houseSVG, to: "house.svg", in: folder)
        let run = try CLI.run(["icon", "house.svg", "--symbol", "--out", "App.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let catalog = folder.appendingPathComponent("App.xcassets")
        XCTAssertEqual(try relativeFiles(in: catalog), [".iconforge-record.json", "Contents.json", "house.symbolset/Contents.json",
                                                         "house.symbolset/house.svg"])
        XCTAssertEqual(try String(contentsOf: catalog.appendingPathComponent("house.symbolset/Contents.json"), encoding: .utf8),
                       Self.contents)
        let template = try String(contentsOf: catalog.appendingPathComponent("house.symbolset/house.svg"), encoding: .utf8)
        for id in ["Ultralight-S", "Regular-S", "Black-S", "Capline-S", "Baseline-S", "left-margin-Regular-S"] {
            XCTAssertTrue(template.contains("id=\"\(id)\""), id)
        }
        // The same template the library makes, named after the icon.
        let made = try SymbolTemplate.make(svg: Data(Self.houseSVG.utf8), options: SymbolOptions(name: "house"))
        XCTAssertEqual(Data(template.utf8), made.svg)
        let first = try fileContents(in: catalog)
        let again = try CLI.run(["icon", "house.svg", "--symbol", "--out", "App.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try fileContents(in: catalog), first)
    }

    func testAUsersSymbolsetIsRefusedInOneLineAndReplaceTakesItOverKeepingItsOtherKeys() throws {
        let folder = try makeTemporaryFolder(self)
        try write(Self.houseSVG, to: "house.svg", in: folder)
        let catalog = folder.appendingPathComponent("App.xcassets")
        let set = try Self.xcodeSymbolSet("house", in: catalog)
        let before = try fileContents(in: folder)
        let refused = try CLI.run(["icon", "house.svg", "--symbol", "--out", "App.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.errorLines, [Self.usersSetRefusal(set)])
        XCTAssertEqual(try fileContents(in: folder), before)
        for arguments in [["--replace"], []] {
            let run = try CLI.run(["icon", "house.svg", "--symbol", "--out", "App.xcassets", "--no-preview"] + arguments, in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        let contents = try String(contentsOf: set.appendingPathComponent("Contents.json"), encoding: .utf8)
        XCTAssertTrue(contents.contains("\"author\" : \"xcode\"") && contents.contains("\"symbol-rendering-intent\" : \"template\""),
                      contents)
        XCTAssertEqual(contents.components(separatedBy: "\"filename\"").count, 2, contents)
        let svg = try String(contentsOf: set.appendingPathComponent("house.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("id=\"Regular-S\""))
        XCTAssertEqual(try String(contentsOf: catalog.appendingPathComponent("Contents.json"), encoding: .utf8),
                       "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
    }

    /// Xcode takes a symbol and an image of one name as one asset: a user's imageset refuses a new
    /// symbolset of its name, and a user's symbolset a new imageset, naming both, with --replace
    /// too (taking the user's set over would keep it beside), and nothing of theirs changes.
    func testASymbolsetBesideTheUsersImagesetOfItsNameIsRefusedAndTheReverseToo() throws {
        for symbol in [true, false] {
            let folder = try makeTemporaryFolder(self)
            try write(Self.houseSVG, to: "house.svg", in: folder)
            let catalog = folder.appendingPathComponent("App.xcassets")
            let users = symbol ? catalog.appendingPathComponent("house.imageset") : try Self.xcodeSymbolSet("house", in: catalog)
            if symbol {
                try FileManager.default.createDirectory(at: users, withIntermediateDirectories: true)
                try write(#"{"images":[{"idiom":"universal","filename":"house.png","scale":"1x"}],"info":{"author":"xcode","version":1}}"#,
                          to: "Contents.json", in: users)
                try write("not a png", to: "house.png", in: users)
            }
            let before = try fileContents(in: folder)
            let new = symbol ? "house.symbolset" : "house.imageset"
            for replace in [[], ["--replace"]] {
                let run = try CLI.run(["icon", "house.svg", "--out", "App.xcassets", "--no-preview"] + (symbol ? ["--symbol"] : []) + replace,
                                      in: folder)
                XCTAssertEqual(run.status, 1, run.stderr)
                XCTAssertEqual(run.errorLines, ["iconforge: error: house.svg: \(new) would stand beside \(users.path), which iconforge did "
                                                + "not make (it has no record of it); an asset catalog may not hold two sets named house, "
                                                + "and Xcode fails to build one that does; give the asset another name (--name NEWNAME), "
                                                + "or remove \(users.lastPathComponent)"])
                XCTAssertEqual(try fileContents(in: folder), before)
            }
        }
    }

    /// A switch between symbol and PNGs prunes the set the earlier run made, once the new one is
    /// written; a note of the designer's in that set would keep it beside the new one, two sets
    /// of one name, so the switch is refused, naming both, and nothing changes until it is gone.
    func testSwitchingBetweenSymbolAndImagesetRemovesOnlyTheFilesTheEarlierRunWrote() throws {
        let folder = try makeTemporaryFolder(self)
        try write(Self.houseSVG, to: "house.svg", in: folder)
        let catalog = folder.appendingPathComponent("App.xcassets")
        XCTAssertEqual(try CLI.run(["icon", "house.svg", "--symbol", "--out", "App.xcassets", "--no-preview"], in: folder).status, 0)
        let note = try write("for the designer", to: "NOTES.txt", in: catalog.appendingPathComponent("house.symbolset"))
        let before = try fileContents(in: catalog)
        let refused = try CLI.run(["icon", "house.svg", "--out", "App.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.errorLines, [
            "iconforge: error: house.svg: house.imageset would stand beside \(catalog.path)/house.symbolset, which stays for your "
                + "NOTES.txt once iconforge's files in it go; an asset catalog may not hold two sets named house, and Xcode fails to "
                + "build one that does; give the asset another name (--name NEWNAME), or remove house.symbolset",
        ])
        XCTAssertEqual(try fileContents(in: catalog), before)

        try FileManager.default.removeItem(at: note)
        let images = try CLI.run(["icon", "house.svg", "--out", "App.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(images.status, 0, images.stderr)
        XCTAssertEqual(images.errorLines, [])
        XCTAssertEqual(try relativeFiles(in: catalog).filter { !$0.hasPrefix(".") }, [
            "Contents.json", "house.imageset/Contents.json", "house.imageset/house.png", "house.imageset/house@2x.png",
            "house.imageset/house@3x.png",
        ])
        let symbol = try CLI.run(["icon", "house.svg", "--symbol", "--out", "App.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(symbol.status, 0, symbol.stderr)
        XCTAssertEqual(try relativeFiles(in: catalog).filter { !$0.hasPrefix(".") },
                       ["Contents.json", "house.symbolset/Contents.json", "house.symbolset/house.svg"])
    }

    func testWhatASymbolCannotHoldIsRefusedByNameAndWhatItDrawsDifferentlyWarnsOneLineEach() throws {
        let folder = try makeTemporaryFolder(self)
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"#
        try write(svg + #"<path d="M4 4h16v16H4z"/><text x="4" y="20">A</text></svg>"#, to: "text.svg", in: folder)
        try write(svg + #"<defs><mask id="m"><rect width="24" height="12" fill="white"/></mask></defs>"#
                  + #"<path mask="url(#m)" d="M4 4h16v16H4z"/></svg>"#, to: "masked.svg", in: folder)
        try write(svg + #"<defs><filter id="f"><feGaussianBlur stdDeviation="1"/></filter></defs>"#
                  + #"<path filter="url(#f)" d="M4 4h16v16H4z"/></svg>"#, to: "blurred.svg", in: folder)
        try write(svg + ##"<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#333"/>"##
                  + #"</linearGradient></defs><path fill="url(#g)" fill-rule="evenodd" "#
                  + #"d="M2 2h20v20H2zM7 7v10h10V7z"/></svg>"#, to: "frame.svg", in: folder)
        let run = try CLI.run(["icon", "text.svg", "masked.svg", "blurred.svg", "frame.svg", "--symbol", "--out", "App.xcassets",
                               "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.sorted(), [
            "iconforge: error: blurred.svg: cannot be a symbol: uses filter=\"url(#f)\" on <path> (a symbol cannot hold filters)",
            "iconforge: error: masked.svg: cannot be a symbol: uses mask=\"url(#m)\" on <path> (a symbol cannot hold masks)",
            "iconforge: error: text.svg: cannot be a symbol: uses <text> (a symbol holds only filled paths; convert the text to outlines)",
            "iconforge: warning: frame.svg: symbol: evenodd: the evenodd fill of <path> is drawn nonzero, its inner contours "
                + "reversed (exact unless contours cross)",
            "iconforge: warning: frame.svg: symbol: gradient: the fill of <path> is drawn in one solid ink",
        ])
        let catalog = folder.appendingPathComponent("App.xcassets")
        XCTAssertEqual(try relativeFiles(in: catalog).filter { !$0.hasPrefix(".") },
                       ["Contents.json", "frame.symbolset/Contents.json", "frame.symbolset/frame.svg"])
    }

    func testARendererCrashCostsOneLineAndTheOtherSymbolsAreWritten() throws {
        let folder = try makeTemporaryFolder(self)
        try write(Self.houseSVG, to: "house.svg", in: folder)
        let hostile = repositoryRoot.appendingPathComponent("Tests/Fixtures/hostile/fetile-empty.svg")
        try FileManager.default.copyItem(at: hostile, to: folder.appendingPathComponent("crash.svg"))
        let run = try CLI.run(["icon", "crash.svg", "house.svg", "--symbol", "--out", "App.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: crash.svg: renderer crashed (SIGABRT)"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App.xcassets/house.symbolset/house.svg").path))
    }

    func testSymbolInsetsSetTheMarginsAndBadOnesAreUsageErrors() throws {
        let folder = try makeTemporaryFolder(self)
        try write(Self.houseSVG, to: "house.svg", in: folder)
        let run = try CLI.run(["icon", "house.svg", "--symbol", "--symbol-insets", "2,1,2,1", "--out", "App.xcassets",
                               "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let written = try Data(contentsOf: folder.appendingPathComponent("App.xcassets/house.symbolset/house.svg"))
        let insets = SymbolInsets(top: 2, left: 1, bottom: 2, right: 1)
        XCTAssertEqual(written, try SymbolTemplate.make(svg: Data(Self.houseSVG.utf8), options: SymbolOptions(name: "house",
                                                                                                                symbolInsets: insets)).svg)
        XCTAssertNotEqual(written, try SymbolTemplate.make(svg: Data(Self.houseSVG.utf8), options: SymbolOptions(name: "house")).svg)
        let usage: [([String], String)] = [
            (["--symbol", "--symbol-insets", "1,2"], "iconforge: error: --symbol-insets: must be one number or four "
                + "(top,left,bottom,right) in the SVG's units, each between -1000000 and 1000000, not '1,2'"),
            (["--symbol", "--symbol-insets", "nan"], "iconforge: error: --symbol-insets: must be one number or four "
                + "(top,left,bottom,right) in the SVG's units, each between -1000000 and 1000000, not 'nan'"),
            (["--symbol-insets", "1"], "iconforge: error: --symbol-insets: goes with --symbol"),
            (["--symbol", "--format", "android"], "iconforge: error: --symbol: writes symbol sets into xcassets catalogs, not android"),
            (["--symbol", "--vector"], "iconforge: error: icon: give --vector or --symbol, not both"),
        ]
        for (arguments, line) in usage {
            let refused = try CLI.run(["icon", "house.svg", "--out", "Other.xcassets", "--no-preview"] + arguments, in: folder)
            XCTAssertEqual(refused.status, 64, arguments.joined(separator: " "))
            XCTAssertEqual(refused.errorLines, [line], arguments.joined(separator: " "))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Other.xcassets").path))
        let tight = try CLI.run(["icon", "house.svg", "--symbol", "--symbol-insets", "12", "--out", "App.xcassets", "--no-preview"],
                                in: folder)
        XCTAssertEqual(tight.status, 1)
        XCTAssertEqual(tight.errorLines, ["iconforge: error: house.svg: cannot be a symbol: the symbol insets leave no room for the art"])
    }
}
