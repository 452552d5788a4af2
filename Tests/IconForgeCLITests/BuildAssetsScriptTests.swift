import Foundation
import IconForgeKit
import XCTest

/// `./build-assets.sh` as a fresh clone's CI runs it, in a temporary copy of the repository.
/// It reuses the binary under test through ICONFORGE_BIN instead of building release again.
final class BuildAssetsScriptTests: XCTestCase {
    func makeCopy() throws -> URL {
        let copy = try makeTemporaryFolder(self)
        for item in ["Package.swift", "Sources", "Templates", "iconforge.yml", "build-assets.sh"] {
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(item),
                                             to: copy.appendingPathComponent(item))
        }
        return copy
    }

    func script(_ arguments: [String], in folder: URL, binary: String? = nil) throws -> CLI.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [folder.appendingPathComponent("build-assets.sh").path] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["ICONFORGE_BIN"] = binary ?? CLI.binary.path
        process.environment = environment
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("build-assets-\(UUID().uuidString).out")
        let err = out.appendingPathExtension("err")
        XCTAssertTrue(FileManager.default.createFile(atPath: out.path, contents: nil))
        XCTAssertTrue(FileManager.default.createFile(atPath: err.path, contents: nil))
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return CLI.Run(status: process.terminationStatus,
                       stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                       stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }

    func testFreshCloneBuildsAssetsThenChecksCleanThenCatchesADeletedFile() throws {
        let copy = try makeCopy()
        let first = try script([], in: copy)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("iconforge build: 11 built, 0 unchanged, 0 failed"), first.stdout)
        let templates = ["docs", "settings", "favorites", "search", "contacts", "more", "home", "history"]
        let buttons = ["button-00bd00", "button-ff0000", "button-0000ff"]
        // Every template at 1x/2x/3x in the icon catalog, every button state in the button catalog.
        var expected = templates.flatMap { name in
            ["", "@2x", "@3x"].map { "Assets/Icons.xcassets/\(name).imageset/\(name)\($0).png" }
        }
        expected += buttons.flatMap { name in
            ["", "-highlighted", "-disabled"].map { "Assets/Buttons.xcassets/\(name)\($0).imageset/\(name)\($0)@3x.png" }
        }
        expected += (templates + buttons).map { "Assets/Previews/\($0)-preview.png" }
        expected += ["Assets/PNG/history@3x.png", "Assets/PNG/button-0000ff@2x.png",
                     "Assets/android/res/drawable-xhdpi/button_0000ff.9.png",
                     "Assets/android/res/drawable/button_0000ff_states.xml", "Assets/ContactSheet.png", "Assets/Assets.swift"]
        for path in expected {
            XCTAssertTrue(FileManager.default.fileExists(atPath: copy.appendingPathComponent(path).path), path)
        }
        // Each catalog holds only its kind; the Swift file covers both.
        let icons = try FileManager.default.contentsOfDirectory(atPath: copy.appendingPathComponent("Assets/Icons.xcassets").path)
        XCTAssertEqual(icons.filter { $0.hasSuffix(".imageset") }.count, templates.count, icons.description)
        let catalog = try FileManager.default.contentsOfDirectory(atPath: copy.appendingPathComponent("Assets/Buttons.xcassets").path)
        XCTAssertEqual(catalog.filter { $0.hasSuffix(".imageset") }.count, buttons.count * 3, catalog.description)
        let swift = try String(contentsOf: copy.appendingPathComponent("Assets/Assets.swift"), encoding: .utf8)
        XCTAssertTrue(swift.contains("static let docs = ImageAsset(name: \"docs\", isTemplate: true)"), swift)
        XCTAssertTrue(swift.contains("static let button00bd00Highlighted = ImageAsset(name: \"button-00bd00-highlighted\""), swift)
        let docs = try PNGDecoder.decode(contentsOf: copy.appendingPathComponent("Assets/Previews/docs-preview.png"))
        XCTAssertGreaterThan(docs.width, 200)

        let check = try script(["--check"], in: copy)
        XCTAssertEqual(check.status, 0, check.stderr)
        let json = try script(["--check", "--json"], in: copy)
        XCTAssertEqual(json.status, 0, json.stderr)
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(report?["mode"] as? String, "check")

        try FileManager.default.removeItem(at: copy.appendingPathComponent("Assets/PNG/home@2x.png"))
        try FileManager.default.removeItem(at: copy.appendingPathComponent("Assets/Previews/button-0000ff-preview.png"))
        let stale = try script(["--check"], in: copy)
        XCTAssertNotEqual(stale.status, 0)
        XCTAssertTrue(stale.stderr.contains("icons/home: missing: Assets/PNG/home@2x.png is missing"), stale.stderr)
        XCTAssertTrue(stale.stderr.contains("buttons/button-0000ff: missing: Assets/Previews/button-0000ff-preview.png is missing"),
                      stale.stderr)
    }

    func testUnknownOptionsAndAMissingBinaryFailWithAMessage() throws {
        let copy = try makeCopy()
        let bad = try script(["--fast"], in: copy)
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.stderr.contains("build-assets: unknown option '--fast'"), bad.stderr)
        let missing = try script([], in: copy, binary: "/nonexistent/iconforge")
        XCTAssertNotEqual(missing.status, 0)
        XCTAssertTrue(missing.stderr.contains("ICONFORGE_BIN=/nonexistent/iconforge is not an executable"), missing.stderr)
    }
}
