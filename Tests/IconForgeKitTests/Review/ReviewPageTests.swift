import Foundation
@testable import IconForgeKit
import XCTest

/// The review page as written, without a browser (ReviewPageBrowserTests opens it in one): names
/// never reach markup or file names, the difference map's colours, the bars and the stretched button.
final class ReviewPageTests: XCTestCase {
    private let output = ReviewOutput(path: "Assets/\"<b>x</b>\".xcassets", format: "xcassets")

    private func ring(_ size: Int, _ inner: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: size * size * 4)
        for y in 0 ..< size {
            for x in 0 ..< size where max(abs(x - size / 2), abs(y - size / 2)) >= inner && max(abs(x - size / 2), abs(y - size / 2)) < size / 2 - 1 {
                let i = (y * size + x) * 4
                pixels[i] = 255; pixels[i + 1] = 255; pixels[i + 2] = 255; pixels[i + 3] = 255
            }
        }
        return RGBAImage(width: size, height: size, pixels: pixels)
    }

    private func review(named name: String, mirrors: Bool = false) throws -> Review {
        var plan = AssetPlan(name: name, kind: .tabIcon, scales: [1], parts: [AssetPlan.Part()])
        plan.mirrors = mirrors
        let file = ReviewFile(path: "\(output.path)/\(name).imageset/\(name).png", output: output,
                              pathInOutput: "\(name).imageset/\(name).png", status: .changed, picture: .png,
                              changedPixels: 40, maxAlphaDelta: 255, scale: 1, part: 0,
                              before: try PNGEncoder.encode(ring(30, 6)), after: try PNGEncoder.encode(ring(30, 9)))
        return Review(base: "main</script>", baseCommit: String(repeating: "a", count: 40), manifest: "iconforge.yml",
                      assets: [ReviewAsset(name: "icons/\(name)", kind: .icon, status: .changed, files: [file], plan: plan)])
    }

    func testNamesNeverBecomeMarkupOrFileNames() throws {
        let folder = try makeTemporaryFolder(self)
        let name = "<img src=x onerror=alert(1)></script><!--"
        try ReviewPage().write(review(named: name), to: folder)
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertFalse(html.contains("<img"), "a name reached the page as markup")
        XCTAssertFalse(html.contains("<b>"))
        XCTAssertFalse(html.contains("main</script>"))
        XCTAssertEqual(html.components(separatedBy: "</script>").count - 1, 2, "only the page's own two scripts end")
        XCTAssertTrue(html.contains("\\u003cimg src=x onerror=alert(1)>\\u003c/script>\\u003c!--"), "the name is in the data, its < escaped")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("pictures").path).sorted()
        // Before, after, difference map, then the bars before and after: numbered, never named.
        XCTAssertEqual(pictures, ["a0-0.png", "a0-1.png", "a0-2.png", "a0-3.png", "a0-4.png"])
    }

    func testDifferenceMapShowsInkGainedLostAndRecoloured() {
        let clear = RGBA(0, 0, 0, 0), white = RGBA(255, 255, 255), red = RGBA(255, 0, 0)
        XCTAssertEqual(ReviewPageDifference.shade(clear, white).blue, 0xeb, "ink gained is blue")
        XCTAssertEqual(ReviewPageDifference.shade(white, clear).red, 0xd7, "ink lost is red")
        XCTAssertEqual(ReviewPageDifference.shade(white, red), RGBA(0xe8, 0x9a, 0x00), "a new colour is amber")
        // One alpha level gained still shows blue at the floor's strength, not as the grey ghost.
        let faint = ReviewPageDifference.shade(RGBA(255, 255, 255, 100), RGBA(255, 255, 255, 101))
        XCTAssertGreaterThan(Int(faint.blue) - Int(faint.red), 60)
        XCTAssertNotEqual(faint, ReviewPageDifference.shade(RGBA(255, 255, 255, 100), RGBA(255, 255, 255, 100)))
        let map = ReviewPageDifference.map(before: ring(30, 6), after: ring(30, 9))
        XCTAssertEqual(map.width, 30)
        XCTAssertTrue(map.isOpaque)
        XCTAssertEqual(map[15, 15], RGBA(255, 255, 255), "untouched paper stays white")
        XCTAssertEqual(map[15 + 7, 15], ReviewPageDifference.shade(white, clear), "the ring's lost inside is red")
    }

    func testBarsAddRightToLeftRowsWhenTheIconMirrors() throws {
        let icon = ring(30, 6).alphaPlane
        let plain = try ReviewPageBars(icon: icon, selected: nil, title: "house", platform: .ios, mirrors: false).render()
        let mirrored = try ReviewPageBars(icon: icon, selected: nil, title: "house", platform: .ios, mirrors: true).render()
        XCTAssertEqual(plain.width, 320)
        XCTAssertEqual(mirrored.height, plain.height * 2 + ReviewPageBars.gap)
        XCTAssertEqual(ReviewPageBars(icon: icon, selected: nil, title: "", platform: .android, mirrors: true).rowNames,
                       ["light", "dark", "light, right to left", "dark, right to left"])
    }

    func testButtonIsStretchedToThreeWidthsNeverNarrowerThanItsCaps() throws {
        let layout = StretchableLayout(mode: .horizontal, scale: 1, width: 60, height: 40,
                                       insets: CapInsets(top: 0, left: 45, bottom: 0, right: 45))
        let button = ReviewPageButton(image: RGBAImage(width: 60, height: 40, pixels: [UInt8](repeating: 200, count: 60 * 40 * 4)),
                                      layout: layout, title: "buy", platform: .ios)
        XCTAssertEqual(button.frameWidths, [98, 160, 300])
        let sheet = try button.render()
        XCTAssertGreaterThan(sheet.width, 300)
    }
}
