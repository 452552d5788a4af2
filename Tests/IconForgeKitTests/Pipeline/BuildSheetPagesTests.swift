@testable import IconForgeKit
import Foundation
import Synchronization
import XCTest

/// A build's contact sheet comes in pages of `ContactSheet.pageSize` assets, each its own file
/// with its own fingerprint in the record: a changed asset has its own page drawn again, with
/// that page's other assets rendered again at 1x for it, and the other pages are left as they are.
final class BuildSheetPagesTests: XCTestCase {
    /// 260 icons: a full first page of 256 and a second of 4.
    static let count = ContactSheet.pageSize + 4

    static func svg(_ index: Int, variant: Int = 0) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><!-- \(index) -->
          <circle cx="12" cy="12" r="\(3 + (index + variant) % 8)" fill="black"/>
          <rect x="2" y="2" width="\(4 + variant)" height="4" fill="black"/>
        </svg>
        """
    }

    func makeProject(count: Int = BuildSheetPagesTests.count) throws -> PipelineFixture {
        let fixture = try PipelineFixture(self)
        for index in 0 ..< count { try fixture.write(Self.svg(index), to: "art/i\(String(format: "%03d", index)).svg") }
        _ = try fixture.manifest("outputs:\n  - png: Assets/PNG\nicons:\n  - source: art/*.svg\n")
        return fixture
    }

    func build(_ fixture: PipelineFixture, _ rasterizer: RecordingRasterizer) throws -> BuildReport {
        try PipelineBuilder(manifest: try ManifestParser.load(fixture.url("iconforge.yml")), rasterizer: rasterizer).build()
    }

    /// The sheet's entry in the record: page file (relative) -> SHA-256.
    func pages(_ fixture: PipelineFixture) throws -> [String: String] {
        try XCTUnwrap(BuildState.load(from: fixture.url("Assets/PNG"), manifest: "../../iconforge.yml").assets[RecordID.contactSheet]).files
    }

    func testAChangedIconRedrawsOnlyItsPageAndRendersOnlyThatPagesIcons() throws {
        let fixture = try makeProject()
        let rasterizer = RecordingRasterizer()
        _ = try build(fixture, rasterizer)
        let first = "iconforge-previews/ContactSheet-1.png", second = "iconforge-previews/ContactSheet-2.png"
        XCTAssertFalse(fixture.exists("iconforge-previews/ContactSheet.png"), "more than one page: numbered pages only")
        let drawn = try pages(fixture)
        XCTAssertEqual(drawn.keys.sorted(), ["../../\(first)", "../../\(second)"])
        let shown = try BuildState.load(from: fixture.url("Assets/PNG"), manifest: "../../iconforge.yml").shown(of: RecordID.contactSheet)
        XCTAssertEqual(shown["../../\(second)"], ["icons/i256", "icons/i257", "icons/i258", "icons/i259"], "each page records what it shows")
        XCTAssertEqual(shown["../../\(first)"]?.count, ContactSheet.pageSize)
        let firstBytes = fixture.read(first)

        // An icon of the second page changes: that page alone is drawn, its other three icons rendered at 1x.
        rasterizer.reset()
        try fixture.write(Self.svg(257, variant: 3), to: "art/i257.svg")
        let report = try build(fixture, rasterizer)
        XCTAssertEqual(report.ids(.built), ["contact-sheet", "icons/i257"])
        XCTAssertEqual(rasterizer.rendered.sorted(), [256, 257, 258, 259])
        XCTAssertEqual(rasterizer.sheetOnly.sorted(), [256, 258, 259], "the others render for the sheet alone, at 1x")
        var now = try pages(fixture)
        XCTAssertEqual(now["../../\(first)"], drawn["../../\(first)"], "the first page is not drawn again")
        XCTAssertNotEqual(now["../../\(second)"], drawn["../../\(second)"])
        XCTAssertEqual(fixture.read(first), firstBytes)

        // A no-op build draws and renders nothing.
        rasterizer.reset()
        XCTAssertEqual(try build(fixture, rasterizer).ids(.unchanged).first, "contact-sheet")
        XCTAssertEqual(rasterizer.rendered, [])

        // An icon of the first page: the first page only, its 255 other icons rendered at 1x.
        let second2 = try pages(fixture)["../../\(second)"]
        try fixture.write(Self.svg(3, variant: 2), to: "art/i003.svg")
        _ = try build(fixture, rasterizer)
        XCTAssertEqual(rasterizer.rendered.count, ContactSheet.pageSize)
        XCTAssertTrue(rasterizer.rendered.allSatisfy { $0 < ContactSheet.pageSize })
        now = try pages(fixture)
        XCTAssertEqual(now["../../\(second)"], second2, "the second page is not drawn again")

        // The first icon removed: every later one moves up a place, so both pages are drawn again.
        rasterizer.reset()
        try FileManager.default.removeItem(at: fixture.url("art/i000.svg"))
        _ = try build(fixture, rasterizer)
        XCTAssertEqual(rasterizer.sheetOnly.count, Self.count - 1)
        let shifted = try pages(fixture)
        XCTAssertNotEqual(shifted["../../\(first)"], now["../../\(first)"])
        XCTAssertNotEqual(shifted["../../\(second)"], now["../../\(second)"])
    }

    func testFewerPagesPruneThePagesThatAreGone() throws {
        let fixture = try makeProject()
        let rasterizer = RecordingRasterizer()
        _ = try build(fixture, rasterizer)
        for index in ContactSheet.pageSize ..< Self.count {
            try FileManager.default.removeItem(at: fixture.url("art/i\(String(format: "%03d", index)).svg"))
        }
        _ = try build(fixture, rasterizer)
        XCTAssertEqual(try pages(fixture).keys.sorted(), ["../../iconforge-previews/ContactSheet.png"])
        XCTAssertFalse(fixture.exists("iconforge-previews/ContactSheet-1.png"))
        XCTAssertFalse(fixture.exists("iconforge-previews/ContactSheet-2.png"))
        let image = try PNGDecoder.decode(try XCTUnwrap(fixture.read("iconforge-previews/ContactSheet.png"))).image
        XCTAssertGreaterThan(image.height, 1000)
    }
}

/// Renders in-process and notes each request: which icon (the number in its SVG's comment) and
/// whether it was for the contact sheet alone (one 1x target, nothing to encode).
final class RecordingRasterizer: Rasterizer, Sendable {
    private let requests = Mutex<[(icon: Int, sheetOnly: Bool)]>([])

    var rendered: [Int] { requests.withLock { $0.map(\.icon) } }
    var sheetOnly: [Int] { requests.withLock { $0.filter(\.sheetOnly).map(\.icon) } }
    var all: [(icon: Int, sheetOnly: Bool)] { requests.withLock { $0 } }

    func reset() { requests.withLock { $0 = [] } }

    func render(_ request: RenderRequest) throws -> RenderResult {
        let text = String(decoding: request.svg, as: UTF8.self)
        let icon = text.range(of: "<!-- ").flatMap { start in
            Int(text[start.upperBound...].prefix { $0.isNumber })
        } ?? -1
        let sheetOnly = request.targets.count == 1 && (request.finishing?.isEmpty ?? true) && request.pdfPage == nil
        requests.withLock { $0.append((icon, sheetOnly)) }
        return try LibrsvgRasterizer().render(request)
    }
}
