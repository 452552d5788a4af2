import Foundation
import XCTest

final class BuildCommandTests: XCTestCase {
    let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
      <rect x="3" y="3" width="18" height="18" rx="4" fill="none" stroke="black" stroke-width="2.5"/>
    </svg>
    """

    func makeProject(_ manifest: String) throws -> URL {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try Data(svg.utf8).write(to: folder.appendingPathComponent("art/square.svg"))
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("iconforge.yml"))
        return folder
    }

    let manifest = """
    outputs:
      - xcassets: Assets/App.xcassets
    icons:
      - source: art/*.svg
      - template: docs
    buttons:
      - name: buy
        colour: 00bd00
        states: [normal, highlighted]
        scales: [1, 2]
    """

    func testJSONReportListsEveryAssetWithItsFilesSizesCapInsetsAndWarnings() throws {
        let folder = try makeProject(manifest)
        let run = try CLI.run(["build", "--json"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(Set(report.keys), ["version", "mode", "ok", "seconds", "contact-sheet", "previews", "counts", "assets"])
        XCTAssertEqual(report["mode"] as? String, "build")
        XCTAssertEqual(report["ok"] as? Bool, true)
        XCTAssertEqual(report["contact-sheet"] as? String, "iconforge-previews/ContactSheet.png", "outside the app's folders")
        XCTAssertTrue(report["previews"] is NSNull, "none unless asked for")
        XCTAssertEqual((report["counts"] as? [String: Int])?["built"], 3)
        let assets = try XCTUnwrap(report["assets"] as? [[String: Any]])
        XCTAssertEqual(assets.map { $0["id"] as? String }, ["icons/square", "icons/docs", "buttons/buy", "contact-sheet"])
        for asset in assets {
            for key in ["id", "kind", "source", "status", "reasons", "files", "warnings", "error"] {
                XCTAssertNotNil(asset[key], "\(key) missing from \(asset)")
            }
            XCTAssertEqual(asset["status"] as? String, "built")
            XCTAssertTrue(asset["error"] is NSNull)
            for file in try XCTUnwrap(asset["files"] as? [[String: Any]]) {
                let path = try XCTUnwrap(file["path"] as? String)
                let size = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.size] as? Int
                XCTAssertEqual(file["bytes"] as? Int, size, path)
            }
        }
        let square = try XCTUnwrap(assets[0]["files"] as? [[String: Any]]).compactMap { $0["path"] as? String }
        XCTAssertEqual(square.sorted(), ["Assets/App.xcassets/square.imageset/Contents.json",
                                         "Assets/App.xcassets/square.imageset/square.png",
                                         "Assets/App.xcassets/square.imageset/square@2x.png",
                                         "Assets/App.xcassets/square.imageset/square@3x.png"])
        let insets = try XCTUnwrap(assets[2]["cap-insets"] as? [[String: Any]])
        XCTAssertEqual(insets.count, 4, "two states at two scales")
        XCTAssertEqual(Set(insets[0].keys), ["state", "scale", "width", "height", "top", "left", "bottom", "right"])
        XCTAssertEqual(insets[1]["scale"] as? Int, 2)
        XCTAssertEqual((insets[1]["left"] as? Int).map { $0 * 1 }, (insets[0]["left"] as? Int).map { $0 * 2 })
        XCTAssertNil(assets[0]["cap-insets"])

        let again = try CLI.run(["build", "--json"], in: folder)
        let second = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((second["counts"] as? [String: Int])?["unchanged"], 3)
    }

    func testCILogHasOneLinePerFailureAndASummary() throws {
        let folder = try makeProject(manifest)
        try Data("<svg".utf8).write(to: folder.appendingPathComponent("art/broken.svg"))
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.errorLines[0].hasPrefix("iconforge: error: icons/broken: "), run.stderr)
        XCTAssertFalse(run.stderr.contains("\r"), "no progress line when stderr is not a terminal")
        let summary = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertTrue(summary.hasPrefix("iconforge build: 3 built, 0 unchanged, 1 failed, 0 removed ("), summary)
        XCTAssertTrue(summary.hasSuffix(" s)"), summary)
    }

    func testCheckListsOutOfDateAssetsAndFails() throws {
        let folder = try makeProject(manifest)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Assets/App.xcassets/buy.imageset/buy@2x.png"))
        let run = try CLI.run(["build", "--check"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: buttons/buy: missing: Assets/App.xcassets/buy.imageset/buy@2x.png is missing"])
        XCTAssertTrue(run.stdout.contains("\niconforge check: 2 up to date, 1 missing"), run.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Assets/App.xcassets/buy.imageset/buy@2x.png").path))
    }

    func testManifestErrorsNameTheManifestLine() throws {
        let folder = try makeProject("outputs:\n  - png: out\nicons:\n  - source: art/*.svg\n    colour: red\n")
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1)
        XCTAssertTrue(run.errorLines[0].contains("iconforge.yml:5: unknown key 'colour' in an icon entry"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    func testStrictFailsAssetsWithWarningsAndWritesNothingForThem() throws {
        let folder = try makeProject("outputs:\n  - png: out\nicons:\n  - source: art/*.svg\n")
        let solid = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24"/></svg>"#
        try Data(solid.utf8).write(to: folder.appendingPathComponent("art/solid.svg"))
        let run = try CLI.run(["build", "--strict"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.errorLines[0].hasPrefix("iconforge: error: icons/solid: "), run.stderr)
        XCTAssertTrue(run.errorLines[0].contains("opaque background") && run.errorLines[0].hasSuffix("(--strict)"), run.stderr)
        XCTAssertFalse(run.errorLines[0].contains("rendering failed"), "the render worked; only the warnings fail it")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/solid.png").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/square.png").path))
    }

    func testMissingManifestIsAOneLineError() throws {
        let run = try CLI.run(["build", "--manifest", "nope.yml"], in: try makeTemporaryFolder(self))
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1)
        XCTAssertTrue(run.stderr.contains("nope.yml: cannot read the manifest"), run.stderr)
    }

    func testAnOutputThatCannotBeCreatedIsAOneLineError() throws {
        let folder = try makeTemporaryFolder(self)
        try Data().write(to: folder.appendingPathComponent("blocker"))
        try Data("outputs:\n  - xcassets: blocker/Icons.xcassets\nicons:\n  - template: docs\n".utf8)
            .write(to: folder.appendingPathComponent("iconforge.yml"))
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.errorLines[0].hasPrefix("iconforge: error: ") && run.errorLines[0].contains("blocker/Icons.xcassets"),
                      run.stderr)
    }
}
