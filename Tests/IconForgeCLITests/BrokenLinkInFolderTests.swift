import Foundation
import XCTest

/// A folder input (or a manifest's source folder or glob) holding a symbolic link that reaches
/// no file, one that loops or one whose target is gone: each such link is said in one warning,
/// in the words of the error it is when given by name, and the other SVGs are built.
final class BrokenLinkInFolderTests: XCTestCase {
    static let gone = "art/gone.svg: left out, as it is a symbolic link to missing.svg, which does not exist"
    static let loop = "art/loop.svg: left out, as it is a symbolic link that loops (art/loop.svg -> loop.svg): "
        + "too many levels of symbolic links; point the link at the SVG file"
    static let warnings = [gone, loop].map { "iconforge: warning: " + $0 }

    /// `art/` with `a.svg`, `b.svg`, `loop.svg -> loop.svg` and `gone.svg -> missing.svg`.
    func makeArt() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: false)
        for name in ["a", "b"] { try write(discSVG, to: name + ".svg", in: art) }
        try FileManager.default.createSymbolicLink(atPath: art.appendingPathComponent("loop.svg").path, withDestinationPath: "loop.svg")
        try FileManager.default.createSymbolicLink(atPath: art.appendingPathComponent("gone.svg").path, withDestinationPath: "missing.svg")
        return folder
    }

    func sets(_ catalog: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".imageset") }.sorted()
    }

    func testIconAndLintSayEachLinkThatReachesNoFileAndGoOnWithTheOthers() throws {
        let folder = try makeArt()
        let run = try CLI.run(["icon", "art/", "--out", "Tabs.xcassets", "--no-preview", "--strict"], in: folder)
        XCTAssertEqual(run.status, 0, "a link is no icon, so --strict has no icon to refuse: \(run.stderr)")
        XCTAssertEqual(run.errorLines, Self.warnings)
        XCTAssertEqual(try sets(folder.appendingPathComponent("Tabs.xcassets")), ["a.imageset", "b.imageset"])

        let lint = try CLI.run(["lint", "art"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(lint.errorLines, Self.warnings)
        XCTAssertTrue(lint.stdout.hasSuffix("2 checked, 0 with warnings, 2 left out\n"), lint.stdout)
        XCTAssertEqual(try CLI.run(["lint", "art", "--strict"], in: folder).status, 1, "lint --strict fails on any warning")

        // Only the SVGs count as the folder's inputs: one of them may take --name.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("art/b.svg"))
        let named = try CLI.run(["icon", "art", "--name", "home", "--out", "Named.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertEqual(try sets(folder.appendingPathComponent("Named.xcassets")), ["home.imageset"])
    }

    func testAFolderOfOnlyBrokenLinksSaysThemAndHasNoSVG() throws {
        let folder = try makeArt()
        for name in ["a", "b"] { try FileManager.default.removeItem(at: folder.appendingPathComponent("art/\(name).svg")) }
        let run = try CLI.run(["icon", "art", "--out", "Tabs.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, Self.warnings + ["iconforge: error: art: is a folder with no SVG files in it"])
    }

    /// A source folder was built without a word about its links, and a glob's link stopped the build.
    func testBuildSaysEachLinkOfASourceFolderOrGlobOnEveryBuild() throws {
        for source in ["art", "art/*.svg"] {
            let folder = try makeArt()
            try write("outputs:\n  - xcassets: App.xcassets\nicons:\n  - source: \(source)\n", to: "iconforge.yml", in: folder)
            for _ in 0 ..< 2 {
                let run = try CLI.run(["build"], in: folder)
                XCTAssertEqual(run.status, 0, run.stderr)
                XCTAssertEqual(run.errorLines, Self.warnings, source)
            }
            XCTAssertEqual(try sets(folder.appendingPathComponent("App.xcassets")), ["a.imageset", "b.imageset"])
            let check = try CLI.run(["build", "--check"], in: folder)
            XCTAssertEqual(check.status, 0, check.stderr)
        }
    }
}
