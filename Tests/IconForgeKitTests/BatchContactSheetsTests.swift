@testable import IconForgeKit
import Foundation
import XCTest

/// A batch's sheets come in pages of inputs, each drawn once its last icon is in, whatever
/// order the icons arrive in; failed icons are left off and empty pages are not written.
final class BatchContactSheetsTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    static func plane(_ seed: Int) -> AlphaPlane {
        AlphaPlane(width: 30, height: 30, values: (0 ..< 900).map { UInt8(truncatingIfNeeded: ($0 * 7 + seed * 31) % 256) })
    }

    func testPagesAreWrittenAsTheyCompleteAndShowTheirIconsInInputOrder() throws {
        let names = (0 ..< 7).map { "icon\($0)" }
        // Input 5 failed before rendering: it is never delivered.
        let sheets = BatchContactSheets(folder: folder, bundleName: "Icons.xcassets", names: names,
                                        expected: [0, 1, 2, 3, 4, 6], pageSize: 3)
        let first = sheets.url(page: 0)
        XCTAssertEqual(first.lastPathComponent, "ContactSheet-1.png")
        // Out of order, as parallel workers deliver.
        sheets.deliver(position: 2, alpha: Self.plane(2))
        sheets.deliver(position: 0, alpha: Self.plane(0))
        sheets.deliver(position: 4, alpha: nil)  // failed while rendering
        sheets.deliver(position: 6, alpha: Self.plane(6))
        sheets.deliver(position: 1, alpha: Self.plane(1))
        sheets.deliver(position: 3, alpha: Self.plane(3))
        let outcomes = sheets.finish()
        XCTAssertEqual(outcomes.map(\.url.lastPathComponent), ["ContactSheet-1.png", "ContactSheet-2.png", "ContactSheet-3.png"])
        XCTAssertEqual(outcomes.map(\.icons), [3, 1, 1])
        XCTAssertEqual(outcomes.compactMap(\.error), [])

        let expected = try ContactSheet(title: "Icons.xcassets, page 2 of 3: 1 icon", items: [.icon(name: "icon3", alpha: Self.plane(3))]).render()
        XCTAssertEqual(try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("ContactSheet-2.png")).image, expected)
        let page1 = try ContactSheet(title: "Icons.xcassets, page 1 of 3: 3 icons",
                                     items: (0 ..< 3).map { .icon(name: "icon\($0)", alpha: Self.plane($0)) }).render()
        XCTAssertEqual(try PNGDecoder.decode(contentsOf: first).image, page1)
    }

    func testOnePageIsContactSheetAndAPageWithoutIconsIsNotWritten() throws {
        let sheets = BatchContactSheets(folder: folder, bundleName: "Icons", names: ["a", "b"], expected: [0, 1])
        sheets.deliver(position: 0, alpha: nil)
        sheets.deliver(position: 1, alpha: nil)
        XCTAssertEqual(sheets.finish().count, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])

        let one = BatchContactSheets(folder: folder, bundleName: "Icons", names: ["a", "b"], expected: [0, 1])
        one.deliver(position: 1, alpha: Self.plane(1))
        // Position 0 never arrives (a rasterizer that skipped it): the page is still drawn at the end.
        let outcomes = one.finish()
        XCTAssertEqual(outcomes.map(\.url.lastPathComponent), ["ContactSheet.png"])
        XCTAssertEqual(outcomes.map(\.icons), [1])
    }

    func testAFileOfTheUsersInThePlaceOfAPageIsKept() throws {
        let inkscape = try PNGEncoder.encode(width: 2, height: 2, colorType: .grey, bytes: [0, 255, 255, 0],
                                             texts: [.init(keyword: "Software", text: "www.inkscape.org")])
        let users = [Data("notes".utf8), Data(), Data([137, 80, 78, 71, 13, 10, 26, 10, 0, 0]), inkscape]
        for (index, contents) in users.enumerated() {
            let url = folder.appendingPathComponent("ContactSheet.png")
            try contents.write(to: url)
            let sheets = BatchContactSheets(folder: folder, bundleName: "Icons", names: ["a"], expected: [0])
            sheets.deliver(position: 0, alpha: Self.plane(0))
            XCTAssertEqual(sheets.finish().first?.error,
                           "iconforge did not draw this file, so it will not replace it; move it away or delete it", "\(index)")
            XCTAssertEqual(try Data(contentsOf: url), contents)
        }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("ContactSheet.png"))
        let first = BatchContactSheets(folder: folder, bundleName: "Icons", names: ["a"], expected: [0])
        first.deliver(position: 0, alpha: Self.plane(0))
        XCTAssertNil(first.finish().first?.error)
        let again = BatchContactSheets(folder: folder, bundleName: "Icons", names: ["b"], expected: [0])
        again.deliver(position: 0, alpha: Self.plane(1))
        XCTAssertNil(again.finish().first?.error, "a sheet iconforge drew is replaced")
    }

    func testAPageThatCannotBeWrittenSaysWhyInOneLine() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ContactSheet.png"), withIntermediateDirectories: false)
        let sheets = BatchContactSheets(folder: folder, bundleName: "Icons", names: ["a"], expected: [0])
        sheets.deliver(position: 0, alpha: Self.plane(0))
        let outcome = try XCTUnwrap(sheets.finish().first)
        XCTAssertEqual(outcome.error, "is a folder, not a file")
    }
}
