import Foundation
import IconForgeKit
import XCTest

/// Previews and contact sheets go to `iconforge-previews/` in the current folder (`icon`,
/// `button`) or beside the manifest (`build`), never beside a catalog in the app's source tree,
/// where Xcode 16's synchronized folders would ship them in the app; one line says where.
final class PreviewPlacementTests: XCTestCase {
    /// A folder shaped like an app repository: `MyApp/MyApp/Assets.xcassets` as Xcode makes it, and `art/`.
    private func appRepository() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        let catalog = folder.appendingPathComponent("MyApp/MyApp/Assets.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try write(#"{"info":{"author":"xcode","version":1}}"#, to: "Contents.json", in: catalog)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        for name in ["home", "docs", "search"] {
            try TemplateLibrary.named(name)!.data.write(to: folder.appendingPathComponent("art/\(name).svg"))
        }
        return folder
    }

    /// Everything under `MyApp/` but the catalog's own files.
    private func appFilesBesideTheCatalog(_ folder: URL) throws -> [String] {
        try relativeFiles(in: folder.appendingPathComponent("MyApp")).filter { !$0.hasPrefix("MyApp/Assets.xcassets/") }
    }

    func testAnIconsPreviewGoesToTheCurrentFolderNeverIntoTheAppsSourceTree() throws {
        let folder = try appRepository()
        let run = try CLI.run(["icon", "art/home.svg", "--out", "MyApp/MyApp/Assets.xcassets"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let preview = folder.appendingPathComponent("iconforge-previews/home-preview.png")
        XCTAssertEqual(run.stdout.split(separator: "\n").last.map(String.init), "preview: \(preview.path)")
        try assertPngcheckAccepts(preview)
        XCTAssertEqual(try appFilesBesideTheCatalog(folder), [], "nothing new beside the catalog")
        XCTAssertEqual(try CLI.run(["icon", "art/home.svg", "--out", "MyApp/MyApp/Assets.xcassets", "-q"], in: folder).stdout, "")
    }

    func testABatchsSheetAndEachPreviewAreSaidInOneLine() throws {
        let folder = try appRepository()
        let out = ["--out", "MyApp/MyApp/Assets.xcassets"]
        let sheet = try CLI.run(["icon", "art"] + out, in: folder)
        XCTAssertEqual(sheet.status, 0, sheet.stderr)
        XCTAssertEqual(sheet.stdout.split(separator: "\n").last.map(String.init),
                       "contact sheet \(folder.path)/iconforge-previews/ContactSheet.png: 3 icons")
        let each = try CLI.run(["icon", "art", "--preview", "each"] + out, in: folder)
        XCTAssertEqual(each.status, 0, each.stderr)
        XCTAssertEqual(each.stdout.split(separator: "\n").last.map(String.init), "previews: 3 in \(folder.path)/iconforge-previews")
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("iconforge-previews")),
                       [".iconforge-record.json", "ContactSheet.png", "docs-preview.png", "home-preview.png", "search-preview.png"])
        XCTAssertEqual(try appFilesBesideTheCatalog(folder), [])
    }

    func testAButtonsPreviewGoesToTheCurrentFolderAndPreviewDirPlacesItAnywhereOutsideTheBundle() throws {
        let folder = try appRepository()
        let run = try CLI.run(["button", "--color", "blue", "--name", "go", "--out", "MyApp/MyApp/Assets.xcassets"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").last.map(String.init),
                       "preview: \(folder.path)/iconforge-previews/go-preview.png")
        XCTAssertEqual(try appFilesBesideTheCatalog(folder), [])
        let elsewhere = try CLI.run(["button", "--color", "blue", "--name", "go", "--out", "MyApp/MyApp/Assets.xcassets",
                                     "--preview-dir", "../review"], in: folder.appendingPathComponent("art"))
        XCTAssertEqual(elsewhere.status, 0, elsewhere.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("review/go-preview.png").path))
    }

    func testADefaultPreviewsFolderInsideTheBundleIsAUsageErrorNamingTheWayOut() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "home", "--format", "png", "--out", "."], in: folder)
        XCTAssertEqual(run.status, 64)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("; give another --preview-dir, or --no-preview\n"), run.stderr)
        XCTAssertEqual(try relativeFiles(in: folder), [])
        XCTAssertEqual(try CLI.run(["icon", "home", "--format", "png", "--out", ".", "--no-preview"], in: folder).status, 0)
    }

    func testTheBuildsSheetAndPreviewsGoBesideTheManifestWhereverItRunsFrom() throws {
        let folder = try appRepository()
        try write("outputs:\n  - xcassets: MyApp/MyApp/Assets.xcassets\npreviews: true\nicons:\n  - source: art/*.svg\n",
                  to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder.appendingPathComponent("art"))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(Array(run.stdout.split(separator: "\n").dropLast()),
                       ["using ../iconforge.yml", "contact sheet iconforge-previews/ContactSheet.png: written",
                        "previews iconforge-previews/: 3 drawn"])
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("iconforge-previews")),
                       [".iconforge-record.json", "ContactSheet.png", "docs-preview.png", "home-preview.png", "search-preview.png"])
        XCTAssertEqual(try appFilesBesideTheCatalog(folder), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("art/iconforge-previews").path))
        let again = try CLI.run(["build"], in: folder)
        XCTAssertEqual(Array(again.stdout.split(separator: "\n").dropLast()),
                       ["contact sheet iconforge-previews/ContactSheet.png: unchanged", "previews iconforge-previews/: none drawn"])
    }

    func testPreviewsAndSheetsAnEarlierVersionLeftBesideTheCatalogMoveOutOfTheApp() throws {
        let folder = try appRepository()
        let old = folder.appendingPathComponent("MyApp/MyApp/Previews")
        // As an earlier version left them: in Previews/ beside the catalog, recorded in its record alone.
        XCTAssertEqual(try CLI.run(["icon", "art/home.svg", "--out", "MyApp/MyApp/Assets.xcassets",
                                    "--preview-dir", "MyApp/MyApp/Previews"], in: folder).status, 0)
        try FileManager.default.removeItem(at: old.appendingPathComponent(PreviewRecord.fileName))
        let run = try CLI.run(["icon", "art/home.svg", "--out", "MyApp/MyApp/Assets.xcassets"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: old.path), "the old preview went, and the folder it emptied")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("iconforge-previews/home-preview.png").path))
        XCTAssertEqual(try appFilesBesideTheCatalog(folder), [])

        // The build's sheet, once beside the first output by default, moves beside the manifest.
        try write("outputs:\n  - xcassets: MyApp/MyApp/Assets.xcassets\ncontact-sheet: MyApp/MyApp/ContactSheet.png\n"
                  + "icons:\n  - source: art/docs.svg\n", to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("MyApp/MyApp/" + PreviewRecord.fileName))
        try write("outputs:\n  - xcassets: MyApp/MyApp/Assets.xcassets\nicons:\n  - source: art/docs.svg\n", to: "iconforge.yml", in: folder)
        let check = try CLI.run(["build", "--check"], in: folder)
        XCTAssertEqual(check.errorLines, ["iconforge: error: contact-sheet: stale: it goes to iconforge-previews/ContactSheet.png now"])
        let build = try CLI.run(["build"], in: folder)
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertEqual(build.stderr, "")
        XCTAssertEqual(try appFilesBesideTheCatalog(folder), [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("iconforge-previews/ContactSheet.png").path))
    }
}
