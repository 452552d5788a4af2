import Foundation
@testable import IconForgeKit
import XCTest

final class SheetLabelTests: XCTestCase {
    func testALongLabelShrinksBeforeItIsShortenedAndTheIndexNamesIt() throws {
        let canvas = try Canvas(width: 1, height: 1)
        let width = TabBarMetrics(iconWidth: 30, iconHeight: 30).labelRoom
        XCTAssertEqual(TabLabel.fitted("Home", width: width, on: canvas, bold: true), .init(text: "Home", size: TabBarMetrics.labelSize))
        // A label too wide at the bar's size but not at the smaller one is drawn whole, smaller.
        let between = try XCTUnwrap(["Arrow right", "Arrow up right", "Bookmark star", "Bookmark star fill"].first {
            canvas.textWidth($0, size: TabBarMetrics.labelSize, bold: true) > width
                && canvas.textWidth($0, size: TabLabel.smallSize, bold: true) <= width
        })
        XCTAssertEqual(TabLabel.fitted(between, width: width, on: canvas, bold: true), .init(text: between, size: TabLabel.smallSize))
        let left = TabLabel.fitted("Arrow up left circle", width: width, on: canvas, bold: true)
        let right = TabLabel.fitted("Arrow up right circle", width: width, on: canvas, bold: true)
        XCTAssertTrue(left.text.hasSuffix("…") && right.text.hasSuffix("…"))
        XCTAssertNotEqual(left.text, right.text, "neighbours stay told apart")

        let alpha = AlphaPlane(width: 30, height: 30, values: [UInt8](repeating: 255, count: 900))
        let sheet = ContactSheet(title: "t", items: ["home", "arrow-up-left-circle", "arrow-up-right-circle"].map { .icon(name: $0, alpha: alpha) })
        let placements = sheet.layout().placements
        let plain = ContactSheet(title: "t", items: [.icon(name: "home", alpha: alpha)]).layout().placements
        // The same strip (one bar pair), then the index: its heading and one line per shortened label.
        XCTAssertEqual(placements.count - plain.count, 3)
    }
}
