import Foundation
import XCTest

/// A damaged stamp cache only makes a build slower: the stamp the fuzz target found past
/// Int64.max (Tests/Fuzz/Regressions/StampCache), put into a project's own cache files, crashed
/// the next build; it now builds, reads and hashes what it would have trusted, and writes the cache again.
final class DamagedStampCacheTests: XCTestCase {
    func testAStampPastInt64MaxInTheCacheIsADamagedLine() throws {
        let folder = try makeTemporaryFolder(self)
        let environment = ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        _ = try write(discSVG, to: "art/house.svg", in: folder)
        _ = try write("outputs:\n  - png: PNG\ncontact-sheet: false\nicons:\n  - source: art/house.svg\n", to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["build"], in: folder, environment: environment).status, 0)
        // Stamps are kept only for files older than two seconds: the second build keeps them.
        Thread.sleep(forTimeInterval: 2.2)
        XCTAssertEqual(try CLI.run(["build"], in: folder, environment: environment).status, 0)
        let stamps = folder.appendingPathComponent("cache/iconforge/stamps")
        let files = try FileManager.default.contentsOfDirectory(atPath: stamps.path).filter { !$0.hasPrefix(".") }
        XCTAssertFalse(files.isEmpty)
        for name in files {
            // Each stamp line's first number (the size) made nineteen nines.
            let url = stamps.appendingPathComponent(name)
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            try Data(lines.map { $0.firstMatch(of: #/^\d+:/#) != nil ? "9999999999999999999" + $0.drop { $0 != ":" } : String($0) }
                .joined(separator: "\n").utf8).write(to: url)
        }
        let before = try fileContents(in: folder.appendingPathComponent("PNG"))
        let run = try CLI.run(["build", "-v"], in: folder, environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stderr.contains("crash"), run.stderr)
        XCTAssertTrue(run.stdout.contains("is damaged") || run.stderr.contains("is damaged"), run.stdout + run.stderr)
        XCTAssertEqual(try fileContents(in: folder.appendingPathComponent("PNG")), before)
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder, environment: environment).status, 0)
    }
}
