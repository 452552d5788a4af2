import Foundation
import XCTest

/// A file whose name is not UTF-8 (`café.svg` saved in Latin-1) is reported in one line by every
/// command that reads inputs, never passed over in silence and never called missing.
final class NonUTF8NameTests: XCTestCase {
    /// `caf\xE9.svg`: Latin-1's é, which is not UTF-8.
    let latin1Name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".svg".utf8)
    let reason = "the file name is not UTF-8 (\\xNN marks each byte that is not); rename the file"

    func makeArt() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: false)
        try write(discSVG, to: "good.svg", in: art)
        try write(Data(discSVG.utf8), toBytes: latin1Name, in: art)
        return folder
    }

    func testAFolderInputReportsTheNameAndRendersTheRest() throws {
        let folder = try makeArt()
        let run = try CLI.run(["icon", "art", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: art/caf\\xE9.svg: \(reason)"])
        XCTAssertTrue(run.stdout.hasPrefix("good: wrote 4 files"), run.stdout)
    }

    func testANameGivenDirectlyIsReportedNotCalledMissing() throws {
        let folder = try makeArt()
        let run = try CLI.run(bytes: [Array("icon".utf8), Array("art/".utf8) + latin1Name, Array("art/good.svg".utf8),
                                      Array("--no-preview".utf8)], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: art/caf\\xE9.svg: \(reason)"])
        XCTAssertTrue(run.stdout.hasPrefix("good: wrote 4 files"), run.stdout)
    }

    func testLintReportsItInAFolderAndAsAnArgument() throws {
        let folder = try makeArt()
        let inFolder = try CLI.run(["lint", "art"], in: folder)
        XCTAssertEqual(inFolder.status, 1)
        XCTAssertEqual(inFolder.errorLines, ["iconforge: error: art/caf\\xE9.svg: \(reason)"])
        XCTAssertEqual(inFolder.stdout, "art/good.svg: ok (icon)\n1 checked, 0 with warnings, 1 failed\n")
        let direct = try CLI.run(bytes: [Array("lint".utf8), Array("art/".utf8) + latin1Name], in: folder)
        XCTAssertEqual(direct.errorLines, ["iconforge: error: art/caf\\xE9.svg: \(reason)"])
    }

    func testBuildNamesTheFileAGlobMatches() throws {
        let folder = try makeArt()
        try write("outputs:\n  - png: out\nicons:\n  - source: art/*.svg\n", to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: iconforge.yml:4: art/caf\\xE9.svg: \(reason)"])
    }

    func testInitWarnsAndLeavesItOutOfAManifestThatBuilds() throws {
        let folder = try makeArt()
        let run = try CLI.run(["init"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines, ["iconforge: warning: art/caf\\xE9.svg: left out: \(reason)"])
        let manifest = try String(contentsOf: folder.appendingPathComponent("iconforge.yml"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("      - art/good.svg\n"), manifest)
        XCTAssertEqual(try CLI.run(["build", "-q"], in: folder).status, 0)
    }

    func testInspectSaysSoToo() throws {
        let folder = try makeArt()
        let run = try CLI.run(bytes: [Array("inspect".utf8), Array("x".utf8) + [0xFF] + Array(".png".utf8)], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: x\\xFF.png: \(reason)"])
    }
}
