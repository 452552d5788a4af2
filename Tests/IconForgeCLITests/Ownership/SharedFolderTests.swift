import Foundation
import IconForgeKit
import XCTest

/// Two manifests writing one folder (two apps sharing their PNGs) keep their own records in
/// it: each prunes only what it wrote, so the folder no longer flip-flops between builds.
final class SharedFolderTests: XCTestCase {
    private func project(_ folder: URL, _ name: String, icons: [String]) throws {
        let app = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try write("outputs:\n  - png: ../shared\ncontact-sheet: false\nicons:\n  - template: [\(icons.joined(separator: ", "))]\n",
                  to: "iconforge.yml", in: app)
    }

    private func build(_ folder: URL, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Int] {
        let run = try CLI.run(["build", "--json"], in: folder.appendingPathComponent(name))
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        return try buildCounts(run, file: file, line: line)
    }

    func testTwoManifestsSharingAFolderEachKeepTheirOwnFilesBuildAfterBuild() throws {
        let folder = try makeTemporaryFolder(self)
        try project(folder, "phone", icons: ["home", "docs"])
        try project(folder, "watch", icons: ["search"])
        let shared = folder.appendingPathComponent("shared")
        let everything = ["docs.png", "docs@2x.png", "docs@3x.png", "home.png", "home@2x.png", "home@3x.png",
                          "search.png", "search@2x.png", "search@3x.png"]
        XCTAssertEqual(try build(folder, "phone")["built"], 2)
        XCTAssertEqual(try build(folder, "watch")["built"], 1)
        let first = try fileContents(in: shared)
        for _ in 0 ..< 2 {
            for name in ["phone", "watch"] {
                let counts = try build(folder, name)
                XCTAssertEqual(counts["built"], 0, name)
                XCTAssertEqual(counts["removed"], 0, "\(name) removes nothing of the other's")
            }
            XCTAssertEqual(try relativeFiles(in: shared).filter { !$0.hasPrefix(".") }, everything)
        }
        XCTAssertEqual(try fileContents(in: shared), first, "no flip-flop: the folder is byte for byte the same")
        let state = try XCTUnwrap(JSONValue(parsing: Data(contentsOf: shared.appendingPathComponent(".iconforge-record.json"))))
        XCTAssertEqual(state.members?["manifests"]?.members?.keys.sorted(), ["../phone/iconforge.yml", "../watch/iconforge.yml"])

        // Each prunes what it alone wrote.
        try project(folder, "phone", icons: ["home"])
        XCTAssertEqual(try build(folder, "phone")["removed"], 1)
        XCTAssertEqual(try relativeFiles(in: shared).filter { !$0.hasPrefix(".") },
                       ["home.png", "home@2x.png", "home@3x.png", "search.png", "search@2x.png", "search@3x.png"])
        XCTAssertEqual(try build(folder, "watch")["built"], 0)
    }

    /// The refusal of `file` in the shared folder, which the manifest `owner` wrote.
    private func refusal(_ file: URL, owner: String) -> String {
        "iconforge: error: \(file.path): iconforge build for \(owner) wrote this, not this run, and iconforge replaces only what "
            + "its own record says it wrote, unchanged since; give one of them another name, or add 'replace: true' to the output "
            + "to let iconforge take it over"
    }

    func testAnIconTheOtherManifestWroteIsRefusedNamingItEvenAsTheSameDrawing() throws {
        let folder = try makeTemporaryFolder(self)
        let shared = folder.appendingPathComponent("shared")
        try project(folder, "phone", icons: ["home"])
        try project(folder, "watch", icons: ["home", "docs"])
        _ = try build(folder, "phone")
        let before = try fileContents(in: shared)
        // The same drawing, byte for byte: taken as written, both would record it, and their
        // records would part once either changed it.
        let same = try CLI.run(["build"], in: folder.appendingPathComponent("watch"))
        XCTAssertEqual(same.status, 1, same.stdout)
        XCTAssertEqual(same.errorLines, [refusal(shared.appendingPathComponent("home.png"), owner: "../phone/iconforge.yml")])
        XCTAssertTrue(FileManager.default.fileExists(atPath: shared.appendingPathComponent("docs@2x.png").path), "its other icon is written")
        XCTAssertEqual(try fileContents(in: shared).filter { $0.key.hasPrefix("home") }, before.filter { $0.key.hasPrefix("home") })
        let state = try XCTUnwrap(JSONValue(parsing: Data(contentsOf: shared.appendingPathComponent(".iconforge-record.json"))))
        XCTAssertEqual(state.members?["manifests"]?.members?["../watch/iconforge.yml"]?.members?["assets"]?.members?.keys.sorted(),
                       ["icons/docs"], "the watch records only its own icon")
        let check = try CLI.run(["build", "--check"], in: folder.appendingPathComponent("watch"))
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.errorLines, ["iconforge: error: icons/home: missing: not built yet"])
        XCTAssertEqual(try build(folder, "phone")["built"], 0, "the phone's record of home is untouched")

        // Another drawing of the same name: refused the same way.
        let tablet = folder.appendingPathComponent("tablet")
        try FileManager.default.createDirectory(at: tablet, withIntermediateDirectories: true)
        try write(discSVG, to: "home.svg", in: tablet)
        try write("outputs:\n  - png: ../shared\ncontact-sheet: false\nicons:\n  - source: home.svg\n", to: "iconforge.yml", in: tablet)
        let run = try CLI.run(["build"], in: tablet)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, [refusal(shared.appendingPathComponent("home.png"), owner: "../phone/iconforge.yml")])
        XCTAssertEqual(try fileContents(in: shared).filter { $0.key.hasPrefix("home") }, before.filter { $0.key.hasPrefix("home") })

        // Once the phone no longer names it (and has built), the watch may.
        try project(folder, "phone", icons: ["search"])
        XCTAssertEqual(try build(folder, "phone")["removed"], 1)
        XCTAssertEqual(try build(folder, "watch")["built"], 1)
    }

    /// Two manifests that both recorded one icon (taken over with `replace: true`, or recorded
    /// by an earlier version): once one changes it, the other's `--check` says whose file it is,
    /// never "edited by hand", and its build refuses it naming the other manifest.
    func testCheckSaysAFileTheOtherManifestWroteSinceIsItsNotEditedByHand() throws {
        let folder = try makeTemporaryFolder(self)
        let shared = folder.appendingPathComponent("shared")
        try project(folder, "phone", icons: ["home"])
        _ = try build(folder, "phone")
        let watch = folder.appendingPathComponent("watch")
        try FileManager.default.createDirectory(at: watch, withIntermediateDirectories: true)
        try write(discSVG, to: "home.svg", in: watch)
        try write("outputs:\n  - png: ../shared\n    replace: true\ncontact-sheet: false\nicons:\n  - source: home.svg\n",
                  to: "iconforge.yml", in: watch)
        XCTAssertEqual(try build(folder, "watch")["built"], 1)
        let before = try fileContents(in: shared)

        let check = try CLI.run(["build", "--check"], in: folder.appendingPathComponent("phone"))
        XCTAssertEqual(check.status, 1)
        let belongs = ["home.png", "home@2x.png", "home@3x.png"].map {
            "../shared/\($0) belongs to the build for ../watch/iconforge.yml, which wrote it since"
        }
        XCTAssertEqual(check.errorLines, ["iconforge: error: icons/home: stale: " + belongs.joined(separator: "; ")])
        XCTAssertFalse(check.stderr.contains("edited by hand"), check.stderr)
        let run = try CLI.run(["build"], in: folder.appendingPathComponent("phone"))
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, [refusal(shared.appendingPathComponent("home.png"), owner: "../watch/iconforge.yml")])
        XCTAssertEqual(try fileContents(in: shared), before, "the watch's files are left byte for byte")
    }
}
