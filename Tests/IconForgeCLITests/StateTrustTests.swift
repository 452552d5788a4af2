import Foundation
import IconForgeKit
import XCTest

/// `.iconforge-record.json` arrives in pull requests like any file: a record naming a file
/// outside its output, or a link out of it, deletes nothing. It is reported in one line
/// and ignored.
final class StateTrustTests: XCTestCase {
    /// A project with one icon built into `out/`, and `victim.txt` where `location` says.
    func makeBuiltProject() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("project/art"), withIntermediateDirectories: true)
        let project = folder.appendingPathComponent("project")
        try write(discSVG, to: "art/house.svg", in: project)
        try write("outputs:\n  - png: out\nicons:\n  - source: art/*.svg\n", to: "iconforge.yml", in: project)
        XCTAssertEqual(try CLI.run(["build"], in: project).status, 0)
        return project
    }

    /// Adds a record for `id` (no longer declared, so the build prunes it) naming `files`.
    func plant(_ files: [String: Data], as id: String, in project: URL) throws {
        let url = project.appendingPathComponent("out/.iconforge-record.json")
        var root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var manifests = try XCTUnwrap(root["manifests"] as? [String: [String: Any]])
        var assets = try XCTUnwrap(manifests["../iconforge.yml"]?["assets"] as? [String: Any])
        assets[id] = ["source": "x", "options": "x", "version": "x", "files": files.mapValues { SHA256.hex($0) }]
        manifests["../iconforge.yml"]?["assets"] = assets
        root["manifests"] = manifests
        try JSONSerialization.data(withJSONObject: root).write(to: url)
    }

    func testARecordClimbingOutOfTheOutputDeletesNothing() throws {
        let project = try makeBuiltProject()
        let victim = Data("precious".utf8)
        let outside = project.deletingLastPathComponent().appendingPathComponent("victim.txt")
        let beside = project.appendingPathComponent("victim.txt")
        try victim.write(to: outside)
        try victim.write(to: beside)
        try plant(["../../victim.txt": victim, "../victim.txt": victim], as: "icons/gone", in: project)
        let run = try CLI.run(["build"], in: project)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try Data(contentsOf: outside), victim)
        XCTAssertEqual(try Data(contentsOf: beside), victim)
        XCTAssertEqual(run.errorLines, ["iconforge: warning: icons/gone: the build state records ../../victim.txt, "
                                        + "../victim.txt, which iconforge does not write for icons/gone; "
                                        + "the record is ignored and nothing it names is touched"])
    }

    func testARecordReachingOutThroughALinkDeletesNothing() throws {
        let project = try makeBuiltProject()
        let victim = Data("precious".utf8)
        let elsewhere = project.deletingLastPathComponent().appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try victim.write(to: elsewhere.appendingPathComponent("gone.png"))
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("out/sub").path,
                                                   withDestinationPath: elsewhere.path)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("out/gone.png").path,
                                                   withDestinationPath: elsewhere.appendingPathComponent("gone.png").path)
        try plant(["sub/gone.png": victim, "gone.png": victim], as: "icons/gone", in: project)
        let run = try CLI.run(["build"], in: project)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try Data(contentsOf: elsewhere.appendingPathComponent("gone.png")), victim)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("icons/gone: the build state records gone.png, sub/gone.png, which iconforge does not write"),
                      run.stderr)
    }

    func testAFileIconforgeWroteIsStillPrunedWhenItsAssetGoes() throws {
        let project = try makeBuiltProject()
        try write(discSVG, to: "art/shed.svg", in: project)
        XCTAssertEqual(try CLI.run(["build"], in: project).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent("out/shed@2x.png").path))
        try FileManager.default.removeItem(at: project.appendingPathComponent("art/shed.svg"))
        let run = try CLI.run(["build"], in: project)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try relativeFiles(in: project.appendingPathComponent("out")),
                       [".iconforge-record.json", "house.png", "house@2x.png", "house@3x.png"])
    }

    func testARecordNamingADesignersFilesInsideTheOutputDeletesNothingAndIsSetAsideOnce() throws {
        let project = try makeBuiltProject()
        let dark = Data("designer's dark variant".utf8)
        let notes = Data("notes".utf8)
        try dark.write(to: project.appendingPathComponent("out/house-dark@2x.png"))
        try notes.write(to: project.appendingPathComponent("out/NOTES.txt"))
        try plant(["house-dark@2x.png": dark, "NOTES.txt": notes], as: "icons/house", in: project)
        let run = try CLI.run(["build"], in: project)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines, ["iconforge: warning: icons/house: the build state records NOTES.txt, "
                                        + "house-dark@2x.png, which iconforge does not write for icons/house; "
                                        + "the record is ignored and nothing it names is touched"])
        XCTAssertEqual(try Data(contentsOf: project.appendingPathComponent("out/house-dark@2x.png")), dark)
        XCTAssertEqual(try Data(contentsOf: project.appendingPathComponent("out/NOTES.txt")), notes)
        let record = try XCTUnwrap(JSONValue(parsing: Data(contentsOf: project.appendingPathComponent("out/.iconforge-record.json"))))
        let setAside = try XCTUnwrap(record.members?["set-aside"]?.members?["icons/house"]?.members)
        XCTAssertNotNil(setAside["house-dark@2x.png"], "\(setAside)")
        let again = try CLI.run(["build", "--check"], in: project)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.errorLines, [])
    }

    func testCheckReportsAnIgnoredRecordAndChangesNothing() throws {
        let project = try makeBuiltProject()
        let victim = Data("precious".utf8)
        try victim.write(to: project.appendingPathComponent("victim.txt"))
        try plant(["../victim.txt": victim], as: "icons/gone", in: project)
        let before = try fileContents(in: project)
        let run = try CLI.run(["build", "--check"], in: project)
        XCTAssertTrue(run.errorLines.contains("iconforge: warning: icons/gone: the build state records ../victim.txt, "
                                              + "which iconforge does not write for icons/gone; "
                                              + "the record is ignored and nothing it names is touched"), run.stderr)
        XCTAssertEqual(try fileContents(in: project), before)
    }

    func testAPlantedOwnershipRecordOfTheIconCommandDeletesNothing() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "home", "--format", "png", "--out", "out", "--no-preview", "-q"], in: folder).status, 0)
        let notes = Data("the designer's notes".utf8)
        try notes.write(to: folder.appendingPathComponent("out/notes.txt"))
        try LastReleaseRecords.write(in: folder.appendingPathComponent("out"))
        let url = folder.appendingPathComponent("out/.iconforge-owned.json")
        var root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var assets = try XCTUnwrap(root["assets"] as? [String: [String: String]])
        assets["icons/home"]?["notes.txt"] = SHA256.hex(notes)
        root["assets"] = assets
        try JSONSerialization.data(withJSONObject: root).write(to: url)
        let run = try CLI.run(["icon", "home", "--format", "png", "--out", "out", "--no-preview", "-q"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains(": .iconforge-record.json records notes.txt, which iconforge does not write for icons/home; "
                                          + "the record is ignored and nothing it names is touched"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("out/notes.txt")), notes)
        let again = try CLI.run(["icon", "home", "--format", "png", "--out", "out", "--no-preview", "-q"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.errorLines, [])
    }
}
