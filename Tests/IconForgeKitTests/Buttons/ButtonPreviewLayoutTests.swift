@testable import IconForgeKit
import XCTest

final class ButtonPreviewLayoutTests: XCTestCase {
    func assertNoOverlapsOnCanvas(_ rects: [Rect], width: Int, height: Int, _ what: String,
                                  file: StaticString = #filePath, line: UInt = #line) {
        let canvas = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        for (i, a) in rects.enumerated() {
            XCTAssertEqual(a.intersectionArea(with: canvas), a.width * a.height, "\(what): \(a) leaves the canvas", file: file, line: line)
            for b in rects[(i + 1)...] {
                XCTAssertEqual(a.intersectionArea(with: b), 0, "\(what): \(a) overlaps \(b)", file: file, line: line)
            }
        }
    }

    func testNoPartOverlapsAnotherOrLeavesTheCanvasForAnyButtonAndFrame() throws {
        let geometries = [ButtonGeometry(), ButtonGeometry(stretch: .both), ButtonGeometry(height: 120, width: 60),
                          ButtonGeometry(height: 40, radius: 18, strokeWidth: 3)]
        for geometry in geometries {
            let side = geometry.pointSize
            for frame in [(max(300, side.width), max(44, side.height)), (side.width, side.height), (side.width + 1, 200), (1000, side.height)] {
                let options = ButtonOptions(geometry: geometry, color: .black, previewWidth: frame.0, previewHeight: frame.1)
                XCTAssertNil(options.previewProblem)
                let scales = [1.0, 2.0]
                let sizes = options.states.map { _ in scales.map { geometry.layout(scale: $0) }.map { ($0.width, $0.height) } }
                let layout = ButtonPreviewLayout(frameWidth: frame.0, frameHeight: frame.1, scales: scales, sizes: sizes)
                assertNoOverlapsOnCanvas(layout.elements, width: layout.width, height: layout.height, "\(geometry) in \(frame)")
            }
        }
    }

    func testAFrameThatCannotHoldTheImageIsRefusedWithTheMinimum() {
        let options = ButtonOptions(color: .black, previewWidth: 100, previewHeight: 20)
        XCTAssertEqual(options.previewProblem?.description, "preview size 100x20 cannot hold the button image: at least 23x40 points")
    }

    func testAButtonLargerThanAnyFrameIsTheImagesProblemNotTheFrames() {
        let wide = ButtonOptions(geometry: ButtonGeometry(height: 1024, width: 4096, radius: 100), color: .black,
                                 previewWidth: 4096, previewHeight: 1024)
        XCTAssertEqual(wide.previewProblem, .imageTooLarge(width: 4096, height: 1024))
        XCTAssertEqual(wide.problem, "the 4096x1024-point button image is larger than a preview can show (2048x512 points at most)")
        let frame = ButtonOptions(color: .black, previewWidth: 3000, previewHeight: 44)
        XCTAssertEqual(frame.previewProblem, .frameOutOfRange(width: 3000, height: 44))
    }

    func testTitlesAreShortenedWithAnEllipsisToStayBetweenTheCaps() throws {
        let options = ButtonOptions(color: RGBA(0x33, 0x66, 0xcc), title: String(repeating: "Very long title ", count: 50),
                                    previewWidth: 120, previewHeight: 44)
        let builder = ButtonBuilder(options: options, template: try ButtonTemplate.bundled(), rasterizer: LibrsvgRasterizer())
        let preview = try builder.preview(renders: try builder.renders(scales: [1, 2]))
        // The 1x normal button spans x 20..<140 at y 46..<90; the caps are 11 px: white title
        // pixels only between them, and none outside the button.
        var whiteOutside = 0, whiteInside = 0
        for y in 46 ..< 90 {
            for x in 0 ..< 160 {
                let p = preview[x, y]
                guard p.red > 240 && p.green > 240 && p.blue > 240 else { continue }
                if x >= 20 + 11 && x < 140 - 11 { whiteInside += 1 } else { whiteOutside += 1 }
            }
        }
        XCTAssertGreaterThan(whiteInside, 50)
        XCTAssertEqual(whiteOutside, 0)
    }

    func testTheDisabledTitleHasAtLeastThreeToOneContrastYetIsNotTheEnabledWhite() throws {
        for colour in [RGBA(0, 189, 0), RGBA(0x33, 0x66, 0xcc), RGBA(255, 0, 0), RGBA(255, 255, 0), .black, .white,
                       RGBA(0x80, 0x80, 0x80)] {
            let builder = ButtonBuilder(options: ButtonOptions(color: colour), template: try ButtonTemplate.bundled(),
                                        rasterizer: LibrsvgRasterizer())
            let image = try builder.render(.disabled, scale: 1).image
            // What the title sits on: the middle of the button.
            let background = image[image.width / 2, image.height / 2]
            let ink = background.mutedInk()
            XCTAssertGreaterThanOrEqual(ink.contrastRatio(with: background), 3, "\(colour.hex)")
            XCTAssertNotEqual(ink, .white, "\(colour.hex)")
            XCTAssertLessThan(ink.contrastRatio(with: background), 7, "\(colour.hex): muted, not full-strength ink")
        }
    }
}
