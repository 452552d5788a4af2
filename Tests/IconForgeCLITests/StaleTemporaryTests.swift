import Foundation
import XCTest

/// A run killed mid-write leaves `.iconforge-tmp-*` files and folders behind, and its mark
/// (`.iconforge-writing`) in the bundle; the next run of `icon` or `button` into that bundle
/// clears those of dead processes anywhere in it, and leaves those of running ones alone.
final class StaleTemporaryTests: XCTestCase {
    /// Plants temporaries of a dead process (pid 999999999) at `paths`, and one of this running
    /// test process at `live`, and the mark a killed run leaves in the bundle of the first of
    /// `paths`; returns the live one.
    func plant(_ paths: [String], live: String, in folder: URL) throws -> URL {
        let bundle = try XCTUnwrap(paths.first?.split(separator: "/").first)
        try Data().write(to: folder.appendingPathComponent("\(bundle)/.iconforge-writing"))
        for path in paths {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if path.hasSuffix(".imageset") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                try Data("half".utf8).write(to: url.appendingPathComponent("half@2x.png"))
            } else {
                try Data("half".utf8).write(to: url)
            }
        }
        let running = folder.appendingPathComponent(live.replacingOccurrences(of: "PID", with: "\(getpid())"))
        try Data("in progress".utf8).write(to: running)
        return running
    }

    func testIconClearsADeadRunsTemporariesInTheCatalogAndPreviews() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "home", "-q"], in: folder).status, 0)
        let running = try plant(["Icons.xcassets/.iconforge-tmp-999999999-1-docs.imageset",
                                 "Icons.xcassets/home.imageset/.iconforge-tmp-999999999-2-home@2x.png",
                                 "iconforge-previews/.iconforge-tmp-999999999-3-docs-preview.png"],
                                live: "Icons.xcassets/.iconforge-tmp-PID-4-contacts.json", in: folder)
        let run = try CLI.run(["icon", "docs", "-q"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try relativeFiles(in: folder).filter { $0.contains(".iconforge-tmp-") },
                       ["Icons.xcassets/" + running.lastPathComponent])
    }

    func testButtonClearsADeadRunsTemporariesInAnotherButtonsImageSet() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["button", "--color", "00bd00", "--name", "buy", "-q"], in: folder).status, 0)
        let running = try plant(["Buttons.xcassets/buy.imageset/.iconforge-tmp-999999999-1-buy@2x.png"],
                                live: "Buttons.xcassets/buy.imageset/.iconforge-tmp-PID-2-buy@3x.png", in: folder)
        let run = try CLI.run(["button", "--color", "bd0000", "--name", "stop", "-q"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try relativeFiles(in: folder).filter { $0.contains(".iconforge-tmp-") },
                       ["Buttons.xcassets/buy.imageset/" + running.lastPathComponent])
    }

    /// The last release set no mark: a killed run of it left its temporaries unmarked, beside its
    /// record files, and the run that migrates those records clears them.
    func testTheLastReleasesUnmarkedTemporariesGoWhenItsRecordsAreMigrated() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "home", "-q"], in: folder).status, 0)
        let bundle = folder.appendingPathComponent("Icons.xcassets")
        let dead = bundle.appendingPathComponent("home.imageset/.iconforge-tmp-999999999-1-home@2x.png")
        try Data("half".utf8).write(to: dead)
        // Without a mark or the last release's records, nothing lists the folders for it.
        XCTAssertEqual(try CLI.run(["icon", "docs", "-q"], in: folder).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dead.path))
        try Data(#"{"assets":{}}"#.utf8).write(to: bundle.appendingPathComponent(".iconforge-owned.json"))
        let run = try CLI.run(["icon", "docs", "-q"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dead.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: bundle.appendingPathComponent(".iconforge-owned.json").path))
    }
}
