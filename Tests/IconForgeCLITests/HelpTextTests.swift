import Foundation
import XCTest

/// `--help` is documentation: defaults read as a user would type them, and every command
/// that can fail says what its exit statuses mean.
final class HelpTextTests: XCTestCase {
    let commands = ["icon", "button", "build", "lint", "inspect", "codegen"]

    func testDefaultsReadAsTheyAreTypedNotAsSwiftValues() throws {
        let folder = try makeTemporaryFolder(self)
        for command in commands {
            let run = try CLI.run([command, "--help"], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            for leak in ["ScaleList(", "PointSize(", "ColorArgument(", "StateList(", "StretchArgument(", "IconForgeKit."] {
                XCTAssertFalse(run.stdout.contains(leak), "\(command) --help shows \(leak)")
            }
        }
        let button = try CLI.run(["button", "--help"], in: folder).stdout
        for shown in ["(default: 1,2,3)", "(default: 300x44)", "(default: auto)", "normal,highlighted,disabled)"] {
            XCTAssertTrue(button.contains(shown), "button --help lacks \(shown)")
        }
    }

    func testEveryCommandThatCanFailListsItsExitStatuses() throws {
        let folder = try makeTemporaryFolder(self)
        for command in commands {
            // Words only: the help is wrapped to the terminal's width.
            let help = try CLI.run([command, "--help"], in: folder).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            XCTAssertTrue(help.contains("Exit status: 0"), "\(command) --help")
            XCTAssertTrue(help.contains("64 on a usage error"), "\(command) --help")
        }
    }
}
