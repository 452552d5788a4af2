import Foundation
import XCTest

/// A build killed with SIGKILL keeps the progress it checkpointed: the rerun renders only
/// what was not finished, and ends with exactly what a clean build writes.
final class KilledBuildResumeTests: XCTestCase {
    static let count = 40

    /// `count` icons that take a noticeable time each: self-crossing 400-segment paths.
    func makeProject() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        try writeSlowIcons(Self.count, seed: 7, in: folder)
        try write("outputs:\n  - xcassets: A.xcassets\n  - png: P\nicons:\n  - source: art/*.svg\n",
                  to: "iconforge.yml", in: folder)
        return folder
    }

    func testARebuildAfterSIGKILLRendersOnlyUnfinishedAssetsAndMatchesACleanBuild() throws {
        let folder = try makeProject()
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["build", "--jobs", "1"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Kill as soon as the first checkpoint is on disk (the state of each output).
        let states = ["A.xcassets", "P"].map { folder.appendingPathComponent("\($0)/.iconforge-record.json").path }
        let deadline = Date().addingTimeInterval(120)
        while !states.allSatisfy(FileManager.default.fileExists) && process.isRunning && Date() < deadline {
            usleep(5_000)
        }
        XCTAssertTrue(process.isRunning, "the build ended before it could be killed")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        // Killed while it wrote: its mark is left, so the next run looks for its temporaries.
        let mark = folder.appendingPathComponent("A.xcassets/.iconforge-writing")
        XCTAssertTrue(FileManager.default.fileExists(atPath: mark.path), "the killed build left no mark")
        // A stale temporary of a dead process, as a kill mid-write leaves one.
        let stale = folder.appendingPathComponent("A.xcassets/.iconforge-tmp-999999999-1-i00.imageset")
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)

        let resumed = try CLI.run(["build", "--json"], in: folder)
        XCTAssertEqual(resumed.status, 0, resumed.stderr)
        let counts = try buildCounts(resumed)
        let kept = try XCTUnwrap(counts["unchanged"])
        XCTAssertGreaterThan(kept, 0, "nothing finished before the kill was kept")
        XCTAssertLessThan(kept, Self.count, "the build was not interrupted")
        XCTAssertEqual(counts["built"], Self.count - kept)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: mark.path), "the finished build's mark is gone")

        let clean = try makeProject()
        XCTAssertEqual(try CLI.run(["build"], in: clean).status, 0)
        XCTAssertEqual(try fileContents(in: folder), try fileContents(in: clean))
    }
}
