import Foundation
import XCTest

/// Option values that make no sense are usage errors: exit status 64 and nothing written.
final class IconUsageErrorTests: XCTestCase {
    func testBadOptionValuesExitWithUsageStatusAndWriteNothing() throws {
        let cases: [[String]] = [
            ["--scales", "0"], ["--scales", "1,1"], ["--scales", "two"], ["--scales", "1,,2"], ["--size", "abc"], ["--size", "0"],
            ["--size", "30x"], ["--format", "gif"], ["--padding", "nan"], ["--padding", "15"], ["--padding", "-1"],
        ]
        for options in cases {
            let folder = try makeTemporaryFolder(self)
            let run = try CLI.run(["icon", "docs"] + options, in: folder)
            XCTAssertEqual(run.status, 64, "\(options): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasPrefix("iconforge: error: "), "\(options): \(run.stderr)")
            XCTAssertEqual(try relativeFiles(in: folder), [], "\(options)")
        }
    }
}
