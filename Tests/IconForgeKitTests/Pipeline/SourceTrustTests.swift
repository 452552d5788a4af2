import Foundation
@testable import IconForgeKit
import XCTest

/// A build knows a source whose stat is as the stamp cache kept it by the hash kept with it, and
/// reads it only to render its asset; a source that changed, or whose stamp is younger than the
/// recent-write window, is read and hashed. These tests make stamps trustable at once (a short
/// window), let a build keep them, then change things behind the build's back.
final class SourceTrustTests: XCTestCase {
    private var cache: URL!
    private let manifest = "outputs:\n  - xcassets: Assets/Icons.xcassets\n  - android: Assets/res\nicons:\n  - source: art/*.svg\n"

    override func invokeTest() {
        cache = FileManager.default.temporaryDirectory.appendingPathComponent("iconforge-sources-\(getpid())-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: cache) }
        FileStamp.$recentWindow.withValue(50_000_000) {
            FileTrust.$cacheFolderGiven.withValue(cache.appendingPathComponent("iconforge/stamps")) { super.invokeTest() }
        }
    }

    /// Two icons built, then built again past the window, which keeps every stamp.
    private func makeSettledProject() throws -> PipelineFixture {
        let fixture = try PipelineFixture(self)
        for (index, name) in ["one", "two"].enumerated() { try fixture.write(PipelineFixture.svg(index), to: "art/\(name).svg") }
        _ = try fixture.manifest(manifest)
        XCTAssertEqual(try fixture.run().ids(.built), ["contact-sheet", "icons/one", "icons/two"])
        usleep(100_000)
        XCTAssertEqual(try fixture.run().ids(.built), [])
        usleep(100_000)
        return fixture
    }

    /// The sources as the plan of a build loads them.
    /// `limit`: the input limit they are read under (a build's by default keeps the stamps).
    private func load(_ fixture: PipelineFixture, limit: Int = 16 << 20) throws -> [IconSource] {
        let inputs = IconInput.expand(source: "art/*.svg", in: fixture.folder)
        return try SourceTrust(manifest: fixture.url("iconforge.yml"), maximumBytes: limit).loadAll(inputs, maximumBytes: limit)
            .map { try $0.get() }
    }

    func testAnUnchangedSourceIsNotReadAndAChangedOneIs() throws {
        let fixture = try makeSettledProject()
        XCTAssertEqual(try load(fixture).map(\.isRead), [false, false])
        XCTAssertEqual(try load(fixture, limit: 1 << 20).map(\.isRead), [true, true], "kept under another --max-input-size")
        XCTAssertEqual(try fixture.run().work.sourcesRead, 0, "a build with nothing to do reads no source")
        try fixture.write(PipelineFixture.svg(5), to: "art/one.svg")
        let sources = try load(fixture)
        XCTAssertEqual(sources.map(\.isRead), [true, false])
        XCTAssertEqual(sources[0].sha256, SHA256.hex(Data(PipelineFixture.svg(5).utf8)))
        XCTAssertEqual(sources[1].sha256, SHA256.hex(Data(PipelineFixture.svg(1).utf8)), "known by its kept hash")
        let report = try fixture.run()
        XCTAssertEqual(report.ids(.built), ["contact-sheet", "icons/one"])
        XCTAssertEqual(report.work.sourcesRead, 1)
    }

    /// An output file deleted: its asset is rendered from its source, read then, not when planned.
    func testAnAssetRenderedAgainReadsItsUnchangedSourceToRenderIt() throws {
        let fixture = try makeSettledProject()
        let before = try XCTUnwrap(fixture.read("Assets/Icons.xcassets/two.imageset/two@3x.png"))
        try FileManager.default.removeItem(at: fixture.url("Assets/Icons.xcassets/two.imageset/two@3x.png"))
        let report = try fixture.run()
        XCTAssertEqual(report.ids(.built), ["icons/two"])
        XCTAssertEqual(report.work.sourcesRead, 0)
        XCTAssertEqual(fixture.read("Assets/Icons.xcassets/two.imageset/two@3x.png"), before)
    }

    /// The same size, the modification time put back: the change time still tells the build,
    /// which reads it and builds it again, as `--check` finds it.
    func testASourceRewrittenWithItsSizeAndModificationTimeKeptIsBuiltAgain() throws {
        let fixture = try makeSettledProject()
        let path = fixture.url("art/one.svg").path
        var before = stat()
        XCTAssertEqual(stat(path, &before), 0)
        let changed = PipelineFixture.svg(0).replacingOccurrences(of: "r=\"4\"", with: "r=\"3\"")
        XCTAssertEqual(changed.utf8.count, PipelineFixture.svg(0).utf8.count)
        try Data(changed.utf8).write(to: URL(fileURLWithPath: path))
        var times = [before.st_atim, before.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        usleep(100_000)
        XCTAssertEqual(try fixture.run(check: true).ids(.stale), ["contact-sheet", "icons/one"])
        let report = try fixture.run()
        XCTAssertEqual(report.ids(.built), ["contact-sheet", "icons/one"])
        XCTAssertEqual(report.work.sourcesRead, 1)
    }

    /// A stamp as kept but younger than the window (a clock that went back, a file system that
    /// keeps times coarser than the window says): read and hashed, not trusted.
    func testASourceWithinTheRecentWriteWindowIsReadThoughItsStatIsAsKept() throws {
        let fixture = try makeSettledProject()
        try FileStamp.$recentWindow.withValue(3600 * 1_000_000_000) {
            let report = try fixture.run()
            XCTAssertEqual(report.ids(.built), [])
            XCTAssertEqual(report.work.sourcesRead, 2)
        }
    }

    /// A kept hash that is not the file's (the cache changed behind the build, or the file was
    /// written after its stamp was taken): the asset to render stops the build in one line,
    /// before anything is written, and the next build reads the file again.
    func testASourceWhoseBytesAreNotItsKeptHashStopsTheBuildOnceAndIsReadNextTime() throws {
        let fixture = try makeSettledProject()
        try keepAnotherHashForTwo()
        let before = fixture.snapshot()
        XCTAssertThrowsError(try fixture.run()) { error in
            XCTAssertTrue("\(error)".hasSuffix("iconforge.yml:5: art/two.svg: changed while the build was reading it; run the build again"), "\(error)")
        }
        XCTAssertEqual(fixture.snapshot(), before, "nothing written")
        let report = try fixture.run()
        XCTAssertEqual(report.ids(.built), [])
        XCTAssertEqual(report.work.sourcesRead, 1)
    }

    /// An asset not built this time but shown on a page of the contact sheet drawn again is
    /// rendered for the sheet alone: its source, known by its kept hash, failing to read then
    /// stops the build in the source's own words, where it was drawn from no bytes.
    func testASourceRenderedForTheSheetAloneThatFailsToReadStopsTheBuildInItsOwnWords() throws {
        let fixture = try makeSettledProject()
        // art/two.svg rewritten, and its new stamp kept with the hash of the bytes before (as when it
        // is written after its stamp was taken): its asset is up to date, and only the sheet reads it.
        let path = fixture.url("art/two.svg").path
        try fixture.write(PipelineFixture.svg(7), to: "art/two.svg")
        usleep(100_000)
        let url = try XCTUnwrap(sourcesCache())
        var contents = try XCTUnwrap(try StampCache.load(url).get())
        contents.kept[path]?.stamp = try XCTUnwrap(FileStamp.of(path))
        XCTAssertNil(StampCache.write(contents, owner: fixture.url("iconforge.yml").path, to: url))
        try fixture.write(PipelineFixture.svg(5), to: "art/one.svg")
        usleep(100_000)
        let before = fixture.snapshot()
        XCTAssertThrowsError(try fixture.run()) { error in
            XCTAssertTrue("\(error)".hasSuffix("iconforge.yml:5: art/two.svg: changed while the build was reading it; run the build again"), "\(error)")
        }
        XCTAssertEqual(fixture.snapshot(), before, "nothing written")
        XCTAssertEqual(try fixture.run().ids(.built), ["contact-sheet", "icons/one", "icons/two"])
    }

    /// The manifest's `.sources` file in the stamp cache.
    private func sourcesCache() throws -> URL? {
        let folder = cache.appendingPathComponent("iconforge/stamps")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".sources") }
            .map(folder.appendingPathComponent)
    }

    /// Has the stamp cache keep another hash for art/two.svg than its bytes'.
    private func keepAnotherHashForTwo() throws {
        let file = try XCTUnwrap(try sourcesCache())
        let text = try String(contentsOf: file, encoding: .utf8)
        let realHash = SHA256.hex(Data(PipelineFixture.svg(1).utf8)), otherHash = SHA256.hex(Data("other".utf8))
        XCTAssertTrue(text.contains(" \(realHash) "), text)
        try text.replacingOccurrences(of: " \(realHash) ", with: " \(otherHash) ").write(to: file, atomically: true, encoding: .utf8)
    }

    func testAnUnreadSourceIsReadOnceAndOnlyAsTheBytesItsHashWasKeptFor() throws {
        let fixture = try PipelineFixture(self)
        try fixture.write(PipelineFixture.svg(2), to: "art/one.svg")
        let path = fixture.url("art/one.svg").path, hash = SHA256.hex(Data(PipelineFixture.svg(2).utf8))
        let source = IconSource(unreadAt: path, sha256: hash, maximumBytes: 1 << 20)
        XCTAssertEqual(source.name, "one")
        XCTAssertFalse(source.isRead)
        XCTAssertEqual(source.sha256, hash)
        XCTAssertFalse(source.isRead, "its hash is known without reading it")
        XCTAssertEqual(try source.read().get(), Data(PipelineFixture.svg(2).utf8))
        XCTAssertTrue(source.isRead)
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(source.data, Data(PipelineFixture.svg(2).utf8), "read once")

        try fixture.write(PipelineFixture.svg(3), to: "art/one.svg")
        let stale = IconSource(unreadAt: path, sha256: hash, maximumBytes: 1 << 20)
        XCTAssertEqual(stale.read(), .failure(.changedWhileBuilding))
        XCTAssertTrue(stale.readFailed)
        XCTAssertEqual(stale.data, Data())
        XCTAssertThrowsError(try IconSource(unreadAt: path + ".gone", sha256: hash, maximumBytes: 1 << 20).read().get())
    }
}
