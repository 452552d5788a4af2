import Foundation
import Synchronization
@testable import IconForgeKit
import XCTest

/// A build that finds every stamp as the last build with nothing to do left it stops there
/// (`NoOpProof`). These tests make stamps trustable at once (a short recent-write window), prove
/// a project, then change one thing behind the build's back and check that the build still does
/// what a build that goes the whole way does.
final class NoOpProofTests: XCTestCase {
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

    /// A builder as the command makes one without `--json`, its warnings collected in `warnings`.
    private func builder(_ fixture: PipelineFixture, warnings: Warnings? = nil, strict: Bool = false) throws -> PipelineBuilder {
        var builder = PipelineBuilder(manifest: try ManifestParser.load(fixture.url("iconforge.yml")), rasterizer: LibrsvgRasterizer()) { event in
            if case .warning(let asset, let message) = event { warnings?.add("\(asset): \(message)") }
        }
        builder.reportsFiles = false
        builder.strict = strict
        return builder
    }

    private func build(_ fixture: PipelineFixture, warnings: Warnings? = nil) throws -> BuildReport {
        try builder(fixture, warnings: warnings).build()
    }

    /// Whether the next build would stop at the proof.
    private func isProven(_ fixture: PipelineFixture, strict: Bool = false) throws -> Bool {
        let builder = try builder(fixture, strict: strict)
        guard let key = builder.noOpKey(),
              let url = NoOpProof.cacheURL(manifest: RealPath.of(fixture.url("iconforge.yml").path)) else { return false }
        return builder.provenNoOp(key: key, at: url) != nil
    }

    /// Built, then built again with nothing to do once its files are past the window: proven.
    private func makeProvenProject() throws -> PipelineFixture {
        let fixture = try PipelineFixture(self)
        for (index, name) in ["one", "two"].enumerated() { try fixture.write(PipelineFixture.svg(index), to: "art/\(name).svg") }
        _ = try fixture.manifest(manifest)
        XCTAssertEqual(try build(fixture).ids(.built), ["contact-sheet", "icons/one", "icons/two"])
        usleep(100_000)
        XCTAssertFalse(try isProven(fixture), "a build that wrote files proves nothing")
        XCTAssertEqual(try build(fixture).ids(.unchanged), ["contact-sheet", "icons/one", "icons/two"])
        usleep(100_000)
        XCTAssertTrue(try isProven(fixture), "a build with nothing to do keeps its proof")
        return fixture
    }

    func testAProvenBuildReportsWhatTheWholeWayReports() throws {
        let fixture = try makeProvenProject()
        let proven = try build(fixture)
        let slow = try builder(fixture).buildInFull().report
        XCTAssertEqual(proven.entries.map { "\($0.id) \($0.kind) \($0.source) \($0.outcome)" },
                       slow.entries.map { "\($0.id) \($0.kind) \($0.source) \($0.outcome)" })
        XCTAssertEqual(proven.summary.split(separator: "\n").dropLast(), slow.summary.split(separator: "\n").dropLast())
        XCTAssertEqual(proven.detailLines, slow.detailLines)
    }

    func testAChangedSourceIsRebuilt() throws {
        let fixture = try makeProvenProject()
        try fixture.write(PipelineFixture.svg(5), to: "art/one.svg")
        XCTAssertFalse(try isProven(fixture))
        XCTAssertEqual(try build(fixture).ids(.built), ["contact-sheet", "icons/one"])
    }

    func testANewSourceIsBuilt() throws {
        let fixture = try makeProvenProject()
        try fixture.write(PipelineFixture.svg(3), to: "art/three.svg")
        XCTAssertEqual(try build(fixture).ids(.built), ["contact-sheet", "icons/three"])
    }

    func testADeletedOutputFileIsWrittenAgain() throws {
        let fixture = try makeProvenProject()
        let before = try XCTUnwrap(fixture.read("Assets/res/drawable-xhdpi/ic_tab_two.png"))
        try FileManager.default.removeItem(at: fixture.url("Assets/res/drawable-xhdpi/ic_tab_two.png"))
        XCTAssertEqual(try build(fixture).ids(.built), ["icons/two"])
        XCTAssertEqual(fixture.read("Assets/res/drawable-xhdpi/ic_tab_two.png"), before)
    }

    func testAChangedManifestOptionRebuilds() throws {
        let fixture = try makeProvenProject()
        _ = try fixture.manifest(manifest + "\n    padding: 3\n")
        XCTAssertEqual(try build(fixture).ids(.built), ["contact-sheet", "icons/one", "icons/two"])
    }

    func testOtherSettingsDoNotUseTheProof() throws {
        let fixture = try makeProvenProject()
        XCTAssertFalse(try isProven(fixture, strict: true))
        var json = try builder(fixture)
        json.reportsFiles = true
        XCTAssertNil(json.noOpKey(), "--json lists every file's size: it goes the whole way")
    }

    /// A colour set the user adds beside an icon gets Xcode's symbol clash warning, every build.
    func testAUsersNewSetWithAClashingSymbolIsStillWarnedAbout() throws {
        let fixture = try makeProvenProject()
        try fixture.write("{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\"\n    }\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n",
                          to: "Assets/Icons.xcassets/oneColor.colorset/Contents.json")
        for _ in 0 ..< 2 {
            usleep(100_000)
            let warnings = Warnings()
            XCTAssertEqual(try build(fixture, warnings: warnings).ids(.built), [])
            XCTAssertTrue(warnings.lines.contains { $0.contains("oneColor.colorset") && $0.contains("`one`") }, "\(warnings.lines)")
        }
        XCTAssertFalse(try isProven(fixture), "a build with a warning keeps no proof")
    }

    /// The same size, the modification time put back: the change time still tells the build,
    /// and `--check`, which hashes every file, finds it too.
    func testARewriteKeepingSizeAndModificationTimeIsFound() throws {
        let fixture = try makeProvenProject()
        let path = fixture.url("Assets/Icons.xcassets/one.imageset/one@2x.png").path
        var before = stat()
        XCTAssertEqual(stat(path, &before), 0)
        var bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        bytes[bytes.count - 20] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: path))
        var times = [before.st_atim, before.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        XCTAssertFalse(try isProven(fixture))
        XCTAssertEqual(try builder(fixture).check().ids(.modified), ["icons/one"])
        XCTAssertEqual(try build(fixture).ids(.failed), ["icons/one"], "refused as a hand edit")
        XCTAssertEqual(FileManager.default.contents(atPath: path), bytes)
    }

    /// A killed run's temporary in an output is for a build that goes the whole way to clear
    /// (`NoOpBuildTests` sees it go): none stops at the proof, none keeps one while it is there.
    func testAStaleTemporaryIsLeftToABuildThatGoesTheWholeWay() throws {
        let fixture = try makeProvenProject()
        try fixture.write("partial", to: "Assets/res/drawable-xhdpi/.iconforge-tmp-999999999-x-ic_tab_one.png")
        XCTAssertFalse(try isProven(fixture))
        usleep(100_000)
        XCTAssertEqual(try build(fixture).ids(.built), [])
        XCTAssertFalse(try isProven(fixture))
    }

    /// A proof that holds no more is removed, and a build with nothing to do keeps a new one.
    func testAProofIsReplacedOnceTheBuildHasNothingToDoAgain() throws {
        let fixture = try makeProvenProject()
        try fixture.write(PipelineFixture.svg(6), to: "art/two.svg")
        XCTAssertEqual(try build(fixture).ids(.built), ["contact-sheet", "icons/two"])
        XCTAssertFalse(try isProven(fixture))
        usleep(100_000)
        XCTAssertEqual(try build(fixture).ids(.built), [])
        usleep(100_000)
        XCTAssertTrue(try isProven(fixture))
    }

    /// The cache lets go of what no build used for 30 days (a project gone, an output removed)
    /// and keeps what builds use, however old: reading a file marks it used.
    func testTheCacheIsSweptOfFilesNoBuildUsedFor30Days() throws {
        let folder = cache.appendingPathComponent("iconforge/stamps")
        let names = { Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) }
        _ = try makeProvenProject()
        let gone = try names()
        XCTAssertEqual(gone.count, 3, "two outputs and a proof")
        let kept = try makeProvenProject()
        let keptNames = try names().subtracting(gone)
        XCTAssertEqual(keptNames.count, 3)
        let monthAgo = Date().addingTimeInterval(-31 * 24 * 3600)
        for name in try names() {
            try FileManager.default.setAttributes([.modificationDate: monthAgo], ofItemAtPath: folder.appendingPathComponent(name).path)
        }
        try fixtureAfterOneChange(kept)
        XCTAssertEqual(try names(), keptNames)
    }

    /// A build that goes the whole way (one source changed), then one with nothing to do.
    private func fixtureAfterOneChange(_ fixture: PipelineFixture) throws {
        try fixture.write(PipelineFixture.svg(7), to: "art/one.svg")
        XCTAssertEqual(try build(fixture).ids(.built), ["contact-sheet", "icons/one"])
        usleep(100_000)
        _ = try build(fixture)
    }
}

/// Lines collected from a build's events.
private final class Warnings: Sendable {
    private let collected = Mutex<[String]>([])
    var lines: [String] { collected.withLock { $0 } }
    func add(_ line: String) { collected.withLock { $0.append(line) } }
}
