import Foundation
import XCTest

/// The benchmarks' CPU report (ICONFORGE_CPU_REPORT=1, Benchmarks/run.sh): the command's workers
/// end as in any run, and the report still counts them, since it waits for them at exit.
final class CPUReportTests: XCTestCase {
    /// The fields Benchmarks/run.sh reads (awk's $5 and $8: user and sys seconds) and the peak, per line.
    private func figures(_ line: String) throws -> (user: Double, sys: Double, peak: Int) {
        let words = line.split(separator: " ").map(String.init)
        let fields = try XCTUnwrap(words.count == 12 ? words : nil, "not the report's shape: \(line)")
        return (try XCTUnwrap(Double(fields[4]), line), try XCTUnwrap(Double(fields[7]), line), try XCTUnwrap(Int(fields[10]), line))
    }

    func testTheReportCountsTheWorkersItsCommandEnded() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "docs", "home", "settings", "--no-preview"], in: folder,
                              environment: ["ICONFORGE_CPU_REPORT": "1"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.errorLines
        XCTAssertEqual(lines.count, 2, run.stderr)
        XCTAssertTrue(lines.first?.hasPrefix("iconforge: cpu: supervisor user ") == true, run.stderr)
        XCTAssertTrue(lines.last?.hasPrefix("iconforge: cpu: workers user ") == true, run.stderr)
        let supervisor = try figures(lines[0]), workers = try figures(lines[1])
        XCTAssertGreaterThan(supervisor.peak, 0)
        // A worker counts once waited for: none waited for would read 0 KiB.
        XCTAssertGreaterThan(workers.peak, 0, "the workers were not counted")
        XCTAssertGreaterThan(workers.user + workers.sys, 0, run.stderr)
    }

    func testWithoutTheVariableNothingIsReported() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "docs", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines, [])
    }
}
