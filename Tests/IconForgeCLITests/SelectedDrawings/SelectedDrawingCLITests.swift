import Foundation
import IconForgeKit
import XCTest

/// `icon --selected` and `--selected-suffix`, end to end through the binary, in every format.
final class SelectedDrawingCLITests: XCTestCase {
    func testACatalogGetsTwoTemplateSetsWhoseDrawingsLineUp() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        let run = try CLI.run(["icon", "house.svg", "--selected", "house-fill.svg", "--out", "Tabs.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        for set in ["house", "house-selected"] {
            let contents = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("Tabs.xcassets/\(set).imageset/Contents.json"))) as? [String: Any]
            let properties = contents?["properties"] as? [String: String]
            XCTAssertEqual(properties?["template-rendering-intent"], "template", set)
            let files = (contents?["images"] as? [[String: String]])?.compactMap { $0["filename"] }
            XCTAssertEqual(files, ["\(set).png", "\(set)@2x.png", "\(set)@3x.png"])
        }
        let icon = try decodePNG("Tabs.xcassets/house.imageset/house@2x.png", in: folder).image.alphaPlane
        let selected = try decodePNG("Tabs.xcassets/house-selected.imageset/house-selected@2x.png", in: folder).image.alphaPlane
        // The filled drawing covers more, in the same box.
        XCTAssertGreaterThan(selected.coverage, icon.coverage * 1.5)
        XCTAssertNil(SelectedDrawingLint.check(icon: icon, selected: selected))
    }

    func testDrawingsOfDifferentSizesShareOneBox() throws {
        let folder = try makeTemporaryFolder(self)
        // The same filled house, in a document cut 8 units shorter: alone it would be fitted
        // larger and centred; paired it must stay where the icon's box puts it.
        let short = IconPairs.svg(#"<path d="M3 11 L12 3 L21 11 V16 H3 Z"/>"#, viewBox: "0 0 24 16")
        let full = IconPairs.svg(#"<path d="M3 11 L12 3 L21 11 V16 H3 Z"/>"#)
        try Data(IconPairs.house.utf8).write(to: folder.appendingPathComponent("roof.svg"))
        try Data(short.utf8).write(to: folder.appendingPathComponent("short.svg"))
        try Data(full.utf8).write(to: folder.appendingPathComponent("full.svg"))
        XCTAssertEqual(try CLI.run(["icon", "roof.svg", "--selected", "short.svg", "--format", "png", "--out", "a", "--no-preview"], in: folder).status, 0)
        XCTAssertEqual(try CLI.run(["icon", "roof.svg", "--selected", "full.svg", "--format", "png", "--out", "b", "--no-preview"], in: folder).status, 0)
        let shared = try decodePNG("a/roof-selected@2x.png", in: folder).image.alphaPlane
        let reference = try decodePNG("b/roof-selected@2x.png", in: folder).image.alphaPlane
        XCTAssertLessThanOrEqual(try XCTUnwrap(shared.maximumDifference(from: reference)), 8)
        // Alone, the short document is drawn elsewhere: the test can tell.
        XCTAssertEqual(try CLI.run(["icon", "short.svg", "--format", "png", "--out", "c", "--no-preview"], in: folder).status, 0)
        let alone = try decodePNG("c/short@2x.png", in: folder).image.alphaPlane
        XCTAssertGreaterThan(try XCTUnwrap(alone.maximumDifference(from: reference)), 128)
    }

    func testAPNGFolderGetsSelectedFilesThatPngcheckAccepts() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        let run = try CLI.run(["icon", "house.svg", "--selected", "house-fill.svg", "--format", "png", "--out", "Icons", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("Icons")).filter { !$0.hasPrefix(".") },
                       ["house-selected.png", "house-selected@2x.png", "house-selected@3x.png", "house.png", "house@2x.png", "house@3x.png"])
        for name in ["house-selected.png", "house-selected@3x.png"] {
            try assertPngcheckAccepts(folder.appendingPathComponent("Icons/\(name)"))
        }
    }

    func testAndroidGetsASelectorOverBothDrawingsAsMasksColoursOrVectors() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        for (out, extra) in [("masks", [String]()), ("colours", ["--state-list"]), ("vectors", ["--vector"])] {
            let run = try CLI.run(["icon", "house.svg", "--selected", "house-fill.svg", "--format", "android", "--out", out, "--no-preview"] + extra,
                                  in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            let selector = try String(contentsOf: folder.appendingPathComponent("\(out)/drawable/ic_tab_house.xml"), encoding: .utf8)
            XCTAssertTrue(selector.contains(#"<item android:state_checked="true" android:drawable="@drawable/ic_tab_house_selected"/>"#), selector)
            XCTAssertTrue(selector.contains(#"<item android:drawable="@drawable/ic_tab_house_unselected"/>"#), selector)
            try aapt2Compile(folder.appendingPathComponent(out), in: folder)
        }
        let masks = try relativeFiles(in: folder.appendingPathComponent("masks")).filter { !$0.hasPrefix(".") }
        XCTAssertTrue(masks.contains("drawable-xxxhdpi/ic_tab_house_selected.png"))
        XCTAssertFalse(masks.contains("drawable-mdpi/ic_tab_house.png"), "no mask of its own beside the selector")
        let selected = try decodePNG("masks/drawable-xhdpi/ic_tab_house_selected.png", in: folder).image.alphaPlane
        let unselected = try decodePNG("masks/drawable-xhdpi/ic_tab_house_unselected.png", in: folder).image.alphaPlane
        XCTAssertGreaterThan(selected.coverage, unselected.coverage * 1.5)
        try assertPngcheckAccepts(folder.appendingPathComponent("masks/drawable-xhdpi/ic_tab_house_selected.png"))
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("vectors")).filter { !$0.hasPrefix(".") },
                       ["drawable/ic_tab_house.xml", "drawable/ic_tab_house_selected.xml", "drawable/ic_tab_house_unselected.xml"])
    }

    func testASuffixPairsABatchAndAPairedDrawingIsNoIconOfItsOwn() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        try Data(discSVG.utf8).write(to: folder.appendingPathComponent("disc-fill.svg"))
        let run = try CLI.run(["icon", "house.svg", "house-fill.svg", "star.svg", "star-fill.svg", "disc-fill.svg",
                               "--selected-suffix", "-fill", "--out", "Tabs.xcassets"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let sets = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Tabs.xcassets").path)
            .filter { $0.hasSuffix(".imageset") }.sorted()
        // disc-fill has no disc to pair with: it stays an icon.
        XCTAssertEqual(sets, ["disc-fill.imageset", "house-selected.imageset", "house.imageset", "star-selected.imageset", "star.imageset"])
        XCTAssertTrue(run.stdout.contains("contact sheet"), run.stdout)
        XCTAssertTrue(run.stdout.contains(": 3 icons"), run.stdout)
    }

    /// `a`, `a-fill`, `a-fill-fill` in a folder (listed `a-fill-fill` first): `a` takes `a-fill`, and
    /// `a-fill-fill`, whose icon is a selected drawing, stays an icon of its own, with a line
    /// that icon and lint both say.
    func testADrawingWhoseIconIsASelectedDrawingStaysAnIconWithAWarning() throws {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: false)
        for name in ["a", "a-fill", "a-fill-fill"] { try write(discSVG, to: name + ".svg", in: art) }
        let warning = "iconforge: warning: art/a-fill-fill.svg: not paired: art/a-fill.svg, whose selected drawing its name makes it "
            + "(-fill), is itself art/a.svg's selected drawing, so it is an icon of its own"
        let run = try CLI.run(["icon", "art", "--selected-suffix", "-fill", "--out", "Tabs.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines, [warning])
        let sets = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Tabs.xcassets").path)
            .filter { $0.hasSuffix(".imageset") }.sorted()
        XCTAssertEqual(sets, ["a-fill-fill.imageset", "a-selected.imageset", "a.imageset"])

        let lint = try CLI.run(["lint", "art", "--selected-suffix", "-fill"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(lint.errorLines, [warning])
        XCTAssertTrue(lint.stdout.contains("3 checked, 1 with warnings"), lint.stdout)

        let strict = try CLI.run(["icon", "art", "--selected-suffix", "-fill", "--out", "Strict.xcassets", "--no-preview", "--strict"], in: folder)
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.errorLines, [warning.replacingOccurrences(of: "iconforge: warning:", with: "iconforge: error:") + " (--strict)"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Strict.xcassets/a-fill-fill.imageset").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Strict.xcassets/a-selected.imageset").path))
    }

    func testASelectedDrawingThatJumpsIsWarnedAbout() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        try Data(IconPairs.shrunkFill.utf8).write(to: folder.appendingPathComponent("small.svg"))
        let run = try CLI.run(["icon", "house.svg", "--selected", "small.svg", "--out", "Tabs.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("selected drawing shifts: "), run.stderr)
        XCTAssertTrue(run.stderr.contains("the art jumps when the tab is selected"), run.stderr)
        let strict = try CLI.run(["icon", "house.svg", "--selected", "small.svg", "--out", "Strict.xcassets", "--no-preview", "--strict"], in: folder)
        XCTAssertEqual(strict.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Strict.xcassets/house-selected.imageset").path))
    }

    func testLintComparesEachPairsInkBoxes() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        try Data(IconPairs.shrunkFill.utf8).write(to: folder.appendingPathComponent("house-small.svg"))
        let lined = try CLI.run(["lint", "house.svg", "house-fill.svg", "--selected-suffix", "-fill"], in: folder)
        XCTAssertEqual(lined.status, 0, lined.stderr)
        XCTAssertFalse(lined.stderr.contains("selected drawing shifts"), lined.stderr)
        let jumps = try CLI.run(["lint", "house.svg", "house-small.svg", "--selected-suffix", "-small"], in: folder)
        XCTAssertEqual(jumps.status, 0, jumps.stderr)
        let warning = try XCTUnwrap(jumps.errorLines.first { $0.contains("selected drawing shifts") })
        XCTAssertTrue(warning.hasPrefix("iconforge: warning: house.svg: "), warning)
        XCTAssertTrue(warning.contains("right edge -"), warning)
    }

    func testUsageErrorsAreOneLine() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        let two = try CLI.run(["icon", "house.svg", "star.svg", "--selected", "house-fill.svg"], in: folder)
        XCTAssertEqual(two.status, 64)
        XCTAssertEqual(two.errorLines.count, 1, two.stderr)
        XCTAssertTrue(two.stderr.contains("--selected-suffix"), two.stderr)
        let both = try CLI.run(["icon", "house.svg", "--selected", "house-fill.svg", "--selected-suffix", "-fill"], in: folder)
        XCTAssertEqual(both.status, 64)
        let missing = try CLI.run(["icon", "house.svg", "--selected", "nowhere.svg", "--out", "T.xcassets"], in: folder)
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.errorLines.count, 1, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("nowhere.svg"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("T.xcassets/house.imageset").path))
    }
}
