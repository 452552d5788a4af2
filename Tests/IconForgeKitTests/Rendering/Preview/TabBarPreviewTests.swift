@testable import IconForgeKit
import Foundation
import Synchronization
import XCTest

final class TabBarPreviewTests: XCTestCase {
    // MARK: Layout

    func testStandardIconGivesA340PxSheetWithA320By49Bar() throws {
        let preview = TabBarPreview(title: "docs", renders: Self.renders(width: 30, height: 30, scales: [1, 2, 3]))
        let layout = try XCTUnwrap(preview.layout)
        XCTAssertEqual(layout.width, 340)
        XCTAssertEqual(layout.height, 617)
        XCTAssertEqual(layout.classicBar, .init(x: 10, y: layout.classicBar.y, width: 320, height: 49))
        XCTAssertEqual(layout.modernBar.width, 320)
        XCTAssertEqual(layout.pixelGrid.width, 30 * 8 + 1)
        let image = try preview.render()
        XCTAssertEqual([image.width, image.height], [layout.width, layout.height])
    }

    func testWideIconsWidenTheTabsAndTheSheet() throws {
        let preview = TabBarPreview(title: "wide", renders: Self.renders(width: 100, height: 20, scales: [1, 2]))
        let layout = try XCTUnwrap(preview.layout)
        XCTAssertEqual(layout.bar.tabWidth, 112)
        XCTAssertEqual(layout.classicBar.width, 5 * 112)
        XCTAssertEqual(layout.classicBar.height, 49)
        XCTAssertEqual(layout.width, 5 * 112 + 20)
        XCTAssertEqual(layout.pixelGrid.width, 100 * 5 + 1, "enlarged less so the view stays near 512 px")
        let image = try preview.render()
        XCTAssertEqual([image.width, image.height], [layout.width, layout.height])
    }

    func testTallIconsMakeTallerBars() throws {
        let layout = try XCTUnwrap(TabBarPreview(title: "tall", renders: Self.renders(width: 20, height: 60, scales: [1])).layout)
        XCTAssertEqual(layout.bar.tabWidth, 64)
        XCTAssertEqual(layout.classicBar.height, 49 + 30)
        XCTAssertEqual(layout.modernBar.height, 49 + 30)
    }

    func testOddSizesRenderWithoutTrouble() throws {
        for (width, height) in [(1, 1), (7, 45), (45, 7), (64, 64), (200, 120)] {
            let preview = TabBarPreview(title: "odd", renders: Self.renders(width: width, height: height, scales: [1, 3]))
            let image = try preview.render()
            let layout = try XCTUnwrap(preview.layout)
            XCTAssertEqual([image.width, image.height], [layout.width, layout.height], "\(width)x\(height)")
        }
    }

    func testMissingOneXRenderIsAnErrorNotACrash() {
        let preview = TabBarPreview(title: "docs", renders: [2: Self.icon(width: 60, height: 60)])
        XCTAssertThrowsError(try preview.render())
    }

    // MARK: The negative on the classic bar

    func testClassicBarIsDarkAndShowsOpaqueArtLightAndTransparentAreasDark() throws {
        let icon = Self.icon(width: 30, height: 30)
        let preview = TabBarPreview(title: "docs", renders: [1: icon])
        let image = try preview.render()
        let layout = try XCTUnwrap(preview.layout)
        let bar = layout.classicBar
        var total = 0.0
        for y in bar.y ..< bar.y + bar.height {
            for x in bar.x ..< bar.x + bar.width { total += Self.luminance(image[x, y]) }
        }
        XCTAssertLessThan(total / Double(bar.width * bar.height), 60, "the classic bar is near-black")

        let alpha = icon.alphaPlane
        for tab in [0, 2, 3, 4] {
            let origin = layout.bar.iconOrigin(tab: tab)
            for y in 0 ..< 30 {
                for x in 0 ..< 30 {
                    let value = Self.luminance(image[bar.x + origin.x + x, bar.y + origin.y + y])
                    if alpha[x, y] == 255 {
                        XCTAssertGreaterThan(value, 100, "opaque pixel \(x),\(y) of tab \(tab) lights up")
                    } else if alpha[x, y] == 0 {
                        XCTAssertLessThan(value, 80, "transparent pixel \(x),\(y) of tab \(tab) stays dark")
                    }
                }
            }
        }
    }

    func testSelectedClassicTabPaintsTheIconBlueThroughTheMask() throws {
        let icon = Self.icon(width: 30, height: 30)
        let preview = TabBarPreview(title: "docs", renders: [1: icon])
        let image = try preview.render()
        let layout = try XCTUnwrap(preview.layout)
        let origin = layout.bar.iconOrigin(tab: TabBarPreview.selectedTab)
        var opaque = 0
        for y in 0 ..< 30 {
            for x in 0 ..< 30 {
                let pixel = image[layout.classicBar.x + origin.x + x, layout.classicBar.y + origin.y + y]
                switch icon.alphaPlane[x, y] {
                case 255:
                    XCTAssertGreaterThan(Int(pixel.blue), Int(pixel.red) + 60, "pixel \(x),\(y) is blue")
                    opaque += 1
                case 0:
                    XCTAssertLessThan(abs(Int(pixel.blue) - Int(pixel.red)), 8, "pixel \(x),\(y) is not painted")
                default:
                    break
                }
            }
        }
        XCTAssertGreaterThan(opaque, 100)
        let unselected = layout.bar.iconOrigin(tab: 0)
        let grey = image[layout.classicBar.x + unselected.x + 6, layout.classicBar.y + unselected.y + 10]
        XCTAssertLessThan(abs(Int(grey.blue) - Int(grey.red)), 8, "unselected tabs stay grey")
    }

    func testOpaqueBackgroundShowsAsALightBlockOnTheClassicBar() throws {
        let block = RGBAImage(width: 30, height: 30, pixels: [UInt8](repeating: 0, count: 30 * 30 * 4).enumerated()
            .map { $0.offset % 4 == 3 ? 255 : 0 })
        let preview = TabBarPreview(title: "block", renders: [1: block])
        let image = try preview.render()
        let layout = try XCTUnwrap(preview.layout)
        let origin = layout.bar.iconOrigin(tab: 0)
        for (x, y) in [(0, 0), (15, 15), (29, 29), (0, 29)] {
            XCTAssertGreaterThan(Self.luminance(image[layout.classicBar.x + origin.x + x, layout.classicBar.y + origin.y + y]), 100)
        }
    }

    // MARK: Pixel grid

    func testPixelGridShowsExactlyTheOneXAlphaAtEightTimes() throws {
        let icon = Self.icon(width: 30, height: 30)
        let preview = TabBarPreview(title: "docs", renders: [1: icon])
        let image = try preview.render()
        let grid = try XCTUnwrap(preview.layout).pixelGrid
        let alpha = icon.alphaPlane
        let ink = Double(PixelGridView.ink.red)
        for y in 0 ..< 30 {
            for x in 0 ..< 30 {
                // Ink over white, by coverage; every pixel of the 8x8 cell's inside is the same.
                let expected = 255 - (255 - ink) * Double(alpha[x, y]) / 255
                for (dx, dy) in [(4, 4), (1, 1), (7, 7), (1, 7)] {
                    let pixel = image[grid.x + x * 8 + dx, grid.y + y * 8 + dy]
                    XCTAssertEqual(Double(pixel.red), expected, accuracy: 2, "cell \(x),\(y) at +\(dx),\(dy)")
                }
            }
        }
    }

    // MARK: Determinism and labels

    func testRenderingTwiceGivesIdenticalPixels() throws {
        let preview = TabBarPreview(title: "docs", renders: Self.renders(width: 30, height: 30, scales: [1, 2, 3]))
        XCTAssertEqual(try preview.render(), try preview.render())
    }

    func testAPreviewDrawnAfterOthersIsTheSameAsDrawnFirst() throws {
        // Every preview of a size starts from one shared backdrop: nothing of an earlier icon
        // may show through in a later one.
        let first = TabBarPreview(title: "docs", renders: Self.renders(width: 30, height: 30, scales: [1, 2, 3]))
        let before = try first.render()
        var other = Self.renders(width: 30, height: 30, scales: [1, 2, 3])
        for scale in other.keys { other[scale]!.pixels = other[scale]!.pixels.map { 255 - $0 } }
        let second = try TabBarPreview(title: "an entirely different and rather long title", renders: other).render()
        XCTAssertNotEqual(second, before)
        _ = try TabBarPreview(title: "wide", renders: Self.renders(width: 100, height: 20, scales: [1, 2])).render()
        XCTAssertEqual(try first.render(), before)
    }

    func testPreviewsDrawnOnSeveralThreadsAtOnceMatchOneDrawnAlone() throws {
        let previews = (0 ..< 8).map { index -> TabBarPreview in
            var renders = Self.renders(width: 30, height: 30, scales: [1, 2, 3])
            for scale in renders.keys { renders[scale]!.pixels = renders[scale]!.pixels.map { $0 &+ UInt8(index * 29) } }
            return TabBarPreview(title: "icon \(index)", renders: renders)
        }
        let alone = try previews.map { try $0.png() }
        let together = Mutex<[Int: Data]>([:])
        DispatchQueue.concurrentPerform(iterations: previews.count * 3) { index in
            let data = try? previews[index % previews.count].png()
            together.withLock { $0[index] = data }
        }
        for index in 0 ..< previews.count * 3 {
            XCTAssertEqual(together.withLock { $0[index] }, alone[index % previews.count], "preview \(index)")
        }
    }

    func testThePNGHoldsTheDrawnPixelsAsOpaqueRGB() throws {
        let preview = TabBarPreview(title: "docs", renders: Self.renders(width: 30, height: 30, scales: [1, 2, 3]))
        let png = try preview.png()
        XCTAssertEqual(png[25], UInt8(PNGColorType.rgb.rawValue), "IHDR colour type")
        XCTAssertEqual(try PNGDecoder.decode(png).image, try preview.render())
    }

    func testTabLabelsAreTheCapitalisedAssetName() {
        XCTAssertEqual(TabLabel.title(from: "docs"), "Docs")
        XCTAssertEqual(TabLabel.title(from: "arrow-left_alt"), "Arrow left alt")
        XCTAssertEqual(TabLabel.title(from: ""), "")
    }

    func testLongLabelsAreShortenedToFitTheirTab() throws {
        let canvas = try Canvas(width: 10, height: 10)
        let label = TabLabel.fitted("Extraordinarily long title", width: 60, on: canvas, bold: true)
        XCTAssertTrue(label.text.hasSuffix("…"), label.text)
        XCTAssertEqual(label.size, TabLabel.smallSize, "shrunk before it is shortened")
        XCTAssertLessThanOrEqual(canvas.textWidth(label.text, size: label.size, bold: true), 60)
        XCTAssertEqual(TabLabel.fitted("Docs", width: 60, on: canvas, bold: true), .init(text: "Docs", size: 10))
    }

    // MARK: Fixtures

    /// A test icon: a solid block, a 1 px frame, and a band of graded alpha, asymmetric so a
    /// swapped axis or an offset shows.
    static func icon(width: Int, height: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0 ..< height {
            for x in 0 ..< width {
                var alpha = 0
                if x >= width / 6, x < width / 2, y >= height / 4, y < height * 2 / 3 { alpha = 255 }
                if x == width - 3 || y == 1 { alpha = 255 }
                if y == height - 2 { alpha = (x * 37) % 256 }
                pixels[(y * width + x) * 4 + 3] = UInt8(alpha)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    static func renders(width: Int, height: Int, scales: [Int]) -> [Int: RGBAImage] {
        Dictionary(uniqueKeysWithValues: scales.map { ($0, icon(width: width * $0, height: height * $0)) })
    }

    static func luminance(_ pixel: RGBA) -> Double {
        0.299 * Double(pixel.red) + 0.587 * Double(pixel.green) + 0.114 * Double(pixel.blue)
    }
}
