import IconForgeKit
import XCTest

final class ButtonPreviewTests: XCTestCase {
    func testPreviewShowsEveryStateStretchedToTheFrameWithAWhiteTitle() throws {
        let options = ButtonOptions(color: RGBA(0, 189, 0))
        let builder = ButtonBuilder(options: options, template: try ButtonTemplate.bundled(), rasterizer: LibrsvgRasterizer())
        let renders = try builder.renders(scales: [1, 2])
        let preview = try builder.preview(renders: renders)
        XCTAssertTrue(preview.isOpaque)
        // Wide enough for the 2x frame (600 px) beside the unstretched images.
        XCTAssertGreaterThan(preview.width, 600 + 46)
        // Scan the first 1x button frame (below the first label): green fill and white title text.
        let y0 = 20 + 26
        var green = 0, white = 0
        for y in y0 ..< y0 + 44 {
            for x in 20 ..< 320 {
                let p = preview[x, y]
                if p.green > 150 && p.red < 120 { green += 1 }
                if p.red > 245 && p.green > 245 && p.blue > 245 { white += 1 }
            }
        }
        XCTAssertGreaterThan(green, 300 * 44 / 2, "the frame is filled by the stretched button")
        XCTAssertGreaterThan(white, 100, "the title is drawn in white")
    }

    func testDisabledTitleIsGreyedNotWhite() throws {
        let options = ButtonOptions(color: RGBA(0, 189, 0))
        let builder = ButtonBuilder(options: options, template: try ButtonTemplate.bundled(), rasterizer: LibrsvgRasterizer())
        let preview = try builder.preview(renders: try builder.renders(scales: [1, 2]))
        // Rows are label (26) + 1x frame (44) + gap (12) + 2x frame (88) + gap (12) + 6 tall; disabled is third.
        let y0 = 20 + 2 * (26 + 44 + 12 + 88 + 12 + 6) + 26
        var white = 0, dark = 0
        for y in y0 ..< y0 + 44 {
            for x in 20 ..< 320 {
                let p = preview[x, y]
                if p.red > 245 && p.green > 245 && p.blue > 245 { white += 1 }
                if Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 150 { dark += 1 }
            }
        }
        XCTAssertLessThan(white, 20, "the disabled title is not drawn in white")
        XCTAssertGreaterThan(dark, 100, "the disabled title is drawn in darker ink")
    }

    func testWithoutAPreviewOnlyTheRequestedScalesAreRendered() throws {
        let rasterizer = CountingRasterizer()
        let options = ButtonOptions(color: RGBA(0, 189, 0), scales: [3])
        let builder = ButtonBuilder(options: options, template: try ButtonTemplate.bundled(), rasterizer: rasterizer)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("iconforge-button-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try PipelineBuilder.openCommandBundle(PNGFolder(root: folder), previews: nil, replaces: false)
        defer { session.close() }
        let files = builder.run(into: session).files
        XCTAssertEqual(rasterizer.count, options.states.count, "one 3x render per state")
        XCTAssertEqual(files.count, options.states.count)
        XCTAssertEqual(try builder.renders(scales: [3]).values.map(\.count), Array(repeating: 3, count: options.states.count),
                       "with the preview, 1x and 2x are rendered too")
    }
}
