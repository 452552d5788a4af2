@testable import IconForgeKit
import Foundation
import XCTest

/// A build's contact sheet shows every icon as rendered from its source, never as read back from
/// a file on disk: an icon not built this time is rendered again, at 1x only, for a page drawn again.
final class BuildSheetRenderTests: XCTestCase {
    static let sheet = "iconforge-previews/ContactSheet.png"

    func makeProject(_ outputs: String, beta: Int = 1) throws -> PipelineFixture {
        let fixture = try PipelineFixture(self)
        for (index, name) in ["alpha", "beta", "gamma"].enumerated() {
            try fixture.write(BuildSheetPagesTests.svg(index, variant: name == "beta" ? beta : 0), to: "art/\(name).svg")
        }
        _ = try fixture.manifest("outputs:\n\(outputs)icons:\n  - source: art/*.svg\n")
        return fixture
    }

    func build(_ fixture: PipelineFixture, _ rasterizer: Rasterizer = LibrsvgRasterizer()) throws -> BuildReport {
        try PipelineBuilder(manifest: try ManifestParser.load(fixture.url("iconforge.yml")), rasterizer: rasterizer).build()
    }

    func sheetImage(_ fixture: PipelineFixture) throws -> RGBAImage {
        try PNGDecoder.decode(try XCTUnwrap(fixture.read(Self.sheet), "no contact sheet")).image
    }

    /// Every channel of every pixel within `tolerance` of the other image's.
    func assertLooksAlike(_ image: RGBAImage, _ other: RGBAImage, tolerance: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(image.width, other.width, file: file, line: line)
        XCTAssertEqual(image.height, other.height, file: file, line: line)
        guard image.pixels.count == other.pixels.count else { return }
        let worst = zip(image.pixels, other.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(worst, tolerance, file: file, line: line)
    }

    func testAnIconWhose1xPNGWasReplacedIsShownAsRenderedOnARedrawnSheet() throws {
        let png = "  - png: Assets/PNG\n"
        let fixture = try makeProject(png)
        _ = try build(fixture)
        // The user replaces alpha's 1x file with another picture; then beta changes, so the sheet is drawn again.
        let square = RGBAImage(width: 24, height: 24, pixels: [UInt8](repeating: 255, count: 24 * 24 * 4))
        try PNGEncoder.encode(square).write(to: fixture.url("Assets/PNG/alpha.png"))
        try fixture.write(BuildSheetPagesTests.svg(1, variant: 4), to: "art/beta.svg")
        XCTAssertTrue(try build(fixture).ids(.built).contains("contact-sheet"))
        XCTAssertEqual(try PNGDecoder.decode(try XCTUnwrap(fixture.read("Assets/PNG/alpha.png"))).image, square,
                       "the user's file is left as it is")
        let fresh = try makeProject(png, beta: 4)
        _ = try build(fresh)
        assertLooksAlike(try sheetImage(fixture), try sheetImage(fresh), tolerance: 0)
    }

    func testAnOutputWithOnlyVectorFilesStillGetsItsSheetFromRendersAt1x() throws {
        let vector = "  - xcassets: Assets/Icons.xcassets\n    vector: true\n"
        let fixture = try makeProject(vector)
        _ = try build(fixture)
        XCTAssertTrue(fixture.exists("Assets/Icons.xcassets/alpha.imageset/alpha.pdf"))
        XCTAssertFalse(fixture.exists("Assets/Icons.xcassets/alpha.imageset/alpha.png"), "no PNG to read back")
        let rasterizer = RecordingRasterizer()
        try fixture.write(BuildSheetPagesTests.svg(1, variant: 4), to: "art/beta.svg")
        XCTAssertTrue(try build(fixture, rasterizer).ids(.built).contains("contact-sheet"))
        XCTAssertEqual(rasterizer.sheetOnly.sorted(), [0, 2], "alpha and gamma render for the sheet alone, at 1x")
        XCTAssertEqual(Set(rasterizer.rendered), [0, 1, 2])
        let fresh = try makeProject(vector, beta: 4)
        _ = try build(fresh)
        assertLooksAlike(try sheetImage(fixture), try sheetImage(fresh), tolerance: 0)
    }

    func testARedrawnSheetLooksAsOneDrawnFromThe1xFiles() throws {
        let fixture = try makeProject("  - png: Assets/PNG\n")
        _ = try build(fixture)
        try fixture.write(BuildSheetPagesTests.svg(1, variant: 4), to: "art/beta.svg")
        _ = try build(fixture)
        // The sheet as it was drawn before: each icon's 1x file decoded.
        let items = try ["alpha", "beta", "gamma"].map { name -> ContactSheet.Item in
            let image = try PNGDecoder.decode(try XCTUnwrap(fixture.read("Assets/PNG/\(name).png"))).image
            return .icon(name: name, alpha: image.alphaPlane)
        }
        let before = try ContactSheet(title: "iconforge.yml: 3 icons, 0 buttons", items: items).render()
        assertLooksAlike(try sheetImage(fixture), before)
    }
}
