import Foundation
import XCTest

/// The messages hostile conditions end in, in plain words and one line: a full disk names the
/// file, an endless stdin is "standard input", a bad Contents.json says what is wrong with it,
/// and `build` says which manifest it found and answers `--json` with JSON even when it fails.
final class PlainMessageTests: XCTestCase {
    func testStandardInputOverTheLimitIsNotAFileSize() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["-c", #"head -c 200000000 /dev/zero 2>/dev/null | "$0" icon - --name s --out Out.xcassets"#, CLI.binary.path],
                              in: folder, through: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: stdin: standard input is larger than the 16 MiB input limit (--max-input-size)"])
        XCTAssertEqual(try relativeFiles(in: folder), [])
    }

    func catalog(withImageSetContents data: Data) throws -> URL {
        let folder = try makeTemporaryFolder(self)
        let set = folder.appendingPathComponent("A.xcassets/x.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: folder.appendingPathComponent("A.xcassets/Contents.json"))
        try data.write(to: set.appendingPathComponent("Contents.json"))
        return folder
    }

    func testABadContentsJSONSaysWhatIsWrong() throws {
        let cases: [(Data, String)] = [
            (Data((String(repeating: "[", count: 10000) + String(repeating: "]", count: 10000)).utf8),
             "nested too deep for JSON: more than 512 levels (at character 513)"),
            (Data([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D]), "not UTF-8 text (at character 6)"),
            (Data(#"{"images":[],"info":{"version":1e400}}"#.utf8), "the number 1e400 is out of range"),
            (Data("[1]".utf8), "not a JSON object (it holds an array)"),
            (Data(#"{"images":["#.utf8), "not valid JSON: the file ends in the middle of a value"),
        ]
        for (data, reason) in cases {
            let folder = try catalog(withImageSetContents: data)
            let contents = folder.appendingPathComponent("A.xcassets/x.imageset/Contents.json").path
            let codegen = try CLI.run(["codegen", "--catalog", "A.xcassets", "-o", "Assets.swift"], in: folder)
            XCTAssertEqual(codegen.status, 1)
            XCTAssertEqual(codegen.errorLines, ["iconforge: error: \(contents): \(reason)"])
            _ = try write(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect x="2" y="2" width="20" height="20"/></svg>"#,
                          to: "x.svg", in: folder)
            let icon = try CLI.run(["icon", "x.svg", "--out", "A.xcassets", "--no-preview"], in: folder)
            XCTAssertEqual(icon.status, 1)
            XCTAssertEqual(icon.errorLines, ["iconforge: error: \(contents): \(reason), so iconforge will not merge into this Contents.json; fix or delete it"])
            XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("A.xcassets")), ["Contents.json", "x.imageset/Contents.json"])
        }
    }

    func testBuildNamesTheManifestItFoundInAParent() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect x="2" y="2" width="20" height="20"/></svg>"#,
                      to: "x.svg", in: folder)
        _ = try write("outputs:\n  - png: out\nicons:\n  - source: x.svg\n", to: "iconforge.yml", in: folder)
        let sub = folder.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let run = try CLI.run(["build"], in: sub)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").first, "using ../../iconforge.yml")
        XCTAssertFalse(try CLI.run(["build"], in: folder).stdout.contains("using "))
        XCTAssertFalse(try CLI.run(["build", "--quiet"], in: sub).stdout.contains("using "))
    }

    func testBuildJSONIsAnObjectWhenTheManifestIsInvalid() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write("outputs: [\n", to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build", "--json"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["ok"] as? Bool, false)
        let error = try XCTUnwrap(object["error"] as? [String: Any])
        XCTAssertEqual(error["file"] as? String, "iconforge.yml")
        XCTAssertEqual(error["line"] as? Int, 2)
        XCTAssertEqual(run.errorLines, ["iconforge: error: iconforge.yml:2: \(error["message"] as? String ?? "")"])

        let empty = try makeTemporaryFolder(self, "nothing")
        let missing = try CLI.run(["build", "--json", "--manifest", "none.yml"], in: empty)
        XCTAssertEqual(missing.status, 1)
        let answer = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(missing.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((answer["error"] as? [String: Any])?["file"] as? String, "none.yml")
    }

    /// A real full disk (a 64 KiB tmpfs, mounted when running as root): the file is named and
    /// the disk called full; nothing half-written is left.
    func testAFullDiskNamesTheFile() throws {
        let folder = try makeTemporaryFolder(self)
        let disk = folder.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        guard getuid() == 0, run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", disk.path]) == 0 else {
            throw XCTSkip("mounting a small tmpfs needs root")
        }
        defer { _ = run("/bin/umount", [disk.path]) }
        _ = try write(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect x="2" y="2" width="20" height="20"/></svg>"#,
                      to: "x.svg", in: disk)
        let result = try CLI.run(["button", "--color", "red", "--size", "1000x300", "--out", "B.xcassets", "--no-preview"], in: disk)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errorLines.count, 1, result.stderr)
        let line = try XCTUnwrap(result.errorLines.first)
        XCTAssertTrue(line.hasPrefix("iconforge: error: \(disk.path)/B.xcassets/"), line)
        XCTAssertTrue(line.hasSuffix(": the disk is full (no space left on device)"), line)
        let left = try relativeFiles(in: disk)
        XCTAssertFalse(left.contains { $0.contains(".iconforge-tmp-") }, "\(left)")
    }

    private func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
