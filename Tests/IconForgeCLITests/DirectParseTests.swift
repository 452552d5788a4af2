import Foundation
import XCTest

/// `icon`, `button`, `build` and the worker are parsed as their own command, not from the root
/// (`DirectParse`, for start-up time), and anything but a successful parse goes through the root:
/// help, `--version`, completion scripts and usage errors read as they did from the root.
final class DirectParseTests: XCTestCase {
    let commands = ["icon", "button", "build"]

    func testHelpOfACommandIsTheRootsHelpForIt() throws {
        let folder = try makeTemporaryFolder(self)
        for command in commands {
            let asked = try CLI.run([command, "--help"], in: folder)
            let fromRoot = try CLI.run(["help", command], in: folder)
            XCTAssertEqual(asked.status, 0, asked.stderr)
            XCTAssertEqual(asked.stdout, fromRoot.stdout, "\(command) --help")
            XCTAssertTrue(asked.stdout.contains("USAGE: iconforge \(command) "), "\(command) --help: \(asked.stdout.prefix(300))")
            XCTAssertEqual(try CLI.run([command, "-h"], in: folder).stdout, fromRoot.stdout, "\(command) -h")
        }
    }

    func testVersionAfterACommandIsTheRootsVersion() throws {
        let folder = try makeTemporaryFolder(self)
        let version = try CLI.run(["--version"], in: folder)
        for command in commands {
            let run = try CLI.run([command, "--version"], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.stdout, version.stdout, "\(command) --version")
        }
    }

    func testCompletionScriptAfterACommandIsTheRootsScript() throws {
        let folder = try makeTemporaryFolder(self)
        let script = try CLI.run(["--generate-completion-script", "bash"], in: folder)
        XCTAssertTrue(script.stdout.contains("_iconforge"), script.stdout.prefix(300).description)
        let run = try CLI.run(["icon", "docs", "--generate-completion-script", "bash"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, script.stdout)
    }

    func testUsageErrorsAreWordedAsFromTheRoot() throws {
        let folder = try makeTemporaryFolder(self)
        let cases: [([String], String)] = [
            (["icon"], "iconforge: error: <inputs>: is required; see 'iconforge icon --help'"),
            (["icon", "docs", "--fit", "x"], "iconforge: error: --fit: 'x' is not a valid value; expected one of aspect and pixel"),
            (["icon", "docs", "--padding", "x"], "iconforge: error: --padding: 'x' is not a valid value"),
            (["build", "--quiet", "--verbose"], "iconforge: error: build: give -q (--quiet) or -v (--verbose), not both"),
        ]
        for (arguments, line) in cases {
            let run = try CLI.run(arguments, in: folder)
            XCTAssertEqual(run.status, 64, "\(arguments)")
            XCTAssertEqual(run.errorLines, [line], "\(arguments)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
        }
    }

    /// The value lists and defaults the help shows, which `ArgumentCases`, `ScaleList.standard` and
    /// `ByteSize` give without ArgumentParser's key paths or Foundation's string calls.
    func testHelpListsValuesAndDefaultsAsTyped() throws {
        let folder = try makeTemporaryFolder(self)
        let help = try CLI.run(["icon", "--help"], in: folder).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for shown in ["(values: xcassets, png, android, compose; default: xcassets)", "(values: aspect, pixel; default: aspect)",
                      "(default: 1GiB)", "(default: 16MiB)", "(default: 1,2,3)"] {
            XCTAssertTrue(help.contains(shown), "icon --help lacks \(shown)")
        }
    }
}
