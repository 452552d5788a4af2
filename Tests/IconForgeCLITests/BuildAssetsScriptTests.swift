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

    /// `binary` nil: the binary under test through ICONFORGE_BIN; "" builds as a fresh clone does.
    func script(_ arguments: [String], in folder: URL, binary: String? = nil,
                environment extra: [String: String] = [:]) throws -> CLI.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [folder.appendingPathComponent("build-assets.sh").path] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        if binary == "" {
            environment["ICONFORGE_BIN"] = nil
        } else {
            environment["ICONFORGE_BIN"] = binary ?? CLI.binary.path
        }
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

    /// A `swift` on PATH that prints what SwiftPM and the linker print on every release build, one
    /// warning that matters, and hands over the binary under test as the one it built.
    func stubToolchain(in folder: URL, status: Int32 = 0) throws -> [String: String] {
        let tools = folder.appendingPathComponent("stub-tools")
        let built = folder.appendingPathComponent("stub-built")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: built.appendingPathComponent("iconforge"), withDestinationURL: CLI.binary)
        let swift = tools.appendingPathComponent("swift")
        try """
        #!/usr/bin/env bash
        echo "$*" >> '\(folder.appendingPathComponent("swift-calls").path)'
        case " $* " in
            *" --show-bin-path "*) echo '\(built.path)' ;;
            *) echo "warning: prohibited flag(s): -pthread, -pthread, -pthread"
               echo "[1/2] Compiling IconForgeKit Fit.swift"
               echo "/opt/swift/usr/lib/swift_static/linux/libFoundationEssentials.a(Data+Writing.swift.o):x: warning: the use of \\`mktemp' is dangerous, better use \\`mkstemp' or \\`mkdtemp'" >&2
               echo "Sources/App/X.swift:3:5: warning: variable 'y' was never used" >&2
               exit \(status) ;;
        esac
        """.write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        return ["PATH": tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
    }

    func testTheToolchainsKnownWarningsAreHeldBackInOneNoteAndOthersGoThrough() throws {
        let copy = try makeCopy()
        let run = try script([], in: copy, binary: "", environment: try stubToolchain(in: copy))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stderr.contains("-pthread, -pthread"), run.stderr)
        XCTAssertFalse(run.stderr.contains("is dangerous"), run.stderr)
        XCTAssertTrue(run.stderr.contains("Sources/App/X.swift:3:5: warning: variable 'y' was never used\n"), run.stderr)
        XCTAssertTrue(run.stderr.contains("[1/2] Compiling IconForgeKit Fit.swift\n"), run.stderr)
        XCTAssertTrue(run.stderr.contains("build-assets: note: 2 known toolchain warning(s) held back (-pthread, mktemp): harmless, "
                                          + "see docs/macos.md#the-pthread-warning\n"), run.stderr)
        XCTAssertTrue(run.stdout.contains("iconforge build: 11 built"), run.stdout)
    }

    func testOnLinuxTheReleaseBinaryLinksTheSwiftRuntimeInAndLoadsNothingFromBesideItself() throws {
        #if os(Linux)
        let copy = try makeCopy()
        let run = try script([], in: copy, binary: "", environment: try stubToolchain(in: copy))
        XCTAssertEqual(run.status, 0, run.stderr)
        let calls = try String(contentsOf: copy.appendingPathComponent("swift-calls"), encoding: .utf8).split(separator: "\n")
        // The build and the question for its folder, with the same flags (else SwiftPM would build another binary).
        XCTAssertEqual(calls.count, 2, calls.joined(separator: "\n"))
        for call in calls {
            XCTAssertTrue(call.contains("--scratch-path .build-release --static-swift-stdlib --disable-local-rpath -c release"), String(call))
        }
        #endif
    }

    func testAFailedBuildStillFailsTheScriptWithItsLines() throws {
        let copy = try makeCopy()
        let run = try script([], in: copy, binary: "", environment: try stubToolchain(in: copy, status: 1))
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("warning: variable 'y' was never used"), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("build-assets: building iconforge failed\n"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy.appendingPathComponent("Assets").path))
    }

    func testTheScriptsPassShellcheck() throws {
        for script in ["build-assets.sh", ".ci/run", "Tests/PluginSample/check.sh", ".github/scripts/release-archive.sh"] {
            let verdict = try ExternalTool.shellcheck.run([repositoryRoot.appendingPathComponent(script).path])
            XCTAssertEqual(verdict.status, 0, "\(script): \(verdict.output)")
        }
    }
}
