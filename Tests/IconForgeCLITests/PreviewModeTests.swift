import Foundation
import IconForgeKit
import XCTest

/// A batch gets one contact sheet by default, a single icon its full preview; `--preview`
/// chooses either way and `--no-preview` neither.
final class PreviewModeTests: XCTestCase {
    static let templates = ["docs", "home", "search"]

    /// The 1x alpha planes of `names` as the catalog holds them, in that order.
    func sheetItems(_ names: [String], catalog: URL) throws -> [ContactSheet.Item] {
        try names.map { name in
            let png = try PNGDecoder.decode(contentsOf: catalog.appendingPathComponent("\(name).imageset/\(name).png"))
            return .icon(name: name, alpha: png.image.alphaPlane)
        }
    }

    func testABatchGetsOneContactSheetOfItsIconsInsteadOfAPreviewEach() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon"] + Self.templates + ["--out", "Icons.xcassets"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let previews = folder.appendingPathComponent("iconforge-previews")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: previews.path).sorted(),
                       [".iconforge-record.json", "ContactSheet.png"])
        let sheet = previews.appendingPathComponent("ContactSheet.png")
        XCTAssertTrue(run.stdout.hasSuffix("contact sheet \(sheet.path): 3 icons\n"), run.stdout)
        try assertPngcheckAccepts(sheet)
        // The sheet shows exactly the icons written, in input order, as the library draws them.
        let expected = try ContactSheet(title: "Icons.xcassets: 3 icons",
                                        items: sheetItems(Self.templates, catalog: folder.appendingPathComponent("Icons.xcassets")))
            .render()
        let written = try PNGDecoder.decode(contentsOf: sheet).image
        XCTAssertEqual([written.width, written.height], [expected.width, expected.height])
        XCTAssertEqual(written.pixels, expected.pixels)
    }

    func testPreviewEachDrawsTheFullPreviewOfEveryIconInABatch() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon"] + Self.templates + ["--preview", "each", "--quiet"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("iconforge-previews").path).sorted()
        XCTAssertEqual(names, [".iconforge-record.json"] + Self.templates.map { "\($0)-preview.png" })
        XCTAssertEqual(run.stdout, "", "--quiet says nothing of them")
        let png = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("iconforge-previews/home-preview.png"))
        XCTAssertEqual([png.width, png.height], [340, 617])
    }

    func testPreviewSheetDrawsASheetForASingleIcon() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "docs", "--preview", "sheet"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasSuffix(": 1 icon\n"), run.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("iconforge-previews").path).sorted(),
                       [".iconforge-record.json", "ContactSheet.png"])
    }

    func testNoPreviewWritesNeitherSheetNorPreviews() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon"] + Self.templates + ["--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("iconforge-previews").path))
        XCTAssertFalse(run.stdout.contains("contact sheet"), run.stdout)
    }

    func testPreviewWithNoPreviewIsAUsageError() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "docs", "--preview", "each", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 64)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("--preview or --no-preview"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Icons.xcassets").path))
    }

    func testAFailedIconIsLeftOffTheSheet() throws {
        let folder = try makeTemporaryFolder(self)
        try Data("<svg".utf8).write(to: folder.appendingPathComponent("broken.svg"))
        let run = try CLI.run(["icon", "docs", "broken.svg", "home"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("ContactSheet.png: 2 icons"), run.stdout)
        let expected = try ContactSheet(title: "Icons.xcassets: 2 icons",
                                        items: sheetItems(["docs", "home"], catalog: folder.appendingPathComponent("Icons.xcassets")))
            .render()
        XCTAssertEqual(try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("iconforge-previews/ContactSheet.png")).image.pixels,
                       expected.pixels)
    }

    func testABatchWhoseIconsAllFailLeavesAnEarlierSheetAlone() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "docs", "home"], in: folder).status, 0)
        let sheet = folder.appendingPathComponent("iconforge-previews/ContactSheet.png")
        let before = try Data(contentsOf: sheet)
        try Data("<svg".utf8).write(to: folder.appendingPathComponent("a.svg"))
        try Data("not svg".utf8).write(to: folder.appendingPathComponent("b.svg"))
        let run = try CLI.run(["icon", "a.svg", "b.svg"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertFalse(run.stdout.contains("contact sheet"), run.stdout)
        XCTAssertEqual(try Data(contentsOf: sheet), before)
    }

    func testASheetThatCannotBeWrittenIsOneLineAndTheIconsStay() throws {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("iconforge-previews/ContactSheet.png"),
                                                withIntermediateDirectories: true)
        let run = try CLI.run(["icon", "docs", "home", "--quiet"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("iconforge-previews/ContactSheet.png"), run.stderr)
        for name in ["docs", "home"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Icons.xcassets/\(name).imageset/\(name)@3x.png").path))
        }
    }

    func testASheetOfTheUsersInThePreviewsFolderIsNeverReplaced() throws {
        let folder = try makeTemporaryFolder(self)
        let previews = folder.appendingPathComponent("iconforge-previews")
        try FileManager.default.createDirectory(at: previews, withIntermediateDirectories: true)
        let mine = previews.appendingPathComponent("ContactSheet.png")
        let theirs = try Data(contentsOf: repositoryRoot.appendingPathComponent("docs/docs-preview.png"))
        try theirs.write(to: mine)
        let run = try CLI.run(["icon", "docs", "home", "--quiet"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: \(mine.path): iconforge did not write this file (it has no record of it), "
                                        + "and iconforge replaces only what its own record says it wrote, unchanged since; "
                                        + "move it away or delete it, or give --replace to let iconforge take it over"])
        XCTAssertEqual(try Data(contentsOf: mine), theirs)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Icons.xcassets/home.imageset/home@3x.png").path))
    }

    func testASheetOfAnyNameIsOnlyReplacedWhileItHoldsWhatTheRecordSays() throws {
        let folder = try makeTemporaryFolder(self)
        // A batch bigger than a page writes ContactSheet-1.png, ...: each is recorded like the sheet.
        XCTAssertEqual(try CLI.run(["icon", "docs", "home", "--quiet"], in: folder).status, 0)
        let sheet = folder.appendingPathComponent("iconforge-previews/ContactSheet.png")
        let record = try String(contentsOf: folder.appendingPathComponent("Icons.xcassets/.iconforge-record.json"), encoding: .utf8)
        XCTAssertTrue(record.contains("\"../iconforge-previews/ContactSheet.png\""), record)
        let folderRecord = try String(contentsOf: folder.appendingPathComponent("iconforge-previews/.iconforge-record.json"), encoding: .utf8)
        XCTAssertTrue(folderRecord.contains("\"ContactSheet.png\""), folderRecord)
        // Edited since: kept, and said so.
        try Data("annotated by the reviewer".utf8).write(to: sheet)
        let edited = try CLI.run(["icon", "docs", "home", "--quiet"], in: folder)
        XCTAssertEqual(edited.status, 1)
        XCTAssertTrue(edited.stderr.contains("\(sheet.path): this file changed since iconforge wrote it"), edited.stderr)
        XCTAssertEqual(try Data(contentsOf: sheet), Data("annotated by the reviewer".utf8))
        // --replace takes it back.
        XCTAssertEqual(try CLI.run(["icon", "docs", "home", "--quiet", "--replace"], in: folder).status, 0)
        XCTAssertEqual(try PNGDecoder.decode(contentsOf: sheet).width > 0, true)
        XCTAssertEqual(try CLI.run(["icon", "docs", "home", "--quiet"], in: folder).status, 0)
    }

    func testARerunReplacesItsOwnSheetWhichSaysWhoDrewIt() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "docs", "home"], in: folder).status, 0)
        let run = try CLI.run(["icon", "search", "more", "history"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let sheet = folder.appendingPathComponent("iconforge-previews/ContactSheet.png")
        let chunks = try PNGChunks(Data(contentsOf: sheet))
        // The text before the image data (which libpng splits into several IDATs).
        XCTAssertEqual(Array(chunks.types.prefix(2)), ["IHDR", "tEXt"])
        XCTAssertEqual(Set(chunks.types.dropFirst(2)), ["IDAT", "IEND"])
        XCTAssertEqual(chunks.plainTexts, [.init(keyword: "Software", text: "iconforge contact sheet")])
        let expected = try ContactSheet(title: "Icons.xcassets: 3 icons",
                                        items: sheetItems(["search", "more", "history"], catalog: folder.appendingPathComponent("Icons.xcassets")))
            .render()
        XCTAssertEqual(try PNGDecoder.decode(contentsOf: sheet).image.pixels, expected.pixels)
    }

    func testTheSheetIsTheSameForAnyJobCount() throws {
        let folder = try makeTemporaryFolder(self)
        var sheets: [Data] = []
        for jobs in ["1", "3"] {
            let run = try CLI.run(["icon"] + Self.templates + ["--out", "\(jobs)/Icons.xcassets", "--preview-dir", "\(jobs)/Previews", "--jobs", jobs], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            sheets.append(try Data(contentsOf: folder.appendingPathComponent("\(jobs)/Previews/ContactSheet.png")))
        }
        XCTAssertEqual(sheets[0], sheets[1])
    }
}
