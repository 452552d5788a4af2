import Foundation
import XCTest

/// `café.svg` spelled composed (NFC) and decomposed (NFD) are two files on Linux but one name on
/// macOS, where the bundle is used: given together they are refused as one name, in words that
/// tell the two apart. Only one file given twice is "given more than once".
final class NormalizationTwinTests: XCTestCase {
    /// `café.svg` with é as one character, and as e and a combining acute accent.
    static let composed = Array("caf\u{E9}.svg".utf8), decomposed = Array("cafe\u{301}.svg".utf8)

    func testTwoSpellingsOfOneNameAreRefusedAsOneNameOnMacOS() throws {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: false)
        for name in [Self.composed, Self.decomposed] { try write(Data(discSVG.utf8), toBytes: name, in: art) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: art.path).count, 2)
        let run = try CLI.run(["icon", "art", "--out", "A.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        let line = try XCTUnwrap(run.errorLines.first)
        // The first input (by name) is written; the later one fails naming the first.
        let (first, later) = line.contains("this one's accents composed") ? ("cafe\u{301}", "caf\u{E9}") : ("caf\u{E9}", "cafe\u{301}")
        let laterForm = later == "caf\u{E9}" ? "composed, NFC" : "decomposed, NFD"
        let firstForm = later == "caf\u{E9}" ? "decomposed, NFD" : "composed, NFC"
        XCTAssertTrue(line.unicodeScalars.elementsEqual((
            "iconforge: error: art/\(later).svg: another input (art/\(first).svg) has the same name under Unicode normalization, "
                + "as macOS compares names (this one's accents \(laterForm); the other's \(firstForm)): both would become '\(later)'; "
                + "rename one of them").unicodeScalars), line)
        XCTAssertFalse(line.contains("given more than once"), line)
        let sets = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("A.xcassets").path)
            .filter { $0.hasSuffix(".imageset") }
        XCTAssertEqual(sets.map { Array($0.unicodeScalars) }, [Array("\(first).imageset".unicodeScalars)])
    }

    func testOneFileGivenTwiceUnderTwoPathsIsGivenMoreThanOnce() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "house.svg", in: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
        try FileManager.default.linkItem(atPath: folder.appendingPathComponent("house.svg").path,
                                         toPath: folder.appendingPathComponent("sub/house.svg").path)
        let run = try CLI.run(["icon", "house.svg", "./house.svg", "sub/house.svg", "--out", "A.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: ./house.svg: given more than once",
                                        "iconforge: error: sub/house.svg: given more than once"])
        // Two files with one content are still two inputs.
        try write(discSVG, to: "House.svg", in: folder)
        let two = try CLI.run(["icon", "house.svg", "House.svg", "--out", "B.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(two.errorLines, ["iconforge: error: House.svg: another input (house.svg) also becomes 'House'; rename one of them"])
    }

    func testABuildRefusesTheTwoSpellingsNamingTheLine() throws {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: false)
        for name in [Self.composed, Self.decomposed] { try write(Data(discSVG.utf8), toBytes: name, in: art) }
        try write("outputs:\n  - xcassets: A.xcassets\nicons:\n  - source: art/*.svg\n", to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1, run.stdout)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("iconforge: error: iconforge.yml:4: icons/caf"), run.stderr)
        XCTAssertTrue(run.stderr.contains(", the same name under Unicode normalization, as macOS compares names (this one's accents "), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("; rename one of them\n"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("A.xcassets").path))
    }
}
