import Foundation
import IconForgeKit
import XCTest

/// `symbol: true` on a manifest's catalog output: `build` writes its icons as symbol sets (its
/// buttons stay imagesets), a second build changes nothing and `--check` finds it up to date,
/// and the manifest's mistakes name their line.
final class SymbolBuildTests: XCTestCase {
    static let manifest = """
    outputs:
      - xcassets: App.xcassets
        symbol: true
        symbol-insets: 1,2,1,2
    contact-sheet: false
    icons:
      - source: art/*.svg
    buttons:
      - name: buy
        colour: "#0a84ff"
        scales: [2]
    swift:
      output: Assets.swift

    """

    private func project(_ manifest: String = manifest) throws -> URL {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
        try write(SymbolCommandTests.houseSVG, to: "house.svg", in: art)
        try write(discSVG, to: "dot.svg", in: art)
        try write(manifest, to: "iconforge.yml", in: folder)
        return folder
    }

    func testBuildWritesSymbolSetsAndASecondBuildIsUpToDateAndByteIdentical() throws {
        let folder = try project()
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let catalog = folder.appendingPathComponent("App.xcassets")
        XCTAssertEqual(try relativeFiles(in: catalog).filter { !$0.hasPrefix(".") }, [
            "Contents.json", "buy-disabled.imageset/Contents.json", "buy-disabled.imageset/buy-disabled@2x.png",
            "buy-highlighted.imageset/Contents.json", "buy-highlighted.imageset/buy-highlighted@2x.png",
            "buy.imageset/Contents.json", "buy.imageset/buy@2x.png",
            "dot.symbolset/Contents.json", "dot.symbolset/dot.svg", "house.symbolset/Contents.json", "house.symbolset/house.svg",
        ])
        XCTAssertEqual(try String(contentsOf: catalog.appendingPathComponent("house.symbolset/Contents.json"), encoding: .utf8),
                       SymbolCommandTests.contents)
        let insets = SymbolInsets(top: 1, left: 2, bottom: 1, right: 2)
        XCTAssertEqual(try Data(contentsOf: catalog.appendingPathComponent("house.symbolset/house.svg")),
                       try SymbolTemplate.make(svg: Data(SymbolCommandTests.houseSVG.utf8),
                                               options: SymbolOptions(name: "house", symbolInsets: insets)).svg)
        let swift = try String(contentsOf: folder.appendingPathComponent("Assets.swift"), encoding: .utf8)
        XCTAssertTrue(swift.contains("SymbolAsset(name: \"house\")"), swift)
        let first = try fileContents(in: folder)
        let check = try CLI.run(["build", "--check"], in: folder)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        let again = try CLI.run(["build", "--json"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try buildCounts(again)["built"] ?? 0, 0, again.stdout)
        XCTAssertEqual(try fileContents(in: folder), first)
        // Other insets are other templates: the icons are rebuilt.
        try write(Self.manifest.replacingOccurrences(of: "1,2,1,2", with: "0"), to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 1)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        XCTAssertNotEqual(try Data(contentsOf: catalog.appendingPathComponent("house.symbolset/house.svg")),
                          first["App.xcassets/house.symbolset/house.svg"])
    }

    func testTurningSymbolOffWritesImagesetsAndRemovesTheSymbolSets() throws {
        let folder = try project()
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        try write(Self.manifest.replacingOccurrences(of: "    symbol: true\n    symbol-insets: 1,2,1,2\n", with: ""),
                  to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let files = try relativeFiles(in: folder.appendingPathComponent("App.xcassets"))
        XCTAssertFalse(files.contains { $0.contains(".symbolset") }, "\(files)")
        XCTAssertTrue(files.contains("house.imageset/house@2x.png"), "\(files)")
    }

    /// Turning symbol on where a designer added dark drawings to the imageset iconforge made: that
    /// set would stay for them beside the new symbolset, two sets of one name that Xcode will not
    /// build, so the icon is refused in one line naming both, and its imageset is left as it is.
    func testTurningSymbolOnBesideAnImagesetADesignerAddedToIsRefusedForThatIcon() throws {
        let plain = Self.manifest.replacingOccurrences(of: "    symbol: true\n    symbol-insets: 1,2,1,2\n", with: "")
        let folder = try project(plain)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let catalog = folder.appendingPathComponent("App.xcassets")
        let set = catalog.appendingPathComponent("house.imageset")
        try XcodeShapedCatalog.editInXcode(set, name: "house")
        let before = try fileContents(in: set)
        try write(Self.manifest, to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, [
            "iconforge: error: icons/house: house.symbolset would stand beside \(set.path), which stays for your 2 dark entries, "
                + "empty dark 3x slot and compression-type once iconforge's files in it go; an asset catalog may not hold two sets "
                + "named house, and Xcode fails to build one that does; give the asset another name (its name: in the manifest), "
                + "or remove house.imageset",
        ])
        XCTAssertEqual(try fileContents(in: set), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("house.symbolset").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("dot.symbolset/dot.svg").path))
    }

    func testSymbolOnAnIconEntryWritesSymbolSetsIntoCatalogsAndPNGsElsewhere() throws {
        let folder = try project("""
        outputs:
          - xcassets: App.xcassets
          - png: PNGs
        contact-sheet: false
        icons:
          - source: art/house.svg
            symbol: true
            symbol-insets: 1
          - art/dot.svg

        """)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("App.xcassets")).filter { !$0.hasPrefix(".") }, [
            "Contents.json", "dot.imageset/Contents.json", "dot.imageset/dot.png", "dot.imageset/dot@2x.png",
            "dot.imageset/dot@3x.png", "house.symbolset/Contents.json", "house.symbolset/house.svg",
        ])
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("PNGs")).filter { !$0.hasPrefix(".") },
                       ["dot.png", "dot@2x.png", "dot@3x.png", "house.png", "house@2x.png", "house@3x.png"])
        let insets = SymbolInsets(top: 1, left: 1, bottom: 1, right: 1)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("App.xcassets/house.symbolset/house.svg")),
                       try SymbolTemplate.make(svg: Data(SymbolCommandTests.houseSVG.utf8),
                                               options: SymbolOptions(name: "house", symbolInsets: insets)).svg)
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)
        // Turned off on the entry, the symbol set gives way to an imageset.
        try write("outputs:\n  - xcassets: App.xcassets\n  - png: PNGs\ncontact-sheet: false\nicons:\n  - art/house.svg\n  - art/dot.svg\n",
                  to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 1)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let files = try relativeFiles(in: folder.appendingPathComponent("App.xcassets"))
        XCTAssertFalse(files.contains { $0.contains(".symbolset") }, "\(files)")
        XCTAssertTrue(files.contains("house.imageset/house@2x.png"), "\(files)")
    }

    func testManifestMistakesAboutSymbolsNameTheirLine() throws {
        let cases: [(String, String)] = [
            ("outputs:\n  - android: res\n    symbol: true\nicons:\n  - art/house.svg\n",
             "iconforge.yml:3: symbol: true writes symbol sets into xcassets catalogs, not android"),
            ("outputs:\n  - xcassets: A.xcassets\n    symbol: yes please\nicons:\n  - art/house.svg\n",
             "iconforge.yml:3: symbol must be true or false"),
            ("outputs:\n  - xcassets: A.xcassets\n    vector: true\n    symbol: true\nicons:\n  - art/house.svg\n",
             "iconforge.yml:4: give vector: true or symbol: true, not both"),
            ("outputs:\n  - xcassets: A.xcassets\n    symbol-insets: 2\nicons:\n  - art/house.svg\n",
             "iconforge.yml:3: symbol-insets goes with symbol: true"),
            ("outputs:\n  - xcassets: A.xcassets\n    symbol: true\n    symbol-insets: 1,x\nicons:\n  - art/house.svg\n",
             "iconforge.yml:4: symbol-insets must be one number or four (top,left,bottom,right) in the SVG's units, "
                + "each between -1000000 and 1000000, not '1,x'"),
            ("outputs:\n  - xcassets: A.xcassets\nicons:\n  - source: art/house.svg\n    symbol-insets: 2\n",
             "iconforge.yml:5: symbol-insets goes with symbol: true"),
            ("outputs:\n  - xcassets: A.xcassets\nicons:\n  - source: art/house.svg\n    symbol: maybe\n",
             "iconforge.yml:5: symbol must be true or false"),
        ]
        for (manifest, reason) in cases {
            let folder = try project(manifest)
            let run = try CLI.run(["build"], in: folder)
            XCTAssertEqual(run.status, 1, manifest)
            XCTAssertEqual(run.errorLines.count, 1, run.stderr)
            XCTAssertTrue(run.errorLines.first?.hasSuffix(reason) ?? false, run.stderr)
        }
    }
}
