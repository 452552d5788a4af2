import Foundation
import XCTest

/// The phase trace Benchmarks/critical-path.sh reads (ICONFORGE_TRACE=<file>): one line per step
/// reached, `<unix µs> <pid> <step>`, from the command line's own steps and the library's.
final class PhaseTraceTests: XCTestCase {
    func testAnIconRunMarksTheCommandsStepsAndItsWorkersInOneLog() throws {
        let folder = try makeTemporaryFolder(self)
        let log = folder.appendingPathComponent("trace.log")
        let run = try CLI.run(["icon", "docs", "--no-preview"], in: folder, environment: ["ICONFORGE_TRACE": log.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ") }
        XCTAssertTrue(lines.allSatisfy { $0.count == 3 && Int($0[0]) != nil && Int32($0[1]) != nil }, "\(lines)")
        let steps = lines.map { String($0[2]) }
        // The command line's steps, in order, then the library's in the supervisor and the worker.
        let command = ["main", "standby-forked", "parsed", "bundle-opened", "inputs-read", "files-written", "command-done"]
        XCTAssertEqual(steps.filter(command.contains), command)
        for step in ["request-sent", "request-read", "rendered", "reply-ready", "reply-received"] {
            XCTAssertTrue(steps.contains(step), "\(step) missing from \(steps)")
        }
        XCTAssertEqual(Set(lines.map { $0[1] }).count, 2, "the supervisor and its worker")
    }

    func testWithoutTheVariableNoLogIsWritten() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "docs", "--no-preview"], in: folder).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["Icons.xcassets"])
    }
}
