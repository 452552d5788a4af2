import Foundation
import Synchronization
@testable import IconForgeKit
import XCTest

/// A build with nothing to do goes the one way every build goes, and finds nothing to do: it
/// stats each recorded file, hashes none whose stat the stamp cache kept, and claims and scans
/// nothing whose inputs are as they were (`BuildWork` counts what it did). These tests make
/// stamps trustable at once (a short recent-write window), let a build keep its stamps and
/// memos, then change one thing behind the build's back.
final class NoOpBuildWorkTests: XCTestCase {
    private var cache: URL!
    private let manifest = """
    outputs:
      - xcassets: Assets/Icons.xcassets
      - android: Assets/res
    icons:
      - source: art/*.svg
    """

    /// Each test runs with its own stamp cache and a short recent-write window, bound for
    /// the code it runs, not set for the process: past any file system's timestamp tick (a
    /// jiffy) but short, as the tests wait longer.
    override func invokeTest() {
        cache = FileManager.default.temporaryDirectory.appendingPathComponent("iconforge-noop-\(getpid())-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: cache) }
        FileStamp.$recentWindow.withValue(50_000_000) {
            FileTrust.$cacheFolderGiven.withValue(cache.appendingPathComponent("iconforge/stamps")) { super.invokeTest() }
        }
    }

    /// A build as the command runs one without `--json`, its warnings collected in `warnings`.
    private func build(_ fixture: PipelineFixture, warnings: Warnings? = nil) throws -> BuildReport {
        var builder = PipelineBuilder(manifest: try ManifestParser.load(fixture.url("iconforge.yml")), rasterizer: LibrsvgRasterizer()) { event in
            if case .warning(let asset, let message) = event { warnings?.add("\(asset): \(message)") }
        }
        builder.reportsFiles = false
        return try builder.build()
    }

    /// Built, then built again once its files are past the window (hashing them and keeping
    /// their stamps), then past the window again: the project as a build with nothing to do finds it.
    private func makeSettledProject() throws -> PipelineFixture {
        let fixture = try PipelineFixture(self)
        for (index, name) in ["one", "two"].enumerated() { try fixture.write(PipelineFixture.svg(index), to: "art/\(name).svg") }
        _ = try fixture.manifest(manifest)
        XCTAssertEqual(try build(fixture).ids(.built), ["contact-sheet", "icons/one", "icons/two"])
        usleep(100_000)
        let second = try build(fixture)
        XCTAssertEqual(second.ids(.unchanged), ["contact-sheet", "icons/one", "icons/two"])
        XCTAssertGreaterThan(second.work.hashed, 0, "files written within the window are hashed the next time")
        usleep(100_000)
        return fixture
    }

    func testABuildWithNothingToDoWritesNothingAndHashesClaimsAndScansNothing() throws {
        let fixture = try makeSettledProject()
        let before = fixture.snapshot()
        let report = try build(fixture)
        XCTAssertEqual(report.ids(.unchanged), ["contact-sheet", "icons/one", "icons/two"])
        XCTAssertEqual(report.work, BuildWork(), "nothing hashed, claimed or scanned")
        XCTAssertEqual(fixture.snapshot(), before)
        let check = try fixture.run(check: true)
        XCTAssertEqual(check.ids(.unchanged), ["contact-sheet", "icons/one", "icons/two"], "--check hashes everything and agrees")
    }

    /// The same size, the modification time put back: the change time still tells the build,
    /// and `--check`, which hashes every file, finds it too.
    func testARewriteKeepingSizeAndModificationTimeIsFound() throws {
        let fixture = try makeSettledProject()
        let path = fixture.url("Assets/Icons.xcassets/one.imageset/one@2x.png").path
        var before = stat()
        XCTAssertEqual(stat(path, &before), 0)
        var bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        bytes[bytes.count - 20] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: path))
        var times = [before.st_atim, before.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        XCTAssertEqual(try fixture.run(check: true).ids(.modified), ["icons/one"])
        let report = try build(fixture)
        XCTAssertEqual(report.ids(.failed), ["icons/one"], "refused as a hand edit")
        XCTAssertEqual(report.work.hashed, 1, "only the rewritten file is hashed")
        XCTAssertEqual(FileManager.default.contents(atPath: path), bytes)
    }

    func testAChangedSourceIsRebuiltAndClaimedAgain() throws {
        let fixture = try makeSettledProject()
        try fixture.write(PipelineFixture.svg(5), to: "art/one.svg")
        let report = try build(fixture)
        XCTAssertEqual(report.ids(.built), ["contact-sheet", "icons/one"])
        XCTAssertEqual(report.work.claimed, 2, "both outputs claim again")
    }

    func testADeletedOutputFileIsWrittenAgain() throws {
        let fixture = try makeSettledProject()
        let before = try XCTUnwrap(fixture.read("Assets/res/drawable-xhdpi/ic_tab_two.png"))
        try FileManager.default.removeItem(at: fixture.url("Assets/res/drawable-xhdpi/ic_tab_two.png"))
        XCTAssertEqual(try build(fixture).ids(.built), ["icons/two"])
        XCTAssertEqual(fixture.read("Assets/res/drawable-xhdpi/ic_tab_two.png"), before)
    }

    /// A second entry making an id the first makes: the claims' inputs changed, so they run and refuse it.
    func testAnEntryClashingWithASettledOneIsStillRefused() throws {
        let fixture = try makeSettledProject()
        try fixture.write(PipelineFixture.svg(0), to: "more/one.svg")
        _ = try fixture.manifest(manifest + "\n  - source: more/one.svg\n")
        XCTAssertThrowsError(try build(fixture)) { error in
            XCTAssertTrue("\(error)".contains("one"), "\(error)")
        }
    }

    /// A colour set the user adds beside an icon, at the top or in a folder of iconforge's,
    /// gets Xcode's symbol clash warning on every build; the catalog is read again only once.
    func testAUsersNewSetWithAClashingSymbolIsWarnedAboutOnEveryBuild() throws {
        let colorSet = "{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\"\n    }\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        for folder in ["", "Tabs/"] {
            let fixture = try makeSettledProject()
            if !folder.isEmpty {
                _ = try fixture.manifest(manifest + "\n    group: Tabs\n")
                _ = try build(fixture)
                usleep(100_000)
                _ = try build(fixture)
                usleep(100_000)
                XCTAssertEqual(try build(fixture).work.scanned, 0)
            }
            try fixture.write(colorSet, to: "Assets/Icons.xcassets/\(folder)oneColor.colorset/Contents.json")
            usleep(100_000)
            var scanned: [Int] = []
            for _ in 0 ..< 3 {
                let warnings = Warnings()
                let report = try build(fixture, warnings: warnings)
                XCTAssertEqual(report.ids(.built), [])
                scanned.append(report.work.scanned)
                XCTAssertTrue(warnings.lines.contains { $0.contains("oneColor.colorset") && $0.contains("symbol for it, `\(folder.isEmpty ? "" : "Tabs.")one`") },
                              "\(folder): \(warnings.lines)")
                usleep(100_000)
            }
            XCTAssertEqual(scanned, [1, 0, 0], folder)
        }
    }

    /// A cache that cannot be written: the build works, hashes every file each time, and says why only in `work`.
    func testABuildWithACacheItCannotWriteWorksAndSaysWhyInItsWork() throws {
        let fixture = try PipelineFixture(self)
        try fixture.write(PipelineFixture.svg(0), to: "art/one.svg")
        _ = try fixture.manifest(manifest)
        try fixture.write("a file where the cache folder goes", to: "cache")
        try FileTrust.$cacheFolderGiven.withValue(fixture.url("cache/iconforge/stamps")) {
            XCTAssertEqual(try build(fixture).ids(.built), ["contact-sheet", "icons/one"])
            usleep(100_000)
            let again = try build(fixture)
            XCTAssertEqual(again.ids(.unchanged), ["contact-sheet", "icons/one"])
            XCTAssertGreaterThan(again.work.hashed, 0)
            XCTAssertEqual(again.work.claimed, 2)
            XCTAssertTrue(again.work.cacheProblem?.contains(fixture.url("cache").path) == true, "\(String(describing: again.work.cacheProblem))")
        }
    }
}

/// Lines collected from a build's events.
private final class Warnings: Sendable {
    private let collected = Mutex<[String]>([])
    var lines: [String] { collected.withLock { $0 } }
    func add(_ line: String) { collected.withLock { $0.append(line) } }
}
