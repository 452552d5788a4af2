import Foundation
import IconForgeKit
import XCTest

/// Two manifests writing one folder (two apps sharing their PNGs) keep their own records in
/// it: each prunes only what it wrote, so the folder no longer flip-flops between builds.
final class SharedFolderTests: XCTestCase {
    private func project(_ folder: URL, _ name: String, icons: [String]) throws {
        let app = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try write("outputs:\n  - png: ../shared\ncontact-sheet: false\nicons:\n  - template: [\(icons.joined(separator: ", "))]\n",
                  to: "iconforge.yml", in: app)
    }

    private func build(_ folder: URL, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Int] {
        let run = try CLI.run(["build", "--json"], in: folder.appendingPathComponent(name))
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        return try buildCounts(run, file: file, line: line)
    }

    func testTwoManifestsSharingAFolderEachKeepTheirOwnFilesBuildAfterBuild() throws {
        let folder = try makeTemporaryFolder(self)
        try project(folder, "phone", icons: ["home", "docs"])
        try project(folder, "watch", icons: ["search"])
        let shared = folder.appendingPathComponent("shared")
        let everything = ["docs.png", "docs@2x.png", "docs@3x.png", "home.png", "home@2x.png", "home@3x.png",
                          "search.png", "search@2x.png", "search@3x.png"]
        XCTAssertEqual(try build(folder, "phone")["built"], 2)
        XCTAssertEqual(try build(folder, "watch")["built"], 1)
        let first = try fileContents(in: shared)
        for _ in 0 ..< 2 {
            for name in ["phone", "watch"] {
                let counts = try build(folder, name)
                XCTAssertEqual(counts["built"], 0, name)
                XCTAssertEqual(counts["removed"], 0, "\(name) removes nothing of the other's")
            }
            XCTAssertEqual(try relativeFiles(in: shared).filter { !$0.hasPrefix(".") }, everything)
        }
        XCTAssertEqual(try fileContents(in: shared), first, "no flip-flop: the folder is byte for byte the same")
        let state = try XCTUnwrap(JSONValue(parsing: Data(contentsOf: shared.appendingPathComponent(".iconforge-state.json"))))
        XCTAssertEqual(state.members?["manifests"]?.members?.keys.sorted(), ["../phone/iconforge.yml", "../watch/iconforge.yml"])

        // Each prunes what it alone wrote.
        try project(folder, "phone", icons: ["home"])
        XCTAssertEqual(try build(folder, "phone")["removed"], 1)
        XCTAssertEqual(try relativeFiles(in: shared).filter { !$0.hasPrefix(".") },
                       ["home.png", "home@2x.png", "home@3x.png", "search.png", "search@2x.png", "search@3x.png"])
        XCTAssertEqual(try build(folder, "watch")["built"], 0)
    }

    func testAnIconTheOtherManifestWroteIsRefusedNamingItUnlessItIsTheSameDrawing() throws {
        let folder = try makeTemporaryFolder(self)
        try project(folder, "phone", icons: ["home"])
        try project(folder, "watch", icons: ["home"])
        _ = try build(folder, "phone")
        // The same drawing, byte for byte: both record it, and neither removing it takes it from the other.
        XCTAssertEqual(try build(folder, "watch")["built"], 1)
        try project(folder, "phone", icons: ["docs"])
        XCTAssertEqual(try build(folder, "phone")["removed"], 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("shared/home@2x.png").path))

        // Another drawing of the same name: refused, naming the manifest that wrote it.
        try project(folder, "phone", icons: ["home"])
        _ = try build(folder, "phone")
        let tablet = folder.appendingPathComponent("tablet")
        try FileManager.default.createDirectory(at: tablet, withIntermediateDirectories: true)
        try write(discSVG, to: "home.svg", in: tablet)
        try write("outputs:\n  - png: ../shared\ncontact-sheet: false\nicons:\n  - source: home.svg\n", to: "iconforge.yml", in: tablet)
        let before = try fileContents(in: folder.appendingPathComponent("shared"))
        let run = try CLI.run(["build"], in: tablet)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("shared/home.png: iconforge build for ../phone/iconforge.yml wrote this, not this run"),
                      run.stderr)
        let after = try fileContents(in: folder.appendingPathComponent("shared"))
        XCTAssertEqual(after.filter { $0.key.hasSuffix(".png") }, before.filter { $0.key.hasSuffix(".png") })
        XCTAssertEqual(try build(folder, "phone")["built"], 0, "the phone's record of home is untouched")
    }
}
