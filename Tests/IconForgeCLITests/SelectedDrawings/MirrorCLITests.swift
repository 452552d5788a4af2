import Foundation
import IconForgeKit
import XCTest

/// `--mirror` and `mirror: true` through the binary: catalog entries, Android copies and
/// VectorDrawables, a user's right-to-left drawing kept, and lint's suggestion.
final class MirrorCLITests: XCTestCase {
    static let arrow = IconPairs.svg(##"<path d="M4 12 H19 M13 6 L19 12 L13 18" fill="none" stroke="#000" stroke-width="2"/>"##)

    func makeFolder() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        try Data(Self.arrow.utf8).write(to: folder.appendingPathComponent("arrow-right.svg"))
        return folder
    }

    func testCatalogEntriesSayLeftToRightAndTurningItOffTakesThatBack() throws {
        let folder = try makeFolder()
        for _ in 0 ..< 2 {
            let run = try CLI.run(["icon", "arrow-right.svg", "--mirror", "--out", "Tabs.xcassets", "--no-preview"], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        let set = folder.appendingPathComponent("Tabs.xcassets/arrow-right.imageset")
        let entries = try XcodeShapedCatalog.entries(set)
        XCTAssertEqual(entries.count, 3)
        XCTAssertTrue(entries.allSatisfy { $0["language-direction"]?.text == "left-to-right" }, "\(entries)")
        // Xcode's key order: language-direction between idiom and scale.
        let text = try String(contentsOf: set.appendingPathComponent("Contents.json"), encoding: .utf8)
        XCTAssertTrue(text.contains("\"idiom\" : \"universal\",\n      \"language-direction\" : \"left-to-right\",\n      \"scale\" : \"1x\""), text)
        XCTAssertEqual(try CLI.run(["icon", "arrow-right.svg", "--out", "Tabs.xcassets", "--no-preview"], in: folder).status, 0)
        XCTAssertTrue(try XcodeShapedCatalog.entries(set).allSatisfy { $0["language-direction"] == nil })
        XCTAssertEqual(try CLI.run(["icon", "arrow-right.svg", "--mirror", "--vector", "--out", "Pdf.xcassets", "--no-preview"], in: folder).status, 0)
        XCTAssertEqual(try XcodeShapedCatalog.entries(folder.appendingPathComponent("Pdf.xcassets/arrow-right.imageset"))
            .first?["language-direction"]?.text, "left-to-right")
    }

    func testTheUsersRightToLeftDrawingsInAnXcodeMadeSetAreKept() throws {
        let folder = try makeFolder()
        // Direction "Both" in Xcode: left-to-right entries (empty slots here) and the user's right-to-left drawings.
        let contents = """
        {
          "images" : [
            { "idiom" : "universal", "language-direction" : "left-to-right", "scale" : "1x" },
            { "filename" : "back-rtl.png", "idiom" : "universal", "language-direction" : "right-to-left", "scale" : "1x" },
            { "idiom" : "universal", "language-direction" : "left-to-right", "scale" : "2x" },
            { "filename" : "back-rtl@2x.png", "idiom" : "universal", "language-direction" : "right-to-left", "scale" : "2x" },
            { "idiom" : "universal", "language-direction" : "left-to-right", "scale" : "3x" },
            { "idiom" : "universal", "language-direction" : "right-to-left", "scale" : "3x" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }

        """
        let set = folder.appendingPathComponent("Tabs.xcassets/arrow-right.imageset")
        try XcodeShapedCatalog.make(set, (contents, ["back-rtl.png": "the user's", "back-rtl@2x.png": "the user's 2x"]))
        let refused = try CLI.run(["icon", "arrow-right.svg", "--mirror", "--out", "Tabs.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.errorLines.count, 1, refused.stderr)
        let run = try CLI.run(["icon", "arrow-right.svg", "--mirror", "--replace", "--out", "Tabs.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let entries = try XcodeShapedCatalog.entries(set)
        XCTAssertEqual(entries.filter { $0["language-direction"]?.text == "right-to-left" }.count, 3, "\(entries)")
        XCTAssertEqual(entries.filter { $0["language-direction"]?.text == "left-to-right" }.compactMap { $0["filename"]?.text },
                       ["arrow-right.png", "arrow-right@2x.png", "arrow-right@3x.png"])
        XCTAssertEqual(try String(contentsOf: set.appendingPathComponent("back-rtl.png"), encoding: .utf8), "the user's")
        XCTAssertTrue(try XcodeShapedCatalog.allContentsParse(folder.appendingPathComponent("Tabs.xcassets")))
    }

    func testAndroidPNGsGetMirroredLdrtlCopiesAndDrawablesAutoMirror() throws {
        let folder = try makeFolder()
        for (out, extra) in [("masks", [String]()), ("pair", ["--state-list"]), ("vectors", ["--vector"])] {
            let run = try CLI.run(["icon", "arrow-right.svg", "--mirror", "--format", "android", "--out", out, "--no-preview"] + extra, in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            try aapt2Compile(folder.appendingPathComponent(out), in: folder)
        }
        for density in ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"] {
            let plain = try decodePNG("masks/drawable-\(density)/ic_tab_arrow_right.png", in: folder).image
            let mirrored = try decodePNG("masks/drawable-ldrtl-\(density)/ic_tab_arrow_right.png", in: folder).image
            XCTAssertEqual(mirrored.alphaPlane, plain.mirrored.alphaPlane, density)
            XCTAssertNotEqual(mirrored.alphaPlane, plain.alphaPlane, density)
            try assertPngcheckAccepts(folder.appendingPathComponent("masks/drawable-ldrtl-\(density)/ic_tab_arrow_right.png"))
        }
        let pair = try relativeFiles(in: folder.appendingPathComponent("pair")).filter { $0.hasPrefix("drawable-ldrtl-mdpi/") }
        XCTAssertEqual(pair, ["drawable-ldrtl-mdpi/ic_tab_arrow_right_selected.png", "drawable-ldrtl-mdpi/ic_tab_arrow_right_unselected.png"])
        let drawable = try String(contentsOf: folder.appendingPathComponent("vectors/drawable/ic_tab_arrow_right.xml"), encoding: .utf8)
        XCTAssertTrue(drawable.contains("android:autoMirrored=\"true\""), drawable)
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("vectors")).filter { !$0.hasPrefix(".") },
                       ["drawable/ic_tab_arrow_right.xml"])
    }

    func testTheManifestsMirrorRebuildsAndRemovesTheCopiesWhenDropped() throws {
        let folder = try makeFolder()
        let manifest = "outputs:\n  - android: res\nicons:\n  - source: arrow-right.svg\n    mirror: true\n"
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("iconforge.yml"))
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("res/drawable-ldrtl-xhdpi/ic_tab_arrow_right.png").path))
        try Data(manifest.replacingOccurrences(of: "true", with: "false").utf8).write(to: folder.appendingPathComponent("iconforge.yml"))
        let run = try CLI.run(["build"], in: folder)
        XCTAssertTrue(run.stdout.contains("1 built"), run.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("res/drawable-ldrtl-xhdpi").path))
        try Data(manifest.replacingOccurrences(of: "true", with: "sideways").utf8).write(to: folder.appendingPathComponent("iconforge.yml"))
        let bad = try CLI.run(["build"], in: folder)
        XCTAssertEqual(bad.errorLines, ["iconforge: error: iconforge.yml:5: mirror must be true or false"])
    }

    func testLintSuggestsMirrorForDirectionalNamesOnly() throws {
        let folder = try makeFolder()
        for name in ["chevron.forward", "reply-all", "backpack", "undo"] {
            try Data(Self.arrow.utf8).write(to: folder.appendingPathComponent("\(name).svg"))
        }
        let run = try CLI.run(["lint", "arrow-right.svg", "chevron.forward.svg", "reply-all.svg", "backpack.svg", "undo.svg"], in: folder)
        let suggested = run.errorLines.filter { $0.contains(": directional: ") }.map { $0.components(separatedBy: ": ")[2] }
        XCTAssertEqual(suggested, ["arrow-right.svg", "chevron.forward.svg", "reply-all.svg", "undo.svg"], run.stderr)
        let mirrored = try CLI.run(["lint", "arrow-right.svg", "--mirror"], in: folder)
        XCTAssertFalse(mirrored.stderr.contains("directional"), mirrored.stderr)
    }
}
