import Foundation
import IconForgeKit
import XCTest

/// Files are replaced atomically without an fsync each; `--fsync` flushes the outputs once at the end.
final class OutputDurabilityTests: XCTestCase {
    /// Runs `iconforge arguments` under strace, counting the calls that flush data to disk.
    private func flushCalls(_ arguments: [String], in folder: URL) throws -> [String: Int] {
        let log = folder.appendingPathComponent("strace.log")
        let run = try ExternalTool.strace.run(["-f", "-qq", "-o", log.path, "-e", "trace=fsync,fdatasync,syncfs", "-e", "signal=none",
                                               CLI.binary.path] + arguments, in: folder)
        XCTAssertEqual(run.status, 0, run.output)
        var counts: [String: Int] = [:]
        // With -f every line is "<pid> <call>(<arguments>) = <result>".
        for line in try String(contentsOf: log, encoding: .utf8).split(separator: "\n") {
            guard let rest = line.split(separator: " ", maxSplits: 1).last else { continue }
            let call = String(rest.drop { $0 == " " }.prefix { $0 != "(" })
            if ["fsync", "fdatasync", "syncfs"].contains(call) { counts[call, default: 0] += 1 }
        }
        return counts
    }

    func testWritingIconsAndPreviewsFlushesNothingByDefault() throws {
        let folder = try makeTemporaryFolder(self)
        let out = folder.appendingPathComponent("Icons.xcassets").path
        let counts = try flushCalls(["icon", "docs", "settings", "--out", out, "--quiet"], in: folder)
        XCTAssertEqual(counts, [:], "no file is flushed on its own")
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/docs.imageset/docs@3x.png"))
    }

    func testFsyncFlushesTheOutputsOnceAtTheEndInsteadOfEveryFile() throws {
        let folder = try makeTemporaryFolder(self)
        let out = folder.appendingPathComponent("Icons.xcassets").path
        let counts = try flushCalls(["icon", "docs", "settings", "--out", out, "--quiet", "--fsync"], in: folder)
        XCTAssertEqual(counts["fsync"] ?? 0, 0)
        XCTAssertEqual(counts["fdatasync"] ?? 0, 0)
        XCTAssertEqual(counts["syncfs"], 1, "the bundle and the previews beside it share one file system")
    }
}

extension ExternalTool {
    static let strace = ExternalTool(name: "strace")
}
