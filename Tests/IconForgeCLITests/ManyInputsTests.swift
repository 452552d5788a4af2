import Foundation
import XCTest

/// Long input lists (a shell glob) are parsed in one pass: every input arrives, in order, and
/// options between them keep their values.
final class ManyInputsTests: XCTestCase {
    func testInputsAroundOptionsArriveInOrderAndOptionsKeepTheirValues() throws {
        let folder = try makeTemporaryFolder(self)
        let names = (0 ..< 7).map { "i\($0)" }
        for name in names { try write(discSVG, to: "\(name).svg", in: folder) }
        let run = try CLI.run(["icon", "i0.svg", "i1.svg", "i2.svg", "--format", "png", "i3.svg", "i4.svg",
                               "--out", "out", "i5.svg", "--no-preview", "i6.svg", "docs", "home"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let written = run.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(written, names + ["docs", "home"])
        for name in names + ["docs", "home"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/\(name)@3x.png").path), name)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Previews").path))
    }

    func testAThousandInputsAreAllBuilt() throws {
        let folder = try makeTemporaryFolder(self)
        let names = (0 ..< 1000).map { String(format: "n%04d", $0) }
        for name in names { try write(discSVG, to: "\(name).svg", in: folder) }
        let run = try CLI.run(["icon"] + names.map { "\($0).svg" } + ["--format", "png", "--scales", "1", "--no-preview", "--quiet"],
                              in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Icons").path)
            .filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(files, names.map { "\($0).png" })
    }

    func testAnInputStartingWithACombiningMarkStaysItsOwnInput() throws {
        // Runs are split on the separator's scalar: as a Character it would merge with a
        // combining mark that starts the next input, and the two would become one.
        let folder = try makeTemporaryFolder(self)
        for name in ["a", "\u{301}b", "c"] { try write(discSVG, to: "\(name).svg", in: folder) }
        let run = try CLI.run(["lint", "a.svg", "\u{301}b.svg", "c.svg"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("3 checked"), run.stdout)
    }

    func testLintTakesTheSameRuns() throws {
        let folder = try makeTemporaryFolder(self)
        for name in ["a", "b", "c"] { try write(discSVG, to: "\(name).svg", in: folder) }
        let run = try CLI.run(["lint", "a.svg", "b.svg", "c.svg", "docs"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("4 checked"), run.stdout)
    }
}
