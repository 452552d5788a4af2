import Foundation
import XCTest

/// The stamp cache (`$XDG_CACHE_HOME/iconforge/stamps/`) is shared by every project of the
/// user, and anything may be put in it: a named pipe there blocks no build, what no build used
/// for 30 days goes, and the folder stays under 256 MiB.
final class StampCacheFolderTests: XCTestCase {
    private var project: URL!
    private var stamps: URL!
    private var environment: [String: String] = [:]

    override func setUpWithError() throws {
        let folder = try makeTemporaryFolder(self)
        project = folder.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("art"), withIntermediateDirectories: true)
        try write(discSVG, to: "art/house.svg", in: project)
        try write("outputs:\n  - xcassets: out/Icons.xcassets\n  - android: out/res\nicons:\n  - source: art/*.svg\n",
                  to: "iconforge.yml", in: project)
        environment = ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
        stamps = folder.appendingPathComponent("cache/iconforge/stamps")
        try FileManager.default.createDirectory(at: stamps, withIntermediateDirectories: true)
    }

    private func cacheName(_ digit: Character, _ suffix: String) -> String { String(repeating: digit, count: 32) + "." + suffix }

    private func build() throws -> CLI.Run {
        let run = try CLI.run(["build", "-q"], in: project, timeout: 60, environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        return run
    }

    private func isNamedPipe(_ name: String) -> Bool {
        var info = stat()
        return lstat(stamps.appendingPathComponent(name).path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
    }

    private var names: Set<String> { Set((try? FileManager.default.contentsOfDirectory(atPath: stamps.path)) ?? []) }

    func testNamedPipesInTheCacheBlockNoBuildAndAreLeftAlone() throws {
        let pipes = [cacheName("a", "stamps"), cacheName("b", "noop"), "notes.stamps", "x.noop"]
        for name in pipes { XCTAssertEqual(mkfifo(stamps.appendingPathComponent(name).path, 0o600), 0) }
        _ = try build()
        _ = try build()
        for name in pipes { XCTAssertTrue(isNamedPipe(name), name) }
        XCTAssertEqual(names.subtracting(pipes).filter { $0.hasSuffix(".stamps") }.count, 2, "the project's own, one an output")
    }

    func testANamedPipeInPlaceOfTheProjectsOwnCacheFileIsReplaced() throws {
        _ = try build()
        let own = names
        // One per output; the sources' `.sources` file too once the source is older than two seconds when the build ends.
        XCTAssertEqual(own.filter { $0.hasSuffix(".stamps") }.count, 2, "one an output: \(own)")
        for name in own {
            try FileManager.default.removeItem(at: stamps.appendingPathComponent(name))
            XCTAssertEqual(mkfifo(stamps.appendingPathComponent(name).path, 0o600), 0)
        }
        _ = try build()
        for name in own { XCTAssertFalse(isNamedPipe(name), "\(name) is the cache file again") }
        XCTAssertTrue(names.isSuperset(of: own))
    }

    func testFilesNoBuildUsedFor30DaysGoAndTheTotalStaysUnder256MiB() throws {
        // Others' files, judged by name and age alone: sparse, so the test uses no disk.
        let planted: [(name: String, size: off_t, daysAgo: Double)] = [
            (cacheName("1", "stamps"), 100, 31), (cacheName("2", "noop"), 130 << 20, 20),
            (cacheName("3", "stamps"), 100, 3), (cacheName("4", "noop"), 130 << 20, 2),
        ]
        for file in planted {
            let path = stamps.appendingPathComponent(file.name).path
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
            XCTAssertEqual(truncate(path, file.size), 0)
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-file.daysAgo * 24 * 3600)], ofItemAtPath: path)
        }
        _ = try build()
        let left = names
        XCTAssertFalse(left.contains(planted[0].name), "unused for 31 days")
        XCTAssertFalse(left.contains(planted[1].name), "the one used longest ago of those that pass 256 MiB together")
        XCTAssertTrue(left.contains(planted[2].name))
        XCTAssertTrue(left.contains(planted[3].name))
        XCTAssertEqual(left.subtracting(planted.map(\.name)).filter { $0.hasSuffix(".stamps") }.count, 2, "the project's own: \(left)")
    }
}
