@testable import IconForgeKit
import XCTest

final class PreviewLayoutOverlapTests: XCTestCase {
    static func renders(width: Int, height: Int, scales: [Int]) -> [Int: RGBAImage] {
        Dictionary(uniqueKeysWithValues: scales.map { scale in
            (scale, RGBAImage(width: width * scale, height: height * scale,
                              pixels: [UInt8](repeating: 255, count: width * height * scale * scale * 4)))
        })
    }

    func testNoBlockOfTheTabBarSheetOverlapsAnotherOrLeavesTheSheet() throws {
        for (width, height) in [(30, 30), (1, 1), (7, 45), (45, 7), (64, 64), (100, 20), (200, 120)] {
            for scales in [[1], [1, 2, 3]] {
                let layout = try XCTUnwrap(TabBarPreview(title: "x", renders: Self.renders(width: width, height: height, scales: scales)).layout)
                let sheet = Rect(x: 0, y: 0, width: Double(layout.width), height: Double(layout.height))
                let blocks = layout.elements
                for (i, a) in blocks.enumerated() {
                    XCTAssertEqual(a.intersectionArea(with: sheet), a.width * a.height, "\(width)x\(height): \(a) leaves the sheet")
                    for b in blocks[(i + 1)...] {
                        XCTAssertEqual(a.intersectionArea(with: b), 0, "\(width)x\(height): \(a) overlaps \(b)")
                    }
                }
            }
        }
    }

    func testLongLabelsStayInsideTheirTabs() throws {
        let metrics = TabBarMetrics(iconWidth: 30, iconHeight: 30)
        let canvas = try Canvas(width: metrics.width, height: metrics.height)
        for label in ["Cog 6 tooth", "Arrow left circle outline", String(repeating: "Wide ", count: 20_000)] {
            for bold in [false, true] {
                let shown = TabLabel.fitted(label, width: metrics.labelRoom, on: canvas, bold: bold)
                XCTAssertLessThanOrEqual(canvas.textWidth(shown.text, size: shown.size, bold: bold), metrics.labelRoom)
                XCTAssertTrue(shown.text == label || shown.text.hasSuffix("…"), shown.text)
                // Centred on the tab, the label stays between the tab's edges.
                XCTAssertLessThan(metrics.labelRoom, Double(metrics.tabWidth))
            }
        }
    }

    func testALongTitleIsShortenedAndEndsBeforeTheSizeOnItsRight() throws {
        let renders = Self.renders(width: 30, height: 30, scales: [1])
        let sheet = try TabBarPreview(title: String(repeating: "long-name-", count: 10_000), renders: renders).render()
        let plain = try TabBarPreview(title: "", renders: renders).render()
        // The title line (y 10..<28): the size text is all the plain sheet draws there; the long
        // title draws only to its left, a gap away, and leaves the size text as it was.
        let page = plain[0, 0]
        let sizeLeft = try XCTUnwrap((0 ..< plain.width).first { x in (10 ..< 28).contains { plain[x, $0] != page } })
        XCTAssertGreaterThan(sizeLeft, 200)
        var titleInk = 0
        for y in 10 ..< 28 {
            for x in 0 ..< sheet.width where sheet[x, y] != plain[x, y] {
                XCTAssertLessThan(x, sizeLeft - 8, "title ink at \(x),\(y) runs into the size text")
                titleInk += 1
            }
        }
        XCTAssertGreaterThan(titleInk, 100)
    }
}
