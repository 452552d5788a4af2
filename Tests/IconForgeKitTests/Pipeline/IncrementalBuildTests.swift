import Foundation
import Synchronization
import IconForgeKit
import XCTest

final class IncrementalBuildTests: XCTestCase {
    let manifest = """
    outputs:
      - xcassets: Assets/Icons.xcassets
      - png: Assets/PNG
    icons:
      - source: art/*.svg
    """

    func makeProject() throws -> PipelineFixture {
        let fixture = try PipelineFixture(self)
        for (index, name) in ["alpha", "beta", "gamma"].enumerated() {
            try fixture.write(PipelineFixture.svg(index), to: "art/\(name).svg")
        }
        _ = try fixture.manifest(manifest)
        return fixture
    }

    func testFirstBuildWritesEveryAssetIntoEveryOutputAndRecordsIt() throws {
        let fixture = try makeProject()
        let report = try fixture.run()
        XCTAssertEqual(report.ids(.built), ["contact-sheet", "icons/alpha", "icons/beta", "icons/gamma"])
        XCTAssertFalse(report.failed)
        XCTAssertTrue(fixture.exists("Assets/Icons.xcassets/beta.imageset/beta@3x.png"))
        XCTAssertTrue(fixture.exists("Assets/PNG/beta@2x.png"))
        XCTAssertTrue(fixture.exists("iconforge-previews/ContactSheet.png"))
        let state = try BuildState.load(from: fixture.url("Assets/PNG"))
        XCTAssertEqual(state.assets["icons/beta"]?.files.keys.sorted(), ["beta.png", "beta@2x.png", "beta@3x.png"])
        XCTAssertEqual(state.assets["icons/beta"]?.source,
                       SHA256.hex(try XCTUnwrap(fixture.read("art/beta.svg"))))
        XCTAssertEqual(state.assets["icons/beta"]?.version, IconForgeVersion.string)
    }

    func testSecondBuildRendersNothingAndRewritesNothing() throws {
        let fixture = try makeProject()
        _ = try fixture.run()
        let before = fixture.snapshot()
        let stamp = try modificationDate("Assets/PNG/alpha.png", in: fixture)
        let report = try fixture.run()
        XCTAssertEqual(report.ids(.built), [])
        XCTAssertEqual(report.ids(.unchanged), ["contact-sheet", "icons/alpha", "icons/beta", "icons/gamma"])
        XCTAssertEqual(fixture.snapshot(), before)
        XCTAssertEqual(try modificationDate("Assets/PNG/alpha.png", in: fixture), stamp)
    }

    func testChangingOneSourceRebuildsExactlyThatAsset() throws {
        let fixture = try makeProject()
        _ = try fixture.run()
        let before = fixture.snapshot()
        try fixture.write(PipelineFixture.svg(5), to: "art/beta.svg")
        let report = try fixture.run()
        XCTAssertEqual(report.ids(.built), ["contact-sheet", "icons/beta"])
        XCTAssertEqual(report.entries.first { $0.id == "icons/beta" }?.reasons, ["source changed"])
        let after = fixture.snapshot()
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        XCTAssertEqual(changed, [
            "Assets/Icons.xcassets/beta.imageset/beta.png", "Assets/Icons.xcassets/beta.imageset/beta@2x.png",
            "Assets/Icons.xcassets/beta.imageset/beta@3x.png", "Assets/PNG/beta.png", "Assets/PNG/beta@2x.png",
            "Assets/PNG/beta@3x.png", "Assets/Icons.xcassets/.iconforge-record.json", "Assets/PNG/.iconforge-record.json",
            "iconforge-previews/ContactSheet.png", "iconforge-previews/.iconforge-record.json", "art/beta.svg",
        ])
    }

    func testTouchingASourceWithoutChangingItRebuildsNothing() throws {
        let fixture = try makeProject()
        _ = try fixture.run()
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)],
                                              ofItemAtPath: fixture.url("art/beta.svg").path)
        XCTAssertEqual(try fixture.run().ids(.built), [])
    }

    func testChangingAnEntrysOptionsRebuildsItsAssetsAndDropsFilesNoLongerWritten() throws {
        let fixture = try makeProject()
        _ = try fixture.run()
        _ = try fixture.manifest(manifest + "\n    scales: [1, 2]\n")
        let report = try fixture.run()
        XCTAssertEqual(report.ids(.built), ["contact-sheet", "icons/alpha", "icons/beta", "icons/gamma"])
        XCTAssertFalse(fixture.exists("Assets/PNG/alpha@3x.png"))
        XCTAssertFalse(fixture.exists("Assets/Icons.xcassets/alpha.imageset/alpha@3x.png"))
        XCTAssertTrue(fixture.exists("Assets/PNG/alpha@2x.png"))
    }

    func testAnotherIconforgeVersionInTheStateRebuildsEverything() throws {
        let fixture = try makeProject()
        _ = try fixture.run()
        for output in ["Assets/PNG", "Assets/Icons.xcassets"] {
            var state = try BuildState.load(from: fixture.url(output))
            state.assets["icons/gamma"]?.version = "0.0.1"
            try state.save(to: fixture.url(output))
        }
        let report = try fixture.run()
        XCTAssertEqual(report.ids(.built), ["icons/gamma"])
        XCTAssertEqual(report.entries.first { $0.id == "icons/gamma" }?.reasons, ["built by iconforge 0.0.1"])
    }

    func testStateFileIsDeterministic() throws {
        let first = try makeProject(), second = try makeProject()
        _ = try first.run()
        _ = try second.run()
        XCTAssertEqual(first.read("Assets/PNG/.iconforge-record.json"), second.read("Assets/PNG/.iconforge-record.json"))
        XCTAssertEqual(first.read("Assets/ContactSheet.png"), second.read("Assets/ContactSheet.png"))
        let text = String(decoding: try XCTUnwrap(first.read("Assets/PNG/.iconforge-record.json")), as: UTF8.self)
        XCTAssertFalse(text.contains(first.folder.path), "the state must not depend on where the project lives")
    }

    func testHandEditedOutputIsKeptUntilTheOutputSaysReplace() throws {
        let fixture = try makeProject()
        _ = try fixture.run()
        let original = fixture.read("Assets/PNG/alpha.png")
        try Data("scribble".utf8).write(to: fixture.url("Assets/PNG/alpha.png"))
        let report = try fixture.run()
        XCTAssertEqual(report.ids(.failed), ["icons/alpha"])
        let error = try XCTUnwrap(report.entries.first { $0.id == "icons/alpha" }?.error)
        XCTAssertEqual(error.path, fixture.url("Assets/PNG/alpha.png").standardizedFileURL.path)
        XCTAssertTrue(error.reason.hasPrefix("this file changed since iconforge wrote it"), error.reason)
        XCTAssertTrue(error.reason.hasSuffix("or add 'replace: true' to the output to let iconforge take it over"), error.reason)
        XCTAssertEqual(fixture.read("Assets/PNG/alpha.png"), Data("scribble".utf8))

        let manifest = String(decoding: try XCTUnwrap(fixture.read("iconforge.yml")), as: UTF8.self)
        try fixture.write(manifest.replacingOccurrences(of: "- png: Assets/PNG", with: "- png: Assets/PNG\n    replace: true"),
                          to: "iconforge.yml")
        XCTAssertEqual(try fixture.run().ids(.built), ["icons/alpha"])
        XCTAssertEqual(fixture.read("Assets/PNG/alpha.png"), original)
    }

    func testOnlyTheChangedAssetIsRendered() throws {
        let fixture = try makeProject()
        let manifest = try ManifestParser.load(fixture.url("iconforge.yml"))
        let counter = CountingRasterizer()
        _ = try PipelineBuilder(manifest: manifest, rasterizer: counter).build()
        XCTAssertEqual(counter.count, 3)
        _ = try PipelineBuilder(manifest: manifest, rasterizer: counter).build()
        XCTAssertEqual(counter.count, 3, "a no-op build renders nothing")
        try fixture.write(PipelineFixture.svg(6), to: "art/gamma.svg")
        let changed = try ManifestParser.load(fixture.url("iconforge.yml"))
        _ = try PipelineBuilder(manifest: changed, rasterizer: counter).build()
        XCTAssertEqual(counter.count, 6, "one changed source, one render; the contact sheet's page renders the other two at 1x")
    }

    func modificationDate(_ path: String, in fixture: PipelineFixture) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: fixture.url(path).path)[.modificationDate] as? Date
    }
}

/// Renders in-process and counts the requests.
final class CountingRasterizer: Rasterizer, Sendable {
    private let requests = Mutex(0)
    var count: Int { requests.withLock { $0 } }

    func render(_ request: RenderRequest) throws -> RenderResult {
        requests.withLock { $0 += 1 }
        return try LibrsvgRasterizer().render(request)
    }
}
