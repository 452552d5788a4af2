import Foundation
import IconForgeKit
import XCTest

/// A selected drawing written as a symbol is `<name>.fill`, the variant SwiftUI's
/// `.symbolVariant(.fill)` and `TabView` look up: through `icon` and `build`, exposed by codegen,
/// under the ownership rule, and replacing the `<name>-selected.symbolset` earlier releases wrote.
final class SymbolFillVariantTests: XCTestCase {
    static let filledHouseSVG = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M3 10 12 3l9 7v11H3z"/></svg>
    """

    private func art() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        try write(SymbolCommandTests.houseSVG, to: "house.svg", in: folder)
        try write(Self.filledHouseSVG, to: "house-fill.svg", in: folder)
        return folder
    }

    private let symbolRun = ["icon", "house.svg", "--selected", "house-fill.svg", "--symbol", "--out", "App.xcassets", "--no-preview"]

    func testASelectedDrawingIsTheFillVariantAndImagesetsKeepTheirNames() throws {
        let folder = try art()
        let run = try CLI.run(symbolRun, in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let catalog = folder.appendingPathComponent("App.xcassets")
        XCTAssertEqual(try relativeFiles(in: catalog).filter { !$0.hasPrefix(".") }, [
            "Contents.json", "house.fill.symbolset/Contents.json", "house.fill.symbolset/house.fill.svg",
            "house.symbolset/Contents.json", "house.symbolset/house.svg",
        ])
        let contents = try String(contentsOf: catalog.appendingPathComponent("house.fill.symbolset/Contents.json"), encoding: .utf8)
        XCTAssertTrue(contents.contains("\"filename\" : \"house.fill.svg\""), contents)
        let template = try String(contentsOf: catalog.appendingPathComponent("house.fill.symbolset/house.fill.svg"), encoding: .utf8)
        XCTAssertTrue(template.contains(">Generated from house.fill</text>"), template)

        // PNGs and PDFs name the selected drawing as before.
        for (vector, file) in [([String](), "house-selected.imageset/house-selected@2x.png"),
                               (["--vector"], "house-selected.imageset/house-selected.pdf")] {
            let images = try CLI.run(["icon", "house.svg", "--selected", "house-fill.svg", "--out", "Images.xcassets",
                                      "--no-preview"] + vector, in: folder)
            XCTAssertEqual(images.status, 0, images.stderr)
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Images.xcassets/" + file).path), file)
            try FileManager.default.removeItem(at: folder.appendingPathComponent("Images.xcassets"))
        }
    }

    /// A designer's own `house.fill.symbolset` (no record of iconforge writing it) is refused in
    /// one line naming it, and nothing changes.
    func testAUsersFillSymbolsetIsRefusedAndLeftByteIdentical() throws {
        let folder = try art()
        let catalog = folder.appendingPathComponent("App.xcassets")
        let set = try SymbolCommandTests.xcodeSymbolSet("house.fill", in: catalog)
        let before = try fileContents(in: folder)
        let run = try CLI.run(symbolRun, in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, [SymbolCommandTests.usersSetRefusal(set)])
        XCTAssertEqual(try fileContents(in: folder), before)
    }

    /// The catalog as the last release left it: the selected drawing in `house-selected.symbolset`,
    /// so recorded. The next run writes `house.fill` and removes the earlier set, which is
    /// iconforge's; one the designer changed since stays, with the rest of the catalog written.
    func testTheSelectedSymbolsetAnEarlierReleaseWroteIsReplacedByTheFillVariantOnlyWhenUnchanged() throws {
        for edited in [false, true] {
            let folder = try art()
            XCTAssertEqual(try CLI.run(symbolRun, in: folder).status, 0)
            let catalog = folder.appendingPathComponent("App.xcassets")
            try Self.nameAsEarlierRelease(catalog)
            XCTAssertTrue(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("house-selected.symbolset/house-selected.svg").path))
            if edited { try write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "house-selected.svg",
                                  in: catalog.appendingPathComponent("house-selected.symbolset")) }
            let run = try CLI.run(symbolRun, in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            let files = try relativeFiles(in: catalog).filter { !$0.hasPrefix(".") }
            XCTAssertTrue(files.contains("house.fill.symbolset/house.fill.svg"), "\(files)")
            XCTAssertEqual(files.contains("house-selected.symbolset/house-selected.svg"), edited, "\(files)")
            let record = try String(contentsOf: catalog.appendingPathComponent(".iconforge-record.json"), encoding: .utf8)
            XCTAssertFalse(record.contains("house-selected.symbolset"), record)
            XCTAssertFalse(record.contains("\"set-aside\""), record)
        }
    }

    /// `build` with a selected suffix writes the `.fill` symbol, and the generated code pairs it:
    /// `SymbolAsset(name: "house", selectedName: "house.fill")`, whose `selectedImage`, tab bar item
    /// and SwiftUI image compile against the stand-ins.
    func testBuildWritesTheFillVariantAndCodegenPairsIt() throws {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
        try write(SymbolCommandTests.houseSVG, to: "house.svg", in: art)
        try write(Self.filledHouseSVG, to: "house-fill.svg", in: art)
        try write("""
        outputs:
          - xcassets: App.xcassets
            symbol: true
        contact-sheet: false
        icons:
          - source: art/*.svg
            selected-suffix: -fill
        swift:
          output: Assets.swift

        """, to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let catalog = folder.appendingPathComponent("App.xcassets")
        XCTAssertEqual(try relativeFiles(in: catalog).filter { !$0.hasPrefix(".") }, [
            "Contents.json", "house.fill.symbolset/Contents.json", "house.fill.symbolset/house.fill.svg",
            "house.symbolset/Contents.json", "house.symbolset/house.svg",
        ])
        let swift = try String(contentsOf: folder.appendingPathComponent("Assets.swift"), encoding: .utf8)
        XCTAssertTrue(swift.contains("SymbolAsset(name: \"house\", selectedName: \"house.fill\")"), swift)
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)
    }

    /// `lint` on a catalog checks each `.fill` variant against its symbol: a variant with no
    /// symbol, and a selected drawing named as before (`house-selected` beside `house`), which
    /// SwiftUI never pairs, warn naming the set; the pair iconforge writes is ok.
    func testLintChecksTheFillPairInACatalog() throws {
        let folder = try art()
        XCTAssertEqual(try CLI.run(symbolRun, in: folder).status, 0)
        let catalog = folder.appendingPathComponent("App.xcassets")
        let ok = try CLI.run(["lint", "--strict", "App.xcassets"], in: folder)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertTrue(ok.stdout.contains("App.xcassets: ok (asset catalog)"), ok.stdout)

        try Self.nameAsEarlierRelease(catalog)
        _ = try SymbolCommandTests.xcodeSymbolSet("gear.fill", in: catalog)
        let run = try CLI.run(["lint", "--strict", "App.xcassets"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines, [
            "iconforge: warning: \(catalog.path)/gear.fill.symbolset: a .fill variant with no gear.symbolset beside it; SwiftUI's "
                + ".symbolVariant(.fill) and TabView find it only from the symbol gear; add gear.symbolset or rename this set",
            "iconforge: warning: \(catalog.path)/house-selected.symbolset: the selected drawing of house.symbolset, which SwiftUI's "
                + ".symbolVariant(.fill) and TabView look up as house.fill; rename it house.fill.symbolset (iconforge icon --symbol "
                + "--selected writes that name)",
        ])
    }

    /// `build` after the last release: its state names `house-selected.symbolset` (and that
    /// release's version, so the icon is rebuilt); the build writes `house.fill` and removes the
    /// earlier set, and the next build is a no-op.
    func testBuildReplacesTheSelectedSymbolsetAnEarlierReleaseWrote() throws {
        let folder = try makeTemporaryFolder(self)
        try write(SymbolCommandTests.houseSVG, to: "house.svg", in: folder)
        try write(Self.filledHouseSVG, to: "house-fill.svg", in: folder)
        try write("outputs:\n  - xcassets: App.xcassets\n    symbol: true\ncontact-sheet: false\nicons:\n  - source: '*.svg'\n"
                  + "    selected-suffix: -fill\n", to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let catalog = folder.appendingPathComponent("App.xcassets")
        try Self.nameAsEarlierRelease(catalog)
        let state = catalog.appendingPathComponent(".iconforge-record.json")
        let version = try XCTUnwrap(try String(contentsOf: state, encoding: .utf8).components(separatedBy: "\n")
            .first { $0.contains("\"version\" : ") })
        try write(try String(contentsOf: state, encoding: .utf8).replacingOccurrences(of: version, with: "          \"version\" : \"0.0.1\""),
                  to: ".iconforge-record.json", in: catalog)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try relativeFiles(in: catalog).filter { !$0.hasPrefix(".") }, [
            "Contents.json", "house.fill.symbolset/Contents.json", "house.fill.symbolset/house.fill.svg",
            "house.symbolset/Contents.json", "house.symbolset/house.svg",
        ])
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)
    }

    /// Renames the selected symbol iconforge wrote to `house-selected`, as the release before
    /// `.fill` named it, with its record (the command's part or a build's).
    static func nameAsEarlierRelease(_ catalog: URL, record name: String = ".iconforge-record.json") throws {
        let new = catalog.appendingPathComponent("house.fill.symbolset"), old = catalog.appendingPathComponent("house-selected.symbolset")
        try FileManager.default.moveItem(at: new, to: old)
        try FileManager.default.moveItem(at: old.appendingPathComponent("house.fill.svg"), to: old.appendingPathComponent("house-selected.svg"))
        let contents = try String(contentsOf: old.appendingPathComponent("Contents.json"), encoding: .utf8)
            .replacingOccurrences(of: "house.fill.svg", with: "house-selected.svg")
        try write(contents, to: "Contents.json", in: old)
        let recordURL = catalog.appendingPathComponent(name)
        var record = try String(contentsOf: recordURL, encoding: .utf8)
        for (file, path) in [("house.fill.symbolset/Contents.json", "house-selected.symbolset/Contents.json"),
                             ("house.fill.symbolset/house.fill.svg", "house-selected.symbolset/house-selected.svg")] {
            let hash = SHA256.hex(try Data(contentsOf: catalog.appendingPathComponent(path)))
            let line = try XCTUnwrap(record.components(separatedBy: "\n").first { $0.contains("\"\(file)\"") })
            let indent = String(line.prefix { $0 == " " })
            record = record.replacingOccurrences(of: line, with: indent + "\"\(path)\" : \"\(hash)\"" + (line.hasSuffix(",") ? "," : ""))
        }
        try write(record, to: name, in: catalog)
    }
}
