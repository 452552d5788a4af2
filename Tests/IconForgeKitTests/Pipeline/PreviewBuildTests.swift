import Foundation
import IconForgeKit
import XCTest

/// `previews:` in the manifest: every asset's `<name>-preview.png`, built, checked and
/// pruned like the asset's other files.
final class PreviewBuildTests: XCTestCase {
    let manifest = """
    outputs:
      - xcassets: Assets/Icons.xcassets
      - png: Assets/PNG
    previews: Assets/Previews
    contact-sheet: false
    icons:
      - source: art/home.svg
      - source: art/wide.svg
        size: 40x30
      - source: art/tab.svg
        group: Tabs
    buttons:
      - name: buy
        colour: 00bd00
        states: [normal, highlighted]
    """

    let previews = ["Assets/Previews/home-preview.png", "Assets/Previews/wide-preview.png",
                    "Assets/Previews/Tabs/tab-preview.png", "Assets/Previews/buy-preview.png"]

    func makeProject() throws -> PipelineFixture {
        let fixture = try PipelineFixture(self)
        try fixture.write(PipelineFixture.svg(0), to: "art/home.svg")
        try fixture.write(PipelineFixture.svg(1), to: "art/wide.svg")
        try fixture.write(PipelineFixture.svg(2), to: "art/tab.svg")
        _ = try fixture.manifest(manifest)
        return fixture
    }

    func decoded(_ fixture: PipelineFixture, _ path: String) throws -> RGBAImage {
        try PNGDecoder.decode(XCTUnwrap(fixture.read(path))).image
    }

    /// The preview `iconforge icon` draws for `source` at `options`.
    func iconPreview(_ fixture: PipelineFixture, _ path: String, name: String, options: IconOptions) throws -> RGBAImage {
        let source = IconSource(displayName: path, name: name, data: try XCTUnwrap(fixture.read(path)))
        let builder = IconBuilder(options: options, format: PNGFolder(root: fixture.url("unused")))
        // Pixels alone: with its finishing, the request keeps renders whose files it encodes.
        var request = builder.request(for: source)
        request.finishing = nil
        let renders = builder.renders(try LibrsvgRasterizer().render(request))
        return try TabBarPreview(title: name, renders: Dictionary(uniqueKeysWithValues: renders.map { (Int($0.key), $0.value) }))
            .render()
    }

    /// Same size, and no channel of any pixel more than 2 apart.
    func assertSamePicture(_ actual: RGBAImage, _ expected: RGBAImage, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual([actual.width, actual.height], [expected.width, expected.height], file: file, line: line)
        guard actual.pixels.count == expected.pixels.count else { return }
        let worst = zip(actual.pixels, expected.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(worst, 2, file: file, line: line)
    }

    func testEveryIconAndButtonGetsThePreviewItsCommandDraws() throws {
        let fixture = try makeProject()
        let report = try fixture.run()
        XCTAssertFalse(report.failed, report.entries.compactMap(\.error).description)
        for path in previews { XCTAssertTrue(fixture.exists(path), path) }

        let home = try iconPreview(fixture, "art/home.svg", name: "home", options: IconOptions())
        assertSamePicture(try decoded(fixture, "Assets/Previews/home-preview.png"), home)
        // The entry's size shapes its preview as `iconforge icon --size 40x30` would.
        let wide = try iconPreview(fixture, "art/wide.svg", name: "wide", options: IconOptions(width: 40, height: 30))
        assertSamePicture(try decoded(fixture, "Assets/Previews/wide-preview.png"), wide)
        XCTAssertNotEqual(wide, home)

        let options = ButtonOptions(color: RGBA(0x00, 0xbd, 0x00), states: [.normal, .highlighted], name: "buy")
        let button = ButtonBuilder(options: options, template: try ButtonTemplate.bundled(), rasterizer: LibrsvgRasterizer())
        assertSamePicture(try decoded(fixture, "Assets/Previews/buy-preview.png"),
                          try button.preview(renders: button.renders(scales: [1, 2, 3])))

        // Recorded once, by the first output, next to the asset's own files.
        let catalog = try BuildState.load(from: fixture.url("Assets/Icons.xcassets"))
        XCTAssertTrue(catalog.assets["icons/Tabs/tab"]?.files.keys.contains("../Previews/Tabs/tab-preview.png") == true)
        XCTAssertTrue(catalog.assets["buttons/buy"]?.files.keys.contains("../Previews/buy-preview.png") == true)
        let png = try BuildState.load(from: fixture.url("Assets/PNG"))
        XCTAssertFalse(png.assets.values.flatMap(\.files.keys).contains { $0.contains("preview") })
        let files = report.entries.first { $0.id == "icons/home" }?.files.map(\.path) ?? []
        XCTAssertTrue(files.contains("Assets/Previews/home-preview.png"), files.description)
    }

    func testPreviewsAreRebuiltOnlyWithTheirAssetAndCheckedLikeItsFiles() throws {
        let fixture = try makeProject()
        _ = try fixture.run()
        let before = previews.map { fixture.read($0) }
        XCTAssertEqual(try fixture.run().ids(.built), [])
        XCTAssertEqual(previews.map { fixture.read($0) }, before)

        try fixture.write(PipelineFixture.svg(3), to: "art/home.svg")
        XCTAssertEqual(try fixture.run().ids(.built), ["icons/home"])
        XCTAssertNotEqual(fixture.read(previews[0]), before[0])
        XCTAssertEqual(previews.dropFirst().map { fixture.read($0) }, Array(before.dropFirst()))

        // A deleted or hand-edited preview fails --check; the next build puts the deleted one
        // back, and keeps the edited one (it is no longer what iconforge wrote) until it is moved away.
        try FileManager.default.removeItem(at: fixture.url("Assets/Previews/buy-preview.png"))
        try Data("edited".utf8).write(to: fixture.url("Assets/Previews/Tabs/tab-preview.png"))
        let check = try fixture.run(check: true)
        XCTAssertTrue(check.failed)
        XCTAssertEqual(check.ids(.missing), ["buttons/buy"])
        XCTAssertEqual(check.ids(.modified), ["icons/Tabs/tab"])
        XCTAssertTrue(check.entries.flatMap(\.reasons).contains("Assets/Previews/buy-preview.png is missing"))
        XCTAssertTrue(check.entries.flatMap(\.reasons).contains("Assets/Previews/Tabs/tab-preview.png was edited by hand"))
        let build = try fixture.run()
        XCTAssertEqual(build.ids(.built), ["buttons/buy"])
        XCTAssertEqual(build.ids(.failed), ["icons/Tabs/tab"])
        XCTAssertEqual(fixture.read("Assets/Previews/buy-preview.png"), before[3])
        XCTAssertEqual(fixture.read("Assets/Previews/Tabs/tab-preview.png"), Data("edited".utf8))
        try FileManager.default.removeItem(at: fixture.url("Assets/Previews/Tabs/tab-preview.png"))
        XCTAssertEqual(try fixture.run().ids(.built), ["icons/Tabs/tab"])
        XCTAssertEqual(fixture.read("Assets/Previews/Tabs/tab-preview.png"), before[2])
        XCTAssertFalse(try fixture.run(check: true).failed)
    }

    func testRemovedAssetsLoseTheirPreviewsAndSoDoesEveryAssetWhenPreviewsAreSwitchedOff() throws {
        let fixture = try makeProject()
        _ = try fixture.run()
        try fixture.write("notes", to: "Assets/Previews/README")
        let reduced = manifest.replacingOccurrences(of: "  - source: art/tab.svg\n    group: Tabs\n", with: "")
        _ = try fixture.manifest(reduced)
        let check = try fixture.run(check: true)
        XCTAssertEqual(check.ids(.orphaned), ["icons/Tabs/tab"])
        XCTAssertTrue(check.entries.flatMap(\.reasons).contains { $0.contains("Assets/Previews/Tabs/tab-preview.png") })
        let report = try fixture.run()
        XCTAssertEqual(report.ids(.removed), ["icons/Tabs/tab"])
        XCTAssertFalse(fixture.exists("Assets/Previews/Tabs"))
        XCTAssertTrue(fixture.exists("Assets/Previews/home-preview.png"))

        let pngState = fixture.read("Assets/PNG/.iconforge-record.json")
        _ = try fixture.manifest(reduced.replacingOccurrences(of: "previews: Assets/Previews\n", with: ""))
        let off = try fixture.run()
        XCTAssertFalse(off.failed)
        for path in previews { XCTAssertFalse(fixture.exists(path), path) }
        // Only what iconforge wrote goes; the PNG output did not need rebuilding.
        XCTAssertEqual(fixture.read("Assets/Previews/README"), Data("notes".utf8))
        XCTAssertEqual(fixture.read("Assets/PNG/.iconforge-record.json"), pngState)
        XCTAssertFalse(try fixture.run(check: true).failed)
    }

    func testAPreviewStaysWhenItsAssetMovesToAnotherOutput() throws {
        let fixture = try makeProject()
        _ = try fixture.run()
        let before = fixture.read("Assets/Previews/buy-preview.png")
        // The catalog stops taking buttons: the PNG output now records the button's preview.
        _ = try fixture.manifest(manifest.replacingOccurrences(of: "Assets/Icons.xcassets\n",
                                                               with: "Assets/Icons.xcassets\n    assets: icons\n"))
        let report = try fixture.run()
        XCTAssertFalse(report.failed)
        XCTAssertEqual(report.ids(.removed), ["buttons/buy"])
        XCTAssertEqual(fixture.read("Assets/Previews/buy-preview.png"), before)
        XCTAssertFalse(fixture.exists("Assets/Icons.xcassets/buy.imageset"))
        XCTAssertTrue(fixture.exists("Assets/PNG/buy@2x.png"))
        let png = try BuildState.load(from: fixture.url("Assets/PNG"))
        XCTAssertTrue(png.assets["buttons/buy"]?.files.keys.contains("../Previews/buy-preview.png") == true)
        XCTAssertFalse(try fixture.run(check: true).failed)
    }
}
