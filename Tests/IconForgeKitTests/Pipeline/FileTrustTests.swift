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
}
