import Foundation
import XCTest

/// What a newcomer does in the first hour: `init`, `build` from a subfolder, folders and stdin
/// as icon inputs, quiet and verbose builds, and counts that agree between build and check.
final class NewcomerWorkflowTests: XCTestCase {
    func testInitWritesAStarterManifestThatBuildsFromASubfolder() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "b-disc.svg", in: folder)
        try write(discSVG, to: "a-disc.svg", in: folder)
        let initRun = try CLI.run(["init"], in: folder)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        XCTAssertEqual(initRun.stdout, "found 2 SVGs in this folder; no asset catalog; no Android res folder\n"
            + "wrote iconforge.yml: 2 icons into a new Assets/Icons.xcassets; next: iconforge build\n")
        let text = try String(contentsOf: folder.appendingPathComponent("iconforge.yml"), encoding: .utf8)
        XCTAssertTrue(text.contains("      - a-disc.svg\n      - b-disc.svg\n"), text)
        XCTAssertTrue(text.hasPrefix("# iconforge.yml"), text)

        let sub = folder.appendingPathComponent("deep/er")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let build = try CLI.run(["build"], in: sub)
        XCTAssertEqual(build.status, 0, build.stderr)
        // Paths in the manifest are relative to the manifest, not to where build ran.
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Assets/Icons.xcassets/a-disc.imageset/a-disc@2x.png").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: sub.appendingPathComponent("Assets").path))
        XCTAssertEqual(Array(build.stdout.split(separator: "\n").prefix(2)),
                       ["using ../../iconforge.yml", "contact sheet iconforge-previews/ContactSheet.png: written"])
    }

    func testInitWithoutSVGsStartsFromBundledTemplatesAndBuilds() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["init"], in: folder).status, 0)
        let build = try CLI.run(["build", "-q"], in: folder)
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertEqual(build.stdout, "", "-q prints no summary")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Assets/Icons.xcassets/settings.imageset").path))
    }

    func testProgressSummaryAndCheckCountTheSameAssetsAndTheSheetOnItsOwnLine() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "disc.svg", in: folder)
        _ = try write("outputs:\n  - xcassets: Out.xcassets\ncontact-sheet: Sheet.png\nicons:\n  - source: disc.svg\n  - template: [docs, home]\nbuttons:\n  - name: buy\n    colour: red\nswift:\n  output: Assets.swift\n", to: "iconforge.yml", in: folder)
        let first = try CLI.run(["build"], in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(Array(first.stdout.split(separator: "\n").dropLast()), ["contact sheet Sheet.png: written", "Swift constants: written"])
        XCTAssertTrue(first.stdout.contains("iconforge build: 4 built, 0 unchanged, 0 failed, 0 removed ("), first.stdout)
        let again = try CLI.run(["build", "-v"], in: folder)
        XCTAssertEqual(Array(again.stdout.split(separator: "\n").dropLast()), [
            "icons/disc: unchanged", "icons/docs: unchanged", "icons/home: unchanged", "buttons/buy: unchanged",
            "contact sheet Sheet.png: unchanged", "Swift constants: unchanged",
        ])
        XCTAssertTrue(again.stdout.contains("iconforge build: 0 built, 4 unchanged,"), again.stdout)
        let check = try CLI.run(["build", "--check"], in: folder)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertTrue(check.stdout.contains("contact sheet Sheet.png: up to date\n"), check.stdout)
        XCTAssertTrue(check.stdout.contains("iconforge check: 4 up to date, 0 missing"), check.stdout)
    }

    func testAFolderInputRendersItsSVGsInNameOrder() throws {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: false)
        for name in ["zeta.svg", "alpha.svg", "notes.txt"] { try write(discSVG, to: name, in: art) }
        let run = try CLI.run(["icon", "art", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) }, ["alpha", "zeta"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Icons.xcassets/zeta.imageset/zeta@3x.png").path))
    }

    func testAFolderNamedLikeATemplateStaysTheTemplateUnlessWrittenWithASlash() throws {
        let folder = try makeTemporaryFolder(self)
        let docs = folder.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: false)
        try write(discSVG, to: "page.svg", in: docs)
        let template = try CLI.run(["icon", "docs", "--no-preview"], in: folder)
        XCTAssertTrue(template.stdout.hasPrefix("docs: wrote"), template.stdout + template.stderr)
        let files = try CLI.run(["icon", "docs/", "--no-preview"], in: folder)
        XCTAssertTrue(files.stdout.hasPrefix("page: wrote"), files.stdout + files.stderr)
    }

    func testAnSVGOnStdinBecomesTheIconNamedByName() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "-", "--name", "piped", "--format", "png", "--out", "out", "--no-preview"], in: folder,
                              stdin: Data(discSVG.utf8))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try relativeFiles(in: folder), ["out/.iconforge-record.json", "out/piped.png", "out/piped@2x.png", "out/piped@3x.png"])
        let unnamed = try CLI.run(["icon", "-"], in: folder, stdin: Data(discSVG.utf8))
        XCTAssertEqual(unnamed.status, 64)
        XCTAssertEqual(unnamed.errorLines, ["iconforge: error: --name: is required with - (the SVG on stdin has no file name)"])
    }

    /// `--name` names one input's icon everywhere it shows: files, set, Android resource, preview.
    func testNameNamesOneFilesIcon() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "house-24.svg", in: folder)
        let catalog = try CLI.run(["icon", "house-24.svg", "--name", "home", "--out", "A.xcassets"], in: folder)
        XCTAssertEqual(catalog.status, 0, catalog.stderr)
        XCTAssertTrue(catalog.stdout.hasPrefix("home: wrote"), catalog.stdout)
        let android = try CLI.run(["icon", "house-24.svg", "--name", "home", "--format", "android", "--out", "res", "--no-preview"], in: folder)
        XCTAssertEqual(android.status, 0, android.stderr)
        let files = try relativeFiles(in: folder)
        XCTAssertTrue(files.contains("A.xcassets/home.imageset/home@2x.png"), "\(files)")
        XCTAssertTrue(files.contains("iconforge-previews/home-preview.png"), "\(files)")
        XCTAssertTrue(files.contains("res/drawable-xhdpi/ic_tab_home.png"), "\(files)")
        XCTAssertFalse(files.contains { $0.contains("house") && $0 != "house-24.svg" }, "\(files)")
        // A bundled template takes the name too.
        XCTAssertEqual(try CLI.run(["icon", "docs", "--name", "guide", "--out", "A.xcassets", "--no-preview"], in: folder).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("A.xcassets/guide.imageset").path))
    }

    func testNameWithSeveralInputsOrABadNameIsAUsageError() throws {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: false)
        for name in ["a", "b"] { try write(discSVG, to: "\(name).svg", in: art) }
        let several = "is for one input, not 2; give each icon its own 'name:' in a manifest (iconforge.yml, see `iconforge init`), "
            + "or run icon once per input"
        for inputs in [["art/a.svg", "art/b.svg"], ["art"]] {
            let run = try CLI.run(["icon"] + inputs + ["--name", "x"], in: folder)
            XCTAssertEqual(run.status, 64, "\(inputs)")
            XCTAssertEqual(run.errorLines, ["iconforge: error: --name: \(several)"], "\(inputs)")
        }
        for (name, reason) in [("a/b", "'a/b' cannot start with '.' or contain '/', '\\' or ':'"), (".hidden", "'.hidden' cannot start with '.' or contain '/', '\\' or ':'"),
                               ("", "cannot be empty"), ("a\tb", "'a\\tb' cannot hold control characters")] {
            let run = try CLI.run(["icon", "art/a.svg", "--name", name], in: folder)
            XCTAssertEqual(run.status, 64, name)
            XCTAssertEqual(run.errorLines, ["iconforge: error: --name: \(reason)"], name)
        }
        XCTAssertEqual(try relativeFiles(in: folder), ["art/a.svg", "art/b.svg"])
    }

    func testAManifestSourceMayBeAFolderAsAnIconInputMay() throws {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: false)
        for name in ["zeta.svg", "alpha.svg", "notes.txt"] { try write(discSVG, to: name, in: art) }
        try write("outputs:\n  - png: out\ncontact-sheet: false\nicons:\n  - source: art\n", to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build", "-v"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").prefix(2).map { $0.prefix { $0 != ":" } }, ["icons/alpha", "icons/zeta"])
        try FileManager.default.removeItem(at: art.appendingPathComponent("alpha.svg"))
        try FileManager.default.removeItem(at: art.appendingPathComponent("zeta.svg"))
        let empty = try CLI.run(["build"], in: folder)
        XCTAssertEqual(empty.status, 1)
        XCTAssertEqual(empty.errorLines, ["iconforge: error: iconforge.yml:5: art: is a folder with no SVG files in it"])
    }
}
