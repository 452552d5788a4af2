import Foundation
import IconForgeKit
import XCTest

/// A set or file of the user's whose name is an asset's spelled in another Unicode normalization
/// (`café` decomposed, NFD, as macOS writes names, beside iconforge's composed, NFC) is one name
/// on macOS, though two on Linux: it is refused as one, saying how each spells its accents, and
/// left byte for byte. Swift's `==` takes the two spellings as one string, so this is told by bytes.
final class NormalizationOwnershipTests: XCTestCase {
    private static let composed = "caf\u{E9}", decomposed = "cafe\u{301}"

    /// The refusal of `path` beside the user's `existing`, as the command line prints it.
    private func refusal(_ path: URL, existing: String) -> String {
        "iconforge: error: \(path.path): is the same name as \(existing) under Unicode normalization (NFC/NFD), which is one "
            + "name on macOS (this one's accents composed, NFC; the other's decomposed, NFD); rename one of them"
    }

    /// The lines as scalars: `==` on strings would take either spelling for the other.
    private func scalars(_ lines: [String]) -> [[Unicode.Scalar]] {
        lines.map { Array($0.unicodeScalars) }
    }

    /// The names in `folder`, as bytes, sorted.
    private func names(in folder: URL) throws -> [[UInt8]] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).map { Array($0.utf8) }
            .sorted { $0.lexicographicallyPrecedes($1) }
    }

    func testTheUsersSetSpelledInNFDIsOneWithTheIconsForIconAndBuild() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "\(Self.composed).svg", in: folder)
        let catalog = folder.appendingPathComponent("A.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try write(XcodeShapedCatalog.root, to: "Contents.json", in: catalog)
        let set = try XcodeShapedCatalog.make(catalog.appendingPathComponent("\(Self.decomposed).imageset"),
                                              XcodeShapedCatalog.userSet(Self.decomposed))
        let before = try fileContents(in: set), listed = try names(in: catalog)
        XCTAssertEqual(listed.count, 2)
        let expected = refusal(catalog.appendingPathComponent("\(Self.composed).imageset"), existing: "\(Self.decomposed).imageset")

        let run = try CLI.run(["icon", "\(Self.composed).svg", "--out", "A.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(scalars(run.errorLines), scalars([expected]))
        try write("outputs:\n  - xcassets: A.xcassets\ncontact-sheet: false\nicons:\n  - source: \(Self.composed).svg\n",
                  to: "iconforge.yml", in: folder)
        let build = try CLI.run(["build"], in: folder)
        XCTAssertEqual(build.status, 1, build.stderr)
        XCTAssertEqual(scalars(build.errorLines), scalars([expected]))

        // Records are hidden files; no second set stands beside the user's.
        XCTAssertEqual(try names(in: catalog).filter { $0.first != UInt8(ascii: ".") }, listed)
        XCTAssertEqual(try fileContents(in: set), before, "the user's set is left byte for byte")
    }

    func testAPNGFolderRefusesTheIconsFileBesideTheUsersNFDFile() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "\(Self.composed).svg", in: folder)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let users = try write("the user's café", to: "\(Self.decomposed)@2x.png", in: out)

        let run = try CLI.run(["icon", "\(Self.composed).svg", "--format", "png", "--out", "out", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(scalars(run.errorLines), scalars([refusal(out.appendingPathComponent("\(Self.composed)@2x.png"),
                                                                 existing: "\(Self.decomposed)@2x.png")]))
        XCTAssertEqual(try names(in: out), [Array("\(Self.decomposed)@2x.png".utf8)], "nothing of the icon was written")
        // Read by its own bytes: a listing keyed by String would take either spelling for the other.
        XCTAssertEqual(try Data(contentsOf: users), Data("the user's café".utf8))
    }
}
