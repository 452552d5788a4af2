import Foundation
import IconForgeKit
import XCTest

/// Every error path docs/errors.md documents prints exactly one line `iconforge: error: <what>: <why>`
/// with the documented exit status: usage errors included, no Foundation sentences, no internal names.
final class ErrorStyleTests: XCTestCase {
    struct Case {
        let arguments: [String]
        let status: Int32
        let line: String
        var setUp: (URL) throws -> Void = { _ in }
    }

    func testEveryDocumentedErrorIsOneLineInTheSameStyle() throws {
        let cases: [Case] = [
            Case(arguments: ["icn", "docs"], status: 64,
                 line: "iconforge: error: icn: unknown command; did you mean 'icon'? commands: icon, button, build, init, templates, codegen, inspect, lint"),
            Case(arguments: ["button", "--color", "red", "--stoke-color", "blue"], status: 64,
                 line: "iconforge: error: --stoke-color: unknown option; did you mean '--stroke-color'? see 'iconforge button --help'"),
            Case(arguments: ["--verison"], status: 64,
                 line: "iconforge: error: --verison: unknown option; did you mean '--version'? commands: icon, button, build, init, templates, codegen, inspect, lint"),
            Case(arguments: ["button"], status: 64,
                 line: "iconforge: error: --color: is required; see 'iconforge button --help'"),
            Case(arguments: ["icon", "docs", "--out"], status: 64,
                 line: "iconforge: error: --out: needs a value; see 'iconforge icon --help'"),
            Case(arguments: ["icon", "docs", "--format", "gif"], status: 64,
                 line: "iconforge: error: --format: 'gif' is not a valid value; expected one of \(FormatRegistry.names())"),
            Case(arguments: ["icon", "docs", "--jobs", "0"], status: 64, line: "iconforge: error: --jobs: must be between 1 and 256"),
            Case(arguments: ["button", "--colour", "greenish"], status: 64,
                 line: "iconforge: error: --color: 'greenish' is not a colour: use rrggbb, #rrggbb, #rgb, r,g,b, rgb(r,g,b) (0-255) or a CSS colour name"),
            Case(arguments: ["icon", "missing.svg"], status: 1,
                 line: "iconforge: error: missing.svg: no such file, and no bundled template of that name (see `iconforge templates`)"),
            Case(arguments: ["icon", "art/"], status: 1, line: "iconforge: error: art/: is a folder with no SVG files in it",
                 setUp: { try FileManager.default.createDirectory(at: $0.appendingPathComponent("art"), withIntermediateDirectories: false) }),
            Case(arguments: ["inspect", "art"], status: 1, line: "iconforge: error: art: is a folder, not a PNG file",
                 setUp: { try FileManager.default.createDirectory(at: $0.appendingPathComponent("art"), withIntermediateDirectories: false) }),
            Case(arguments: ["icon", "docs", "--out", "afile"], status: 1, line: "iconforge: error: <folder>/afile: is a file, not a folder",
                 setUp: { _ = try write("not a folder", to: "afile", in: $0) }),
            Case(arguments: ["build"], status: 1,
                 line: "iconforge: error: iconforge.yml: not found in this folder or any parent; write one with `iconforge init`, or give --manifest"),
            Case(arguments: ["build"], status: 1,
                 line: "iconforge: error: iconforge.yml:5: unknown key 'sise' in an icon entry (expected one of: ",
                 setUp: { _ = try write("outputs:\n  - png: out\nicons:\n  - template: docs\n    sise: 30\n", to: "iconforge.yml", in: $0) }),
            Case(arguments: ["init"], status: 1,
                 line: "iconforge: error: iconforge.yml: already exists; edit it, or replace it with `iconforge init --force`",
                 setUp: { _ = try write("icons: []\n", to: "iconforge.yml", in: $0) }),
        ]
        for test in cases {
            let folder = try makeTemporaryFolder(self)
            try test.setUp(folder)
            let run = try CLI.run(test.arguments, in: folder)
            let expected = test.line.replacingOccurrences(of: "<folder>", with: folder.path)
            XCTAssertEqual(run.status, test.status, "\(test.arguments): \(run.stderr)")
            XCTAssertEqual(run.errorLines.count, 1, "\(test.arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasPrefix(expected), "\(test.arguments):\n\(run.stderr)expected:\n\(expected)")
            for leak in ["Error: ", "template:", "The operation", "couldn’t", "NSCocoaErrorDomain"] {
                XCTAssertFalse(run.stderr.contains(leak), "\(test.arguments): \(run.stderr)")
            }
        }
    }

    func testColourIsAnAliasOfColorForEveryColourOption() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["button", "--colour", "red", "--stroke-colour", "auto", "--highlight-colour", "blue",
                               "--name", "b", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Buttons.xcassets/b.imageset").path))
    }
}
