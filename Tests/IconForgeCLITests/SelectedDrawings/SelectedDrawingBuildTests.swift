import Foundation
import IconForgeKit
import XCTest

/// `selected:` and `selected-suffix:` in a manifest, through `iconforge build`, and selected
/// sets beside the user's own in an Xcode-made catalog.
final class SelectedDrawingBuildTests: XCTestCase {
    func makeProject(_ manifest: String) throws -> URL {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
        try IconPairs.writeAll(in: art)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("iconforge.yml"))
        return folder
    }

    func sets(_ catalog: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".imageset") }.sorted()
    }

    func testASuffixPairsEveryOutputAndAChangedDrawingRebuildsItsIcon() throws {
        let folder = try makeProject("""
        outputs:
          - xcassets: App.xcassets
          - android: res
        icons:
          - source: art/*.svg
            selected-suffix: -fill
        """)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("2 built"), run.stdout)
        XCTAssertEqual(try sets(folder.appendingPathComponent("App.xcassets")),
                       ["house-selected.imageset", "house.imageset", "star-selected.imageset", "star.imageset"])
        let selector = try String(contentsOf: folder.appendingPathComponent("res/drawable/ic_tab_star.xml"), encoding: .utf8)
        XCTAssertTrue(selector.contains("@drawable/ic_tab_star_selected"), selector)
        try aapt2Compile(folder.appendingPathComponent("res"), in: folder)
        XCTAssertTrue(try CLI.run(["build"], in: folder).stdout.contains("0 built, 2 unchanged"))

        // A new selected drawing is a change to its icon.
        try Data(IconPairs.shrunkFill.utf8).write(to: folder.appendingPathComponent("art/star-fill.svg"))
        let changed = try CLI.run(["build"], in: folder)
        XCTAssertTrue(changed.stdout.contains("1 built, 1 unchanged"), changed.stdout)
        XCTAssertTrue(changed.stderr.contains("selected drawing shifts"), changed.stderr)
    }

    func testSelectedNamesOneSourcesDrawingAndDroppingItRemovesOnlyItsFiles() throws {
        let manifest = """
        outputs:
          - xcassets: App.xcassets
        icons:
          - source: art/house.svg
            name: home
            selected: art/house-fill.svg
        """
        let folder = try makeProject(manifest)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try sets(folder.appendingPathComponent("App.xcassets")), ["home-selected.imageset", "home.imageset"])
        try Data(manifest.replacingOccurrences(of: "\n    selected: art/house-fill.svg", with: "").utf8)
            .write(to: folder.appendingPathComponent("iconforge.yml"))
        let again = try CLI.run(["build"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try sets(folder.appendingPathComponent("App.xcassets")), ["home.imageset"])
    }

    func testManifestMistakesNameTheirLine() throws {
        let glob = try makeProject("""
        outputs:
          - xcassets: App.xcassets
        icons:
          - source: art/*.svg
            selected: art/house-fill.svg
        """)
        let run = try CLI.run(["build"], in: glob)
        XCTAssertNotEqual(run.status, 0)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("iconforge.yml:5"), run.stderr)
        XCTAssertTrue(run.stderr.contains("selected-suffix"), run.stderr)
        let missing = try makeProject("""
        outputs:
          - xcassets: App.xcassets
        icons:
          - source: art/house.svg
            selected: art/nowhere.svg
        """)
        let failed = try CLI.run(["build"], in: missing)
        XCTAssertNotEqual(failed.status, 0)
        XCTAssertEqual(failed.errorLines.count, 1, failed.stderr)
        XCTAssertTrue(failed.stderr.contains("art/nowhere.svg"), failed.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.appendingPathComponent("App.xcassets").path))
    }

    /// `a`, `a-fill`, `a-fill-fill` under `selected-suffix: -fill`: build pairs them as `icon` does and
    /// says of `icons/a-fill-fill`, on every build, the line `icon` says; with --strict that asset
    /// fails, its files left as they were; --check says nothing new of it.
    func testADrawingLeftUnpairedIsWarnedOfOnEveryBuildAndFailsWithStrict() throws {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: false)
        for name in ["a", "a-fill", "a-fill-fill"] { try write(discSVG, to: name + ".svg", in: art) }
        try write("outputs:\n  - xcassets: App.xcassets\nicons:\n  - source: art\n    selected-suffix: \"-fill\"\n",
                  to: "iconforge.yml", in: folder)
        let reason = "not paired: art/a-fill.svg, whose selected drawing its name makes it (-fill), is itself art/a.svg's "
            + "selected drawing, so it is an icon of its own"
        let catalog = folder.appendingPathComponent("App.xcassets")
        let strict = try CLI.run(["build", "--strict"], in: folder)
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.errorLines, ["iconforge: error: icons/a-fill-fill: \(reason) (--strict)"])
        XCTAssertEqual(try sets(catalog), ["a-selected.imageset", "a.imageset"])

        for _ in 0 ..< 2 {
            let run = try CLI.run(["build"], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.errorLines, ["iconforge: warning: icons/a-fill-fill: \(reason)"], "said again when nothing is built")
        }
        XCTAssertEqual(try sets(catalog), ["a-fill-fill.imageset", "a-selected.imageset", "a.imageset"])
        let check = try CLI.run(["build", "--check"], in: folder)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.errorLines, [])

        let files = try fileContents(in: catalog.appendingPathComponent("a-fill-fill.imageset"))
        let json = try CLI.run(["build", "--strict", "--json"], in: folder)
        XCTAssertEqual(json.status, 1)
        XCTAssertEqual(try buildCounts(json)["failed"], 1)
        XCTAssertEqual(try fileContents(in: catalog.appendingPathComponent("a-fill-fill.imageset")), files, "left as it was")
    }

    func testTheUsersOwnSelectedSetIsRefusedAndWithReplaceKeepsItsDarkEntry() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        let catalog = folder.appendingPathComponent("Tabs.xcassets")
        try XcodeShapedCatalog.make(catalog.appendingPathComponent("house-selected.imageset"), XcodeShapedCatalog.userSet("house-selected"))
        let refused = try CLI.run(["icon", "house.svg", "--selected", "house-fill.svg", "--out", "Tabs.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.errorLines.count, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("house-selected"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("house.imageset").path), "all or nothing")

        let replaced = try CLI.run(["icon", "house.svg", "--selected", "house-fill.svg", "--out", "Tabs.xcassets", "--no-preview", "--replace"],
                                   in: folder)
        XCTAssertEqual(replaced.status, 0, replaced.stderr)
        let entries = try XcodeShapedCatalog.entries(catalog.appendingPathComponent("house-selected.imageset"))
        XCTAssertTrue(entries.contains { $0["filename"]?.text == "house-selected-dark@2x.png" && $0["appearances"] != nil })
        XCTAssertTrue(entries.contains { $0["filename"]?.text == "house-selected@3x.png" })
        XCTAssertTrue(try XcodeShapedCatalog.allContentsParse(catalog))
    }
}
