import Foundation
import TestSupport
import XCTest

/// Headless Chromium (Debian's `chromium`) driven by Python's Playwright, for the review page:
/// `Tests/ReviewPage/check_page.py` opens a page from disk and reports what it found. Missing,
/// the browser or Playwright skips the calling test, except under CI (which installs both).
enum ReviewPageBrowser {
    static let chromium = ExternalTool(name: "chromium")
    static let python = ExternalTool(name: "python3", package: "python3")

    /// The check script beside the tests.
    static var script: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ReviewPage/check_page.py")
    }

    /// What the script measured.
    struct Report: Decodable {
        var cards: Int
        var pictures: Int
        var usableMs: Int
        var filterMs: Int?
        var failures: [String]
    }

    /// Fails the calling test's setup unless chromium and Playwright are there (skips outside CI).
    static func require() throws {
        _ = try chromium.require()
        let check = try python.run(["-c", "import playwright"])
        guard check.status == 0 else {
            let reason = "Python's playwright is not installed (pip install playwright)"
            if ProcessInfo.processInfo.environment["CI"] != nil { throw ExternalTool.Missing(description: reason) }
            throw XCTSkip(reason)
        }
    }

    /// Opens `page` and runs the checks; `names` must show as text.
    static func check(_ page: URL, assets: Int, names: [String] = [], screenshot: URL? = nil,
                      file: StaticString = #filePath, line: UInt = #line) throws -> Report {
        var arguments = [script.path, page.path, "--chromium", try chromium.require().path, "--assets", String(assets)]
        for name in names { arguments += ["--text", name] }
        if let screenshot { arguments += ["--screenshot", screenshot.path] }
        let run = try python.run(arguments)
        let json = run.output.split(separator: "\n").last { $0.hasPrefix("{") }.map(String.init) ?? ""
        guard let report = try? JSONDecoder().decode(Report.self, from: Data(json.utf8)) else {
            XCTFail("check_page.py: \(run.output)", file: file, line: line)
            throw ExternalTool.Missing(description: "no report from check_page.py")
        }
        XCTAssertEqual(report.failures, [], file: file, line: line)
        XCTAssertEqual(run.status, 0, run.output, file: file, line: line)
        return report
    }
}
