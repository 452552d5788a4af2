import Foundation
import XCTest

/// SIGQUIT, SIGTERM and SIGINT stop a build one way: its workers are killed, no temporary or
/// half-written file is left, one line says so, and the process ends by the signal it got
/// (no backtrace, no carrying on). SIGQUIT used to print a backtrace of every thread and let
/// the build finish with status 0.
final class StopSignalTests: XCTestCase {
    /// 40 icons that take a noticeable time each, in a catalog and a PNG folder.
    private func makeProject() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        try writeSlowIcons(40, seed: 11, in: folder)
        try write("outputs:\n  - xcassets: A.xcassets\n  - png: P\nicons:\n  - source: art/*.svg\n", to: "iconforge.yml", in: folder)
        return folder
    }

    /// The processes whose parent is `pid` (its render workers).
    private func children(of pid: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(pid_t.init).filter { child in
            guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
                  let close = stat.range(of: ")", options: .backwards) else { return false }
            let fields = stat[close.upperBound...].split(separator: " ")
            return fields.count > 2 && pid_t(fields[1]) == pid
        }
    }

    /// Whether `pid` has ended (gone, or a zombie nobody reaped yet).
    private func hasEnded(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.range(of: ")", options: .backwards) else { return true }
        return stat[close.upperBound...].split(separator: " ").first == "Z"
    }

    /// Starts a build, sends `signal` once its first files are written, and checks how it ended.
    private func checkStop(by signal: Int32, name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try makeProject()
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["build", "--jobs", "1"]
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        let written = { ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("P").path)) ?? [])
            .contains { $0.hasSuffix(".png") } }
        while !written() && process.isRunning && Date() < deadline { usleep(5_000) }
        XCTAssertTrue(process.isRunning, "the build ended before it could be stopped", file: file, line: line)
        let workers = children(of: process.processIdentifier)
        XCTAssertFalse(workers.isEmpty, "no worker found", file: file, line: line)
        kill(process.processIdentifier, signal)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        XCTAssertEqual(process.terminationReason, .uncaughtSignal, stderr, file: file, line: line)
        XCTAssertEqual(process.terminationStatus, signal, stderr, file: file, line: line)
        XCTAssertEqual(stderr, "iconforge: error: build: stopped by \(name); no file is left half-written, "
            + "and the next build goes on from what this one finished\n", file: file, line: line)
        let workersGone = Date().addingTimeInterval(5)
        while !workers.allSatisfy(hasEnded) && Date() < workersGone { usleep(10_000) }
        XCTAssertTrue(workers.allSatisfy(hasEnded), "a worker outlived the build", file: file, line: line)
        let files = try relativeFiles(in: folder)
        XCTAssertEqual(files.filter { $0.contains(".iconforge-tmp-") }, [], file: file, line: line)
        for png in files where png.hasSuffix(".png") {
            XCTAssertNoThrow(try decodePNG(png, in: folder), "\(png) is whole", file: file, line: line)
        }
        let rerun = try CLI.run(["build", "-q"], in: folder)
        XCTAssertEqual(rerun.status, 0, rerun.stderr, file: file, line: line)
    }

    func testSIGQUITStopsABuildWithOneLineAndNoBacktrace() throws {
        try checkStop(by: SIGQUIT, name: "SIGQUIT")
    }

    func testSIGTERMStopsABuildTheSameWay() throws {
        try checkStop(by: SIGTERM, name: "SIGTERM")
    }

    func testSIGINTStopsABuildTheSameWay() throws {
        try checkStop(by: SIGINT, name: "SIGINT")
    }
}
