import Foundation
import IconForgeKit
import XCTest

/// The merge rules end to end: a run changes only what iconforge owns, deletes only what it
/// wrote, and refuses collisions before writing anything.
final class OutputMergeTests: XCTestCase {
    private let xcodeRoot = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"

    /// A catalog as Xcode left it: a docs imageset with a dark variant and a note of the designer's.
    private func xcodeCatalog(in folder: URL) throws -> URL {
        let set = folder.appendingPathComponent("App/Assets.xcassets/docs.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try write(xcodeRoot, to: "../Contents.json", in: set)
        try write("""
        {
          "images" : [
            { "filename" : "docs.png", "idiom" : "universal", "scale" : "1x" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "filename" : "docs-dark@2x.png", "idiom" : "universal", "scale" : "2x" }
          ],
          "info" : { "author" : "xcode", "version" : 1 },
          "properties" : { "compression-type" : "lossless" }
        }
        """, to: "Contents.json", in: set)
        try write("dark", to: "docs-dark@2x.png", in: set)
        try write("ask Ana before changing", to: "NOTES.txt", in: set)
        return set
    }

    func testIconIntoAnXcodeCatalogKeepsItsRootContentsTheDarkVariantAndTheNotes() throws {
        let folder = try makeTemporaryFolder(self)
        let set = try xcodeCatalog(in: folder)
        let before = try fileContents(in: folder)
        // The user's docs.imageset: refused, in one line naming it and what to do.
        let refused = try CLI.run(["icon", "docs", "--out", "App/Assets.xcassets"], in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.errorLines, ["iconforge: error: template:docs.svg: iconforge did not make the imageset \(set.path) "
                                            + "(it has no record of it), and replaces only what its own record says it wrote, unchanged "
                                            + "since; give the asset another name (--name NEWNAME), or give --replace to let iconforge "
                                            + "take the set over"])
        XCTAssertEqual(try fileContents(in: folder), before)
        // --replace takes it over once; from then on it is iconforge's.
        for arguments in [["--replace"], []] {
            let run = try CLI.run(["icon", "docs", "--out", "App/Assets.xcassets"] + arguments, in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        XCTAssertEqual(try String(contentsOf: set.appendingPathComponent("../Contents.json"), encoding: .utf8), xcodeRoot)
        XCTAssertEqual(try String(contentsOf: set.appendingPathComponent("docs-dark@2x.png"), encoding: .utf8), "dark")
        XCTAssertEqual(try String(contentsOf: set.appendingPathComponent("NOTES.txt"), encoding: .utf8), "ask Ana before changing")
        let contents = try String(contentsOf: set.appendingPathComponent("Contents.json"), encoding: .utf8)
        XCTAssertTrue(contents.contains("\"docs-dark@2x.png\"") && contents.contains("\"luminosity\""), contents)
        XCTAssertTrue(contents.contains("\"compression-type\" : \"lossless\""), contents)
        XCTAssertTrue(contents.contains("\"docs@3x.png\""), contents)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/Assets.xcassets/Previews").path))
    }

    func testABuildRebuildingAnImagesetKeepsWhatTheDesignerAddedToIt() throws {
        let folder = try makeTemporaryFolder(self)
        try write("outputs:\n  - xcassets: Assets.xcassets\ncontact-sheet: false\nicons:\n  - template: home\n",
                  to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let set = folder.appendingPathComponent("Assets.xcassets/home.imageset")
        try write("dark", to: "house-dark@2x.png", in: set)
        try write("notes", to: "NOTES.txt", in: set)
        try write("outputs:\n  - xcassets: Assets.xcassets\ncontact-sheet: false\nicons:\n  - template: home\n    scales: [2]\n",
                  to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try relativeFiles(in: set), ["Contents.json", "NOTES.txt", "home@2x.png", "house-dark@2x.png"])
    }

    func testSwitchingAndroidIconsBetweenStateListAndMaskRemovesOnlyTheEarlierRunsFiles() throws {
        let folder = try makeTemporaryFolder(self)
        let drawable = folder.appendingPathComponent("res/drawable")
        try FileManager.default.createDirectory(at: drawable, withIntermediateDirectories: true)
        try write("<shape/>", to: "my_shape.xml", in: drawable)
        XCTAssertEqual(try CLI.run(["icon", "home", "--format", "android", "--state-list", "--no-preview"], in: folder).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: drawable.appendingPathComponent("ic_tab_home.xml").path))

        let mask = try CLI.run(["icon", "home", "--format", "android", "--no-preview", "--no-state-list"], in: folder)
        XCTAssertEqual(mask.status, 0, mask.stderr)
        let files = try relativeFiles(in: folder.appendingPathComponent("res")).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(files, ["drawable-hdpi/ic_tab_home.png", "drawable-mdpi/ic_tab_home.png", "drawable-xhdpi/ic_tab_home.png",
                               "drawable-xxhdpi/ic_tab_home.png", "drawable-xxxhdpi/ic_tab_home.png", "drawable/my_shape.xml"])

        XCTAssertEqual(try CLI.run(["icon", "home", "--format", "android", "--state-list", "--no-preview"], in: folder).status, 0)
        let back = try relativeFiles(in: folder.appendingPathComponent("res")).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(back.count, 12, back.joined(separator: ", "))
        XCTAssertFalse(back.contains("drawable-mdpi/ic_tab_home.png"))
        XCTAssertEqual(try String(contentsOf: drawable.appendingPathComponent("my_shape.xml"), encoding: .utf8), "<shape/>")
    }

    func testAnIconNamedLikeAnotherIconsPreviewStaysAnIconInAPNGFolder() throws {
        let folder = try makeTemporaryFolder(self)
        let svg = try XCTUnwrap(TemplateLibrary.named("home")).data
        try svg.write(to: folder.appendingPathComponent("camera.svg"))
        try svg.write(to: folder.appendingPathComponent("camera-preview.svg"))
        let run = try CLI.run(["icon", "camera.svg", "camera-preview.svg", "--format", "png", "--out", "out", "--scales", "1",
                               "--preview", "each"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let icon = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("out/camera-preview.png"))
        XCTAssertEqual([icon.width, icon.height], [30, 30])
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("iconforge-previews/camera-preview.png").path))
    }

    func testPreviewsAimedInsideTheBundleAreRefusedBeforeAnythingIsWritten() throws {
        let folder = try makeTemporaryFolder(self)
        for arguments in [["--format", "android", "--preview-dir", "res"], ["--format", "png", "--out", "out", "--preview-dir", "out/shots"],
                          ["--out", "A.xcassets", "--preview-dir", "A.xcassets"]] {
            let run = try CLI.run(["icon", "home"] + arguments, in: folder)
            XCTAssertEqual(run.status, 64, run.stderr)
            XCTAssertEqual(run.errorLines.count, 1, run.stderr)
            XCTAssertTrue(run.stderr.contains("previews never go inside the bundle"), run.stderr)
            XCTAssertEqual(try relativeFiles(in: folder), [])
        }
    }

    func testBuildRefusesTwoIconsThatBecomeOneAndroidResourceAndWritesNothing() throws {
        let folder = try makeTemporaryFolder(self)
        let svg = String(decoding: try XCTUnwrap(TemplateLibrary.named("home")).data, as: UTF8.self)
        try write(svg, to: "tab-home.svg", in: folder)
        try write(svg, to: "tab_home.svg", in: folder)
        try write("outputs:\n  - android: res\ncontact-sheet: false\nicons:\n  - source: tab-home.svg\n  - source: tab_home.svg\n",
                  to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("icons/tab_home") && run.stderr.contains("icons/tab-home"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("res").path))
    }

    func testBuildRefusesAMaskIconAndAButtonSharingAnAndroidResourceName() throws {
        let folder = try makeTemporaryFolder(self)
        try write("""
        outputs:
          - android: res
        contact-sheet: false
        android:
          state-list: false
        icons:
          - template: home
        buttons:
          - name: ic_tab_home
            colour: "#3366cc"
        """, to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("buttons/ic_tab_home") && run.stderr.contains("icons/home"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("res").path))
    }
}
