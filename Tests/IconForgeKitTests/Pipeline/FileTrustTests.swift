import Foundation
@testable import IconForgeKit
import XCTest

/// A build trusts an output file whose stamp (size, inode, times) is the one it kept after the
/// last build, and hashes every other. These tests make stamps trustable at once (a short
/// recent-write window) and check that a file changed behind the build's back is still found.
final class FileTrustTests: XCTestCase {
    private var cache: URL!

    /// Each test runs with its own stamp cache and a short recent-write window, bound for
    /// the code it runs, not set for the process: past any file system's timestamp tick (a
    /// jiffy) but short, as the tests wait longer.
    override func invokeTest() {
        cache = FileManager.default.temporaryDirectory.appendingPathComponent("iconforge-stamps-\(getpid())-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: cache) }
        FileStamp.$recentWindow.withValue(50_000_000) {
            FileTrust.$cacheFolderGiven.withValue(cache.appendingPathComponent("iconforge/stamps")) { super.invokeTest() }
        }
    }

    /// Built, then built again once its files are past the window: the second build keeps every stamp.
    private func makeTrustedProject() throws -> PipelineFixture {
        let fixture = try PipelineFixture(self)
        for (index, name) in ["one", "two"].enumerated() { try fixture.write(PipelineFixture.svg(index), to: "art/\(name).svg") }
        _ = try fixture.manifest("outputs:\n  - png: Assets/PNG\ncontact-sheet: false\nicons:\n  - source: art/*.svg\n")
        XCTAssertFalse(try fixture.run().failed)
        usleep(100_000)
        XCTAssertEqual(try fixture.run().ids(.built), [])
        return fixture
    }

    private func keptStamps() throws -> String {
        let files = try FileManager.default.contentsOfDirectory(at: cache.appendingPathComponent("iconforge/stamps"),
                                                                includingPropertiesForKeys: nil).filter { $0.pathExtension == "stamps" }
        XCTAssertEqual(files.count, 1, "one output, one stamp file (the sources' are a .sources file)")
        return try String(contentsOf: XCTUnwrap(files.first), encoding: .utf8)
    }

    func testEveryRecordedFileIsStampedOutsideTheProject() throws {
        let fixture = try makeTrustedProject()
        let stamps = try keptStamps()
        for file in ["one.png", "one@2x.png", "one@3x.png", "two.png", "two@2x.png", "two@3x.png"] {
            XCTAssertTrue(stamps.contains(" \(file)\n"), "\(file) in\n\(stamps)")
        }
        XCTAssertFalse(fixture.snapshot().keys.contains { $0.contains("stamp") }, "nothing of it in the project")
    }

    /// Same size, the modification time put back: the change time and inode still tell.
    func testAFileRewrittenWithItsSizeAndModificationTimeKeptIsStillFoundEdited() throws {
        let fixture = try makeTrustedProject()
        let path = fixture.url("Assets/PNG/one@2x.png").path
        var before = stat()
        XCTAssertEqual(stat(path, &before), 0)
        var bytes = try XCTUnwrap(fixture.read("Assets/PNG/one@2x.png"))
        bytes[bytes.count - 20] ^= 0xFF
        try bytes.write(to: fixture.url("Assets/PNG/one@2x.png"))
        var times = [before.st_atim, before.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)

        let check = try fixture.run(check: true)
        XCTAssertEqual(check.ids(.modified), ["icons/one"], "--check hashes every file")
        let report = try fixture.run()
        XCTAssertEqual(report.ids(.failed), ["icons/one"], "the edit is kept and refused in one line")
        let error = try XCTUnwrap(report.entries.first { $0.id == "icons/one" }?.error)
        XCTAssertTrue(error.reason.hasPrefix("this file changed since iconforge wrote it"), error.reason)
        XCTAssertEqual(fixture.read("Assets/PNG/one@2x.png"), bytes)
    }

    /// Touched, bytes unchanged: hashed again, found as built, nothing rebuilt, and stamped anew.
    func testATouchedFileIsHashedAgainAndNotRebuilt() throws {
        let fixture = try makeTrustedProject()
        let before = try keptStamps()
        let url = fixture.url("Assets/PNG/two.png")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: url.path)
        usleep(100_000)
        XCTAssertEqual(try fixture.run().ids(.built), [])
        let after = try keptStamps()
        XCTAssertNotEqual(after, before, "two.png's new stamp is kept")
        XCTAssertEqual(after.split(separator: "\n").count, before.split(separator: "\n").count)
    }

    /// A state file that changed since the build saved it (a pull request) trusts no stamp: a
    /// record moved to another id, its files and hashes as kept, is still checked and refused.
    func testAChangedStateTrustsNoStamp() throws {
        let fixture = try makeTrustedProject()
        let state = fixture.url("Assets/PNG/.iconforge-record.json")
        let text = try String(contentsOf: state, encoding: .utf8)
        XCTAssertTrue(text.contains("\"icons/one\""))
        try text.replacingOccurrences(of: "\"icons/one\"", with: "\"icons/gone\"").write(to: state, atomically: true, encoding: .utf8)
        let before = fixture.snapshot()
        _ = try fixture.run()
        let record = try XCTUnwrap(JSONValue(parsing: fixture.read("Assets/PNG/.iconforge-record.json") ?? Data()))
        XCTAssertNotNil(record.members?["set-aside"]?.members?["icons/gone"], "the record is set aside: \(record)")
        XCTAssertEqual(fixture.read("Assets/PNG/one.png"), before["Assets/PNG/one.png"], "nothing it names is deleted")
    }

    /// The trust of the output as a build with nothing to do finds it, its session's record
    /// check done: what `body` is given, the sessions closed after.
    private func survey<T>(_ fixture: PipelineFixture, _ body: (FileTrust, BuildSession) throws -> T) throws -> T {
        let builder = PipelineBuilder(manifest: try ManifestParser.load(fixture.url("iconforge.yml")), rasterizer: LibrsvgRasterizer())
        let survey = try builder.survey(writes: true)
        defer { survey.sessions.forEach { $0.close() } }
        return try body(try XCTUnwrap(survey.trusts.first ?? nil), survey.sessions[0])
    }

    /// The record check's one `fstatat` of each file is the stamp the trust judges: a file judged
    /// unchanged is trusted without another stat (even gone since), one judged changed is not
    /// stat'ed again, and only the files the check could not stamp are stat'ed by their path.
    func testTheRecordChecksStampsAreTheOnesJudged() throws {
        let fixture = try makeTrustedProject()
        try survey(fixture) { trust, session in
            let records = session.records.recordedFiles
            let files = Set(records.values.flatMap(\.keys))
            XCTAssertEqual(Set(session.stampsJudged.unchanged), files, "every recorded file judged as the record check stamped it")
            XCTAssertTrue(session.stampsJudged.unstamped.isEmpty)
            XCTAssertEqual(trust.trusted, files)
            let path = fixture.url("Assets/PNG/one.png").path, hash = try XCTUnwrap(records["icons/one"]?["one.png"])
            var stamp = try XCTUnwrap(FileStamp.of(path))
            XCTAssertTrue(trust.judge("one.png", hash, stamp))
            XCTAssertFalse(trust.judge("one.png", String(repeating: "0", count: 64), stamp), "another hash")
            stamp.changed += 1
            XCTAssertFalse(trust.judge("one.png", hash, stamp), "another stamp")
            try FileManager.default.removeItem(atPath: fixture.url("Assets/PNG/two@3x.png").path)
            let two = try XCTUnwrap(records["icons/two"]?["two.png"])
            XCTAssertEqual(trust.check(records, judged: (["two@3x.png"], [("two.png", two)])), ["two@3x.png", "two.png"],
                           "two@3x.png as judged, two.png by its own stat, one.png (judged changed) not again")
        }
    }

    /// Replaced by a link to a copy of its bytes, or by a folder, a recorded file is not trusted;
    /// the link is left to a stat by its path (links followed, as before the record check stamped
    /// files), the folder is judged by what the record check found; the files beside them are trusted.
    func testAFileReplacedByALinkToItsBytesOrByAFolderIsNotTrusted() throws {
        let fixture = try makeTrustedProject()
        let manager = FileManager.default
        let (linked, folder) = (fixture.url("Assets/PNG/one@2x.png"), fixture.url("Assets/PNG/two@3x.png"))
        try manager.moveItem(at: linked, to: fixture.url("one@2x.png"))
        try manager.createSymbolicLink(at: linked, withDestinationURL: fixture.url("one@2x.png"))
        try manager.removeItem(at: folder)
        try manager.createDirectory(at: folder, withIntermediateDirectories: false)
        try survey(fixture) { trust, session in
            XCTAssertEqual(session.stampsJudged.unstamped.map(\.path), ["one@2x.png"], "a link: resolved in full, stat'ed again")
            XCTAssertEqual(trust.trusted, ["one.png", "one@3x.png", "two.png", "two@2x.png"])
        }
        XCTAssertEqual(try fixture.run(check: true).ids(.missing), ["icons/two"], "--check reads every file: a folder is no file")
    }
}
