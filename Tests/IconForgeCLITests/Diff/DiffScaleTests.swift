import Foundation
import XCTest

/// `iconforge diff` over thousands of assets with spaces and non-ASCII in every name: the base's
/// files come through one `git cat-file --batch`, and only the changed ones are listed. 1,000
/// assets by default; `ICONFORGE_DIFF_ASSETS=5000` runs the 5,000 the issue names (two builds
/// and a commit of 5,000 icons: about two minutes on a busy two-core machine, most of it the
/// build; the diff itself takes seconds).
final class DiffScaleTests: XCTestCase {
    func testThousandsOfAssetsAreReviewed() throws {
        let count = ProcessInfo.processInfo.environment["ICONFORGE_DIFF_ASSETS"].flatMap { Int($0) } ?? 1000
        var svgs: [String: String] = [:]
        for index in 0 ..< count {
            let (x, y) = (index % 10, index / 10 % 10)
            svgs[String(format: "icon %04d é", index)] =
                #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="\#(x)" y="\#(y)" width="12" height="12"/></svg>"#
        }
        let project = try GitProject(self, manifest: "outputs:\n  - png: Assets/PNG\nicons:\n  - source: art/\n    scales: [1]\n",
                                     svgs: svgs)
        try project.build()
        try project.commit()
        for index in stride(from: 0, to: count, by: 100) { try project.svg(String(format: "icon %04d é", index), DiffArt.disc) }
        try project.build()

        let started = Date()
        let run = try project.diff("--fail-on-change")
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(run.status, 1, run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, count / 100 + 1)
        XCTAssertTrue(lines.dropLast().allSatisfy { $0.hasPrefix("changed icons/icon ") && $0.contains("00 é: ") }, run.stdout)
        XCTAssertEqual(lines.last, "\(count / 100) changed, 0 added, 0 removed, \(count - count / 100) unchanged")
        XCTAssertLessThan(seconds, 120, "a review of \(count) assets takes seconds, not minutes")
    }
}
