import Foundation
import XCTest

/// Named pipes, devices and sockets are refused before they are opened: every command that
/// reads inputs ends promptly with one error line instead of waiting for a writer.
final class NonRegularInputTests: XCTestCase {
    func makeFolder(pipe: String) throws -> URL {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try write(discSVG, to: "art/disc.svg", in: folder)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent(pipe).path, 0o644), 0)
        return folder
    }

    func assertRefused(_ arguments: [String], in folder: URL, _ expected: String,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try CLI.run(arguments, in: folder, timeout: 30, file: file, line: line)
        XCTAssertNotEqual(run.status, 0, file: file, line: line)
        XCTAssertEqual(run.errorLines, [expected], file: file, line: line)
    }

    func testIconLintAndInspectRefuseANamedPipe() throws {
        let folder = try makeFolder(pipe: "pipe.svg")
        let expected = "iconforge: error: pipe.svg: is a named pipe, not a regular file"
        try assertRefused(["icon", "pipe.svg", "-q"], in: folder, expected)
        try assertRefused(["lint", "-q", "pipe.svg"], in: folder, expected)
        try assertRefused(["inspect", "pipe.svg"], in: folder, expected)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Icons.xcassets/pipe.imageset").path))
    }

    func testIconRefusesADevice() throws {
        let folder = try makeTemporaryFolder(self)
        try assertRefused(["icon", "/dev/zero", "-q"], in: folder, "iconforge: error: /dev/zero: is a device, not a regular file")
    }

    func testButtonRefusesANamedPipeAsTemplate() throws {
        let folder = try makeFolder(pipe: "pipe.svg")
        try assertRefused(["button", "--color", "00bd00", "--template", "pipe.svg", "-q"], in: folder,
                          "iconforge: error: pipe.svg: is a named pipe, not a regular file")
    }

    func testBuildRefusesANamedPipeMatchedByASourceGlob() throws {
        let folder = try makeFolder(pipe: "art/pipe.svg")
        try write("outputs:\n  - png: out\nicons:\n  - source: art/*.svg\n", to: "iconforge.yml", in: folder)
        try assertRefused(["build"], in: folder,
                          "iconforge: error: iconforge.yml:4: art/pipe.svg: is a named pipe, not a regular file")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    func testBuildRefusesAManifestThatIsANamedPipe() throws {
        let folder = try makeFolder(pipe: "iconforge.yml")
        try assertRefused(["build"], in: folder,
                          "iconforge: error: iconforge.yml: is a named pipe, not a regular file")
    }

    func testStandardInputThatNeverEndsFailsAfterTheTimeoutInsteadOfHanging() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "-", "--name", "waiting", "--timeout", "1", "--format", "png", "--out", "out"],
                              in: folder, timeout: 60, stdinStaysOpen: true)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines, ["iconforge: error: stdin: could not be read within 1 s (--timeout)"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}

