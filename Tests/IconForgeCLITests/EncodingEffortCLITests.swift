import Foundation
import IconForgeKit
import XCTest

/// `--optimize` trades encoding time for bytes without changing a pixel; the CPU report splits
/// a batch's CPU between the supervisor and its workers.
final class EncodingEffortCLITests: XCTestCase {
    func testOptimizeWritesTheSamePixelsInNoMoreBytes() throws {
        let folder = try makeTemporaryFolder(self)
        // Bars drawn with 2-unit strokes: one of the icons where another zlib trial wins a few bytes.
        _ = try write("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2">\
        <rect width="6" height="14" x="4" y="5" rx="2"/><rect width="6" height="10" x="14" y="7" rx="2"/>\
        <path d="M10 2v20"/><path d="M20 2v20"/></svg>
        """, to: "bars.svg", in: folder)
        let inputs = ["docs", "settings", "bars.svg"]
        XCTAssertEqual(try CLI.run(["icon"] + inputs + ["--no-preview", "--format", "png", "--out", "plain"], in: folder).status, 0)
        let run = try CLI.run(["icon"] + inputs + ["--no-preview", "--format", "png", "--out", "optimized", "--optimize"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let files = try relativeFiles(in: folder.appendingPathComponent("plain")).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(files.count, 9)
        var smaller = 0
        for file in files {
            let plain = try Data(contentsOf: folder.appendingPathComponent("plain/\(file)"))
            let optimized = try Data(contentsOf: folder.appendingPathComponent("optimized/\(file)"))
            XCTAssertEqual(try PNGDecoder.decode(optimized).image, try PNGDecoder.decode(plain).image, file)
            XCTAssertLessThanOrEqual(optimized.count, plain.count, file)
            if optimized.count < plain.count { smaller += 1 }
        }
        // The icons are encoded in the workers: the effort must reach them, or nothing shrinks.
        XCTAssertGreaterThan(smaller, 0, "--optimize changed no icon file")
    }

    func testCPUReportNamesTheSupervisorAndTheWorkersOnceEach() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try ExternalTool(name: "env").run(["ICONFORGE_CPU_REPORT=1", CLI.binary.path, "icon", "docs",
                                                     "--out", folder.appendingPathComponent("I.xcassets").path, "--quiet"], in: folder)
        XCTAssertEqual(run.status, 0, run.output)
        let lines = run.output.split(separator: "\n").filter { $0.hasPrefix("iconforge: cpu: ") }
        XCTAssertEqual(lines.count, 2, run.output)
        XCTAssertTrue(lines[0].hasPrefix("iconforge: cpu: supervisor user "), String(lines[0]))
        XCTAssertTrue(lines[1].hasPrefix("iconforge: cpu: workers user "), String(lines[1]))
        XCTAssertTrue(lines.allSatisfy { $0.contains(" s, sys ") && $0.hasSuffix(" KiB") })
    }
}
