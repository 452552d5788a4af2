import Foundation
import IconForgeKit
import XCTest

/// Every path a build or command writes is resolved before anything is written: none may be
/// the manifest, a source, or another output (through a link too). Each clash is one line
/// naming both, and the project is left exactly as it was.
final class OutputPathTests: XCTestCase {
    func makeProject() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try write(discSVG, to: "art/house.svg", in: folder)
        return folder
    }

    /// Builds `manifest` and expects exactly one error line containing `reason`, nothing written.
    func assertRefused(_ manifest: String, _ reason: String, in folder: URL? = nil,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try folder ?? makeProject()
        try write(manifest, to: "iconforge.yml", in: folder)
        let before = try fileContents(in: folder)
        let run = try CLI.run(["build"], in: folder, file: file, line: line)
        XCTAssertEqual(run.status, 1, file: file, line: line)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.contains(reason), "\(run.stderr) lacks \(reason)", file: file, line: line)
        XCTAssertEqual(try fileContents(in: folder), before, "the build wrote something", file: file, line: line)
    }

    /// Every output docs/manifest.md documents, aimed at the manifest and at a source.
    func testEveryDocumentedOutputIsRefusedWhenItIsTheManifestOrASource() throws {
        let targets = [("iconforge.yml", "is the manifest"), ("art/house.svg", "is the source 'art/house.svg' of icons/house")]
        for (target, reason) in targets {
            let icons = "icons:\n  - source: art/*.svg\n"
            for format in BundleFormat.allCases.map(\.rawValue) {
                try assertRefused("outputs:\n  - xcassets: A.xcassets\n  - \(format): \(target)\n\(icons)",
                                  "\(format) output '\(target)' \(reason)")
            }
            try assertRefused("outputs:\n  - png: P\ncontact-sheet: \(target)\n\(icons)", "contact sheet '\(target)' \(reason)")
            try assertRefused("outputs:\n  - xcassets: A.xcassets\nswift:\n  output: \(target)\n\(icons)",
                              "swift output '\(target)' \(reason)")
            try assertRefused("outputs:\n  - png: P\npreviews: \(target)\n\(icons)", "previews folder '\(target)' \(reason)")
        }
    }

    func testTwoOutputsThatAreOneFolderThroughASymlinkAreRefused() throws {
        let folder = try makeProject()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "out")
        try assertRefused("outputs:\n  - png: out\n  - xcassets: link\nicons:\n  - source: art/*.svg\n",
                          "xcassets output 'link' is the same folder as png output 'out'", in: folder)
        // A dangling link names its target all the same.
        let dangling = try makeProject()
        try FileManager.default.createSymbolicLink(atPath: dangling.appendingPathComponent("link").path, withDestinationPath: "out")
        try assertRefused("outputs:\n  - png: out\n  - png: link\nicons:\n  - source: art/*.svg\n",
                          "png output 'link' is the same folder as png output 'out'", in: dangling)
    }

    func testAnOutputInsideACatalogIsRefused() throws {
        try assertRefused("outputs:\n  - xcassets: A.xcassets\n  - png: A.xcassets/P\nicons:\n  - source: art/*.svg\n",
                          "png output 'A.xcassets/P' is inside xcassets output 'A.xcassets'")
    }

    func testAContactSheetOnAnIconsOwnPNGIsRefused() throws {
        for name in ["house.png", "house@2x.png"] {
            try assertRefused("outputs:\n  - png: P\ncontact-sheet: P/\(name)\nicons:\n  - source: art/*.svg\n",
                              "contact sheet 'P/\(name)' is icons/house's file in png output 'P'")
        }
        // Beside the icons, under a name no icon has, it is fine.
        let folder = try makeProject()
        try write("outputs:\n  - png: P\ncontact-sheet: P/Sheet.png\nicons:\n  - source: art/*.svg\n", to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("P")).filter { !$0.hasPrefix(".") },
                       ["Sheet.png", "house.png", "house@2x.png", "house@3x.png"])
    }

    func testIconAndButtonRefuseAnOutputThatIsAnInput() throws {
        let folder = try makeProject()
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("h").path,
                                                   withDestinationPath: "art/house.svg")
        let template = try String(contentsOf: repositoryRoot.appendingPathComponent("Templates/button.svg"),
                                  encoding: .utf8)
        try write(template, to: "button.svg", in: folder)
        let before = try fileContents(in: folder)
        let cases: [([String], String)] = [
            (["icon", "art/house.svg", "--format", "png", "--out", "art/house.svg"], "art/house.svg: --out is the input 'art/house.svg'"),
            (["icon", "art/house.svg", "--out", "h"], "h: --out is the input 'art/house.svg'"),
            (["icon", "art/house.svg", "--preview-dir", "art/house.svg"], "art/house.svg: --preview-dir is the input 'art/house.svg'"),
            (["button", "--color", "00bd00", "--template", "button.svg", "--format", "png", "--out", "button.svg"],
             "button.svg: --out is the input 'button.svg'"),
        ]
        for (arguments, reason) in cases {
            let run = try CLI.run(arguments, in: folder)
            XCTAssertEqual(run.status, 64, arguments.joined(separator: " "))
            XCTAssertEqual(run.errorLines.count, 1, run.stderr)
            XCTAssertEqual(run.errorLines, ["iconforge: error: " + reason])
            XCTAssertEqual(try fileContents(in: folder), before, arguments.joined(separator: " "))
        }
    }

    /// `codegen --output`, the one output of a command that reads a catalog: never inside it.
    func testCodegenRefusesAnOutputInsideTheCatalogItReads() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "home", "-q", "--no-preview"], in: folder).status, 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path,
                                                   withDestinationPath: "Icons.xcassets")
        let before = try fileContents(in: folder)
        for output in ["Icons.xcassets/Contents.json", "Icons.xcassets", "link/home.imageset/Contents.json"] {
            let run = try CLI.run(["codegen", "--catalog", "Icons.xcassets", "--output", output], in: folder)
            XCTAssertEqual(run.status, 64, run.stderr)
            XCTAssertEqual(run.errorLines, ["iconforge: error: \(output): --output is inside the catalog 'Icons.xcassets' it reads"])
            XCTAssertEqual(try fileContents(in: folder), before, output)
        }
    }
}

