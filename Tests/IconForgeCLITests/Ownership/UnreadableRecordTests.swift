import Foundation
import IconForgeKit
import XCTest

/// A record of what iconforge wrote that cannot be read (a merge's conflict markers, one
/// inflated past the limit) is set aside beside itself with one line, never taken as empty and
/// saved over, and nothing it may have named is deleted while it is away.
final class UnreadableRecordTests: XCTestCase {
    /// `record` (its bytes) as a merge leaves it when both sides changed it.
    private func conflicted(_ record: Data) -> Data {
        let text = String(decoding: record, as: UTF8.self)
        return Data(("<<<<<<< HEAD\n" + text + "=======\n" + text + ">>>>>>> theirs\n").utf8)
    }

    private func setAside(_ record: URL, _ reason: String, mend: String, take: String) -> String {
        "iconforge: warning: \(record.path): \(reason), so iconforge set it aside as \(record.lastPathComponent).unreadable and "
            + "deletes nothing it named (its files are the user's until it is back); \(mend) and move it back to "
            + "\(record.lastPathComponent), or \(take) to let iconforge take its files over"
    }

    func testIconSetsAConflictedRecordAsideSaysSoAndDeletesNothingItNamed() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "house.svg", in: folder)
        try write(discSVG, to: "home.svg", in: folder)
        XCTAssertEqual(try CLI.run(["icon", "house.svg", "home.svg", "--out", "A.xcassets", "--no-preview"], in: folder).status, 0)
        let catalog = folder.appendingPathComponent("A.xcassets")
        let record = catalog.appendingPathComponent(".iconforge-record.json")
        let merged = conflicted(try Data(contentsOf: record))
        try merged.write(to: record)
        let before = try fileContents(in: catalog.appendingPathComponent("house.imageset"))

        // A switch to a symbol would prune the imageset the record names: with the record away, nothing goes.
        let run = try CLI.run(["icon", "house.svg", "--symbol", "--out", "A.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1, "the imageset beside the symbol is the user's now")
        XCTAssertEqual(run.errorLines.count, 2, run.stderr)
        XCTAssertEqual(run.errorLines.first, setAside(record, "holds git conflict markers (line 1)", mend: "resolve the conflict in it",
                                                      take: "give --replace"))
        XCTAssertTrue(run.errorLines.last?.contains("house.symbolset would stand beside \(catalog.path)/house.imageset, which iconforge "
                                                    + "did not make") == true, run.stderr)
        XCTAssertEqual(try Data(contentsOf: catalog.appendingPathComponent(".iconforge-record.json.unreadable")), merged,
                       "set aside byte for byte")
        XCTAssertEqual(try fileContents(in: catalog.appendingPathComponent("house.imageset")), before)
        XCTAssertTrue(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("home.imageset/home@3x.png").path))

        // Files holding exactly what iconforge writes are taken as written; the next record holds them.
        let again = try CLI.run(["icon", "home.svg", "--out", "A.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.errorLines, [], "said once: the new record reads")
        XCTAssertTrue(try String(contentsOf: record, encoding: .utf8).contains("icons/home"))
    }

    func testBuildSetsAConflictedStateAsideAndPrunesNothingWhileItIsAway() throws {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try write(discSVG, to: "art/house.svg", in: folder)
        try write(discSVG, to: "art/home.svg", in: folder)
        let manifest = "outputs:\n  - png: out\ncontact-sheet: false\nicons:\n  - source: art/home.svg\n"
        try write(manifest + "  - source: art/house.svg\n", to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let out = folder.appendingPathComponent("out")
        let state = out.appendingPathComponent(".iconforge-record.json")
        let merged = conflicted(try Data(contentsOf: state))
        try merged.write(to: state)

        let check = try CLI.run(["build", "--check"], in: folder)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.errorLines, ["iconforge: error: \(state.path): holds git conflict markers (line 1); resolve the conflict in it, "
                                          + "or build, which sets it aside"])
        XCTAssertEqual(try Data(contentsOf: state), merged, "--check writes nothing")

        // house leaves the manifest meanwhile: with the state away, its files are not deleted.
        try write(manifest, to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines, [setAside(state, "holds git conflict markers (line 1)", mend: "resolve the conflict in it",
                                                 take: "add 'replace: true' to the output")])
        XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent(".iconforge-record.json.unreadable")), merged)
        XCTAssertEqual(try relativeFiles(in: out).filter { !$0.hasPrefix(".") },
                       ["home.png", "home@2x.png", "home@3x.png", "house.png", "house@2x.png", "house@3x.png"])
    }

    func testAStateALaterVersionWroteIsLeftAloneAndSaid() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "home.svg", in: folder)
        try write("outputs:\n  - png: out\ncontact-sheet: false\nicons:\n  - source: home.svg\n", to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let state = folder.appendingPathComponent("out/.iconforge-record.json")
        let later = Data(#"{"format":5,"manifests":{}}"#.utf8)
        try later.write(to: state)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: \(state.path): a later iconforge wrote this record (format 5); run that "
                                        + "version, or delete the file to rebuild everything"])
        XCTAssertEqual(try Data(contentsOf: state), later)
        XCTAssertFalse(FileManager.default.fileExists(atPath: state.path + ".unreadable"))
    }

    func testCodegenSetsItsConflictedRecordAsideToo() throws {
        let folder = try makeTemporaryFolder(self)
        try XcodeSets.put("App.xcassets", in: folder)
        try XcodeSets.put("App.xcassets/docs.imageset", in: folder)
        let generate = ["codegen", "--catalog", "App.xcassets", "-o", "gen/Assets.swift"]
        XCTAssertEqual(try CLI.run(generate, in: folder).status, 0)
        let record = folder.appendingPathComponent("gen/.iconforge-record.json")
        let merged = conflicted(try Data(contentsOf: record))
        try merged.write(to: record)
        let run = try CLI.run(generate, in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines, [setAside(record, "holds git conflict markers (line 1)", mend: "resolve the conflict in it",
                                                 take: "give --replace")])
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("gen/.iconforge-record.json.unreadable")), merged)
    }

    func testARecordOverTheLimitIsSetAsideUnreadInAMoment() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "house.svg", in: folder)
        let catalog = folder.appendingPathComponent("A.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        // 200,000 invented entries, some 23 MB, then past the limit.
        var text = "{\n  \"assets\" : {\n"
        for index in 0 ..< 200_000 {
            text += "    \"icons/x\(index)\" : { \"x\(index).imageset/x\(index).png\" : \"\(String(repeating: "0", count: 64))\" },\n"
        }
        text += "    \"icons/house\" : { }\n  }\n}\n"
        // Past the limit with trailing white space: still a well-formed record, only too large.
        text += String(repeating: " ", count: (64 << 20) + 1 - text.utf8.count) + "\n"
        let record = catalog.appendingPathComponent(".iconforge-record.json")
        try Data(text.utf8).write(to: record)
        XCTAssertGreaterThan(text.utf8.count, 64 << 20)

        // Not read at all: the run's time limit is the bound (no timing assertion).
        let run = try CLI.run(["icon", "house.svg", "--out", "A.xcassets", "--no-preview"], in: folder, timeout: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines, [setAside(record, "is \(ByteCount.format(text.utf8.count)), over the 64 MiB a record may be",
                                                 mend: "fix it", take: "give --replace")])
        XCTAssertEqual(try Data(contentsOf: catalog.appendingPathComponent(".iconforge-record.json.unreadable")).count, text.utf8.count)

        // A record set aside before is never replaced: the next one takes the next name.
        try Data("{".utf8).write(to: record)
        let cut = try CLI.run(["icon", "house.svg", "--out", "A.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(cut.status, 0, cut.stderr)
        XCTAssertTrue(cut.stderr.contains("set it aside as .iconforge-record.json.unreadable-2"), cut.stderr)
        XCTAssertEqual(try Data(contentsOf: catalog.appendingPathComponent(".iconforge-record.json.unreadable-2")), Data("{".utf8))
        XCTAssertEqual(try Data(contentsOf: catalog.appendingPathComponent(".iconforge-record.json.unreadable")).count, text.utf8.count)
    }
}
