import Foundation
import IconForgeKit
import XCTest

/// A previews folder keeps its own record (`.iconforge-record.json`, its pictures): every bundle, command and
/// manifest drawing there shares it, so none refuses a preview or sheet another run drew, and a
/// file of the user's there is still refused, in one line that is true.
final class SharedPreviewsTests: XCTestCase {
    private func previews(_ folder: URL) -> URL { folder.appendingPathComponent("shots") }

    /// The folder's record: picture name -> SHA-256.
    private func record(_ folder: URL) throws -> [String: String] {
        let data = try Data(contentsOf: folder.appendingPathComponent(".iconforge-record.json"))
        return try XCTUnwrap(JSONValue(parsing: data)?.members?["pictures"]?.members?.compactMapValues(\.text))
    }

    private func assertRecordHolds(_ folder: URL, _ names: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let held = try record(folder)
        XCTAssertEqual(held.keys.sorted(), names.sorted(), file: file, line: line)
        for name in names {
            XCTAssertEqual(held[name], SHA256.hex(try Data(contentsOf: folder.appendingPathComponent(name))), name, file: file, line: line)
        }
    }

    func testTwoCatalogsSharingAPreviewsFolderReplaceEachOthersPreviewWithoutAWord() throws {
        let folder = try makeTemporaryFolder(self)
        try TemplateLibrary.named("home")!.data.write(to: folder.appendingPathComponent("home.svg"))
        let preview = previews(folder).appendingPathComponent("home-preview.png")
        var drawn: [Data] = []
        for (out, padding) in [("A.xcassets", "0"), ("B.xcassets", "2"), ("A.xcassets", "3")] {
            let run = try CLI.run(["icon", "home.svg", "--out", out, "--padding", padding, "--preview-dir", "shots"], in: folder)
            XCTAssertEqual(run.status, 0, "\(out) --padding \(padding): \(run.stderr)")
            XCTAssertEqual(run.stderr, "", "no warning: iconforge drew the preview in its way")
            drawn.append(try Data(contentsOf: preview))
        }
        XCTAssertEqual(Set(drawn).count, 3, "each run drew its own picture")
        try assertRecordHolds(previews(folder), ["home-preview.png"])
        // The last run's picture: what A draws with --padding 3, drawn again elsewhere.
        XCTAssertEqual(try CLI.run(["icon", "home.svg", "--out", "C.xcassets", "--padding", "3", "--preview-dir", "again"], in: folder).status, 0)
        XCTAssertEqual(drawn[2], try Data(contentsOf: folder.appendingPathComponent("again/home-preview.png")))
        // Each catalog's record still names the preview it drew.
        let a = try WriterRecord.commands(in: folder.appendingPathComponent("A.xcassets"))
        XCTAssertEqual(a.files(of: "icons/home")?["../shots/home-preview.png"], SHA256.hex(drawn[2]))
    }

    func testIconAndBuildShareAPreviewsFolderAndTheBuildRedrawsWhatIconDrewOverIt() throws {
        let folder = try makeTemporaryFolder(self)
        try write("outputs:\n  - xcassets: App.xcassets\ncontact-sheet: shots/Sheet.png\npreviews: shots\nicons:\n  - template: [home, docs]\n",
                  to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["icon", "home", "--out", "Other.xcassets", "--padding", "4", "--preview-dir", "shots"], in: folder).status, 0)
        let built = try CLI.run(["build"], in: folder)
        XCTAssertEqual(built.status, 0, built.stderr)
        XCTAssertEqual(built.stderr, "")
        try assertRecordHolds(previews(folder), ["home-preview.png", "docs-preview.png", "Sheet.png"])
        let buildsHome = try Data(contentsOf: previews(folder).appendingPathComponent("home-preview.png"))

        let icon = try CLI.run(["icon", "home", "--out", "Other.xcassets", "--padding", "4", "--preview-dir", "shots"], in: folder)
        XCTAssertEqual(icon.status, 0, icon.stderr)
        XCTAssertEqual(icon.stderr, "")
        // The build's preview is iconforge's, but no longer this build's drawing: stale, never "edited by hand".
        let check = try CLI.run(["build", "--check"], in: folder)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.errorLines, ["iconforge: error: icons/home: stale: shots/home-preview.png was drawn by another iconforge run"])
        let again = try CLI.run(["build", "-v"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try Data(contentsOf: previews(folder).appendingPathComponent("home-preview.png")), buildsHome)
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)
        try assertRecordHolds(previews(folder), ["home-preview.png", "docs-preview.png", "Sheet.png"])
    }

    func testTwoManifestsSharingAPreviewsFolderKeepEachOthersPreviewsAndSheets() throws {
        let folder = try makeTemporaryFolder(self)
        for (app, padding, icons) in [("phone", 0, "[home, docs]"), ("watch", 3, "[home, search]")] {
            let root = folder.appendingPathComponent(app)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try write("outputs:\n  - png: out\ncontact-sheet: ../shots/\(app).png\npreviews: ../shots\n"
                      + "defaults:\n  icons: {padding: \(padding)}\nicons:\n  - template: \(icons)\n", to: "iconforge.yml", in: root)
        }
        for app in ["phone", "watch", "phone"] {
            let run = try CLI.run(["build"], in: folder.appendingPathComponent(app))
            XCTAssertEqual(run.status, 0, "\(app): \(run.stderr)")
            XCTAssertEqual(run.stderr, "", app)
        }
        let shared = ["docs-preview.png", "home-preview.png", "phone.png", "search-preview.png", "watch.png"]
        XCTAssertEqual(try relativeFiles(in: previews(folder)).filter { !$0.hasPrefix(".") }, shared)
        try assertRecordHolds(previews(folder), shared)

        // The watch app drops home: home's preview is the phone's drawing now, not the watch's to delete.
        try write("outputs:\n  - png: out\ncontact-sheet: ../shots/watch.png\npreviews: ../shots\n"
                  + "defaults:\n  icons: {padding: 3}\nicons:\n  - template: [search]\n",
                  to: "iconforge.yml", in: folder.appendingPathComponent("watch"))
        let dropped = try CLI.run(["build"], in: folder.appendingPathComponent("watch"))
        XCTAssertEqual(dropped.status, 0, dropped.stderr)
        XCTAssertEqual(dropped.stderr, "", "nothing to say: the picture is the other manifest's drawing")
        XCTAssertEqual(try relativeFiles(in: previews(folder)).filter { !$0.hasPrefix(".") }, shared)
        // The phone drops docs: its own drawing goes, with its entry in the record.
        try write("outputs:\n  - png: out\ncontact-sheet: ../shots/phone.png\npreviews: ../shots\nicons:\n  - template: [home]\n",
                  to: "iconforge.yml", in: folder.appendingPathComponent("phone"))
        XCTAssertEqual(try CLI.run(["build"], in: folder.appendingPathComponent("phone")).status, 0)
        let left = ["home-preview.png", "phone.png", "search-preview.png", "watch.png"]
        XCTAssertEqual(try relativeFiles(in: previews(folder)).filter { !$0.hasPrefix(".") }, left)
        try assertRecordHolds(previews(folder), left)
    }

    func testAPreviewAndAContactSheetOfTheUsersAreRefusedInOneTrueLineEachAndTheIconsAreWritten() throws {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: previews(folder), withIntermediateDirectories: true)
        let picture = Data("the user's holiday picture".utf8)
        try picture.write(to: previews(folder).appendingPathComponent("home-preview.png"))
        try picture.write(to: folder.appendingPathComponent("photo.png"))
        // Another run's record in the folder changes nothing for the user's files.
        XCTAssertEqual(try CLI.run(["icon", "docs", "--out", "Other.xcassets", "--preview-dir", "shots"], in: folder).status, 0)
        try write("outputs:\n  - xcassets: App.xcassets\ncontact-sheet: photo.png\npreviews: shots\nicons:\n  - template: [home, docs]\n",
                  to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1)
        let rule = "iconforge did not write this file (it has no record of it), and iconforge replaces only what its own record says "
            + "it wrote, unchanged since; "
        XCTAssertEqual(Set(run.errorLines), [
            "iconforge: error: \(previews(folder).path)/home-preview.png: \(rule)move it away or delete it, "
                + "or add 'replace: true' to the output to let iconforge take it over",
            "iconforge: error: \(folder.path)/photo.png: \(rule)move it away or delete it",
        ])
        XCTAssertEqual(try Data(contentsOf: previews(folder).appendingPathComponent("home-preview.png")), picture)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("photo.png")), picture)
        for name in ["home", "docs"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App.xcassets/\(name).imageset/\(name)@3x.png").path),
                          "\(name): the icon is written, its preview is no part of the catalog")
        }
        // The refused preview is drawn once the picture is moved away: the build knows it is owed.
        try FileManager.default.removeItem(at: previews(folder).appendingPathComponent("home-preview.png"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("photo.png"))
        let again = try CLI.run(["build", "-v"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("icons/home: written (not written whole last time)"), again.stdout)
        try assertRecordHolds(previews(folder), ["home-preview.png", "docs-preview.png"])
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)
    }
}
