@testable import IconForgeKit
import Foundation
import XCTest

/// A batch's sheets come in pages of inputs, each drawn once its last icon is in, whatever
/// order the icons arrive in; failed icons are left off and empty pages are not written.
final class BatchContactSheetsTests: XCTestCase {
    var base: URL!
    /// The previews folder the sheets go to, beside the bundle whose record keeps them.
    var folder: URL!
    var session: CommandSession!

    override func setUpWithError() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("sheets-\(UUID().uuidString)")
        folder = base.appendingPathComponent("Previews")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try reopen()
    }

    override func tearDownWithError() throws {
        session?.close()
        try? FileManager.default.removeItem(at: base)
    }

    /// Saves the bundle's record and opens it again, as the next run would.
    func reopen() throws {
        try session?.save()
        session?.close()
        session = try CommandSession.command(format: PNGFolder(root: base.appendingPathComponent("Icons")), previews: folder,
                                             replaces: false)
    }

    func sheets(names: [String], expected: [Int], pageSize: Int = BatchContactSheets.defaultPageSize) -> BatchContactSheets {
        let session = session!
        return BatchContactSheets(folder: folder, bundleName: "Icons.xcassets", names: names, expected: expected,
                                  pageSize: pageSize) { data, url in
            try session.writePicture(data, to: url, id: RecordID.contactSheet, replaces: false, consent: .option)
        }
    }

    static func plane(_ seed: Int) -> AlphaPlane {
        AlphaPlane(width: 30, height: 30, values: (0 ..< 900).map { UInt8(truncatingIfNeeded: ($0 * 7 + seed * 31) % 256) })
    }

    func testPagesAreWrittenAsTheyCompleteAndShowTheirIconsInInputOrder() throws {
        let names = (0 ..< 7).map { "icon\($0)" }
        // Input 5 failed before rendering: it is never delivered.
        let sheets = self.sheets(names: names, expected: [0, 1, 2, 3, 4, 6], pageSize: 3)
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
        XCTAssertEqual(outcomes.compactMap(\.error).map(\.description), [])

        let expected = try ContactSheet(title: "Icons.xcassets, page 2 of 3: 1 icon", items: [.icon(name: "icon3", alpha: Self.plane(3))]).render()
        XCTAssertEqual(try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("ContactSheet-2.png")).image, expected)
        let page1 = try ContactSheet(title: "Icons.xcassets, page 1 of 3: 3 icons",
                                     items: (0 ..< 3).map { .icon(name: "icon\($0)", alpha: Self.plane($0)) }).render()
        XCTAssertEqual(try PNGDecoder.decode(contentsOf: first).image, page1)
    }

    func testOnePageIsContactSheetAndAPageWithoutIconsIsNotWritten() throws {
        let sheets = self.sheets(names: ["a", "b"], expected: [0, 1])
        sheets.deliver(position: 0, alpha: nil)
        sheets.deliver(position: 1, alpha: nil)
        XCTAssertEqual(sheets.finish().count, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])

        let one = self.sheets(names: ["a", "b"], expected: [0, 1])
        one.deliver(position: 1, alpha: Self.plane(1))
        // Position 0 never arrives (a rasterizer that skipped it): the page is still drawn at the end.
        let outcomes = one.finish()
        XCTAssertEqual(outcomes.map(\.url.lastPathComponent), ["ContactSheet.png"])
        XCTAssertEqual(outcomes.map(\.icons), [1])
    }

    func testAFileOfTheUsersInThePlaceOfAPageIsKept() throws {
        let inkscape = try PNGEncoder.encode(width: 2, height: 2, colorType: .grey, bytes: [0, 255, 255, 0],
                                             texts: [.init(keyword: "Software", text: "www.inkscape.org")])
        // A sheet iconforge drew elsewhere, copied here: no record says iconforge wrote this one.
        let copied = try ContactSheet(title: "Icons", items: [.icon(name: "b", alpha: Self.plane(1))]).png()
        let users = [Data("notes".utf8), Data(), Data([137, 80, 78, 71, 13, 10, 26, 10, 0, 0]), inkscape, copied]
        for (index, contents) in users.enumerated() {
            let url = folder.appendingPathComponent("ContactSheet.png")
            try contents.write(to: url)
            let sheets = self.sheets(names: ["a"], expected: [0])
            sheets.deliver(position: 0, alpha: Self.plane(0))
            let error = sheets.finish().first?.error?.description ?? ""
            XCTAssertTrue(error.hasPrefix(url.path + ": iconforge did not write this file (it has no record of it)"), "\(index): \(error)")
            XCTAssertTrue(error.hasSuffix("or give --replace to let iconforge take it over"), error)
            XCTAssertEqual(try Data(contentsOf: url), contents)
        }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("ContactSheet.png"))
        let first = sheets(names: ["a"], expected: [0])
        first.deliver(position: 0, alpha: Self.plane(0))
        XCTAssertNil(first.finish().first?.error)
        try reopen()
        let again = sheets(names: ["b"], expected: [0])
        again.deliver(position: 0, alpha: Self.plane(1))
        XCTAssertNil(again.finish().first?.error, "a sheet iconforge drew, and recorded, is replaced")
        try reopen()
        try Data("edited".utf8).write(to: folder.appendingPathComponent("ContactSheet.png"))
        let edited = sheets(names: ["a"], expected: [0])
        edited.deliver(position: 0, alpha: Self.plane(0))
        XCTAssertTrue(edited.finish().first?.error?.description.contains("this file changed since iconforge wrote it") == true)
    }

    func testAPageThatCannotBeWrittenSaysWhyInOneLine() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ContactSheet.png"), withIntermediateDirectories: false)
        let sheets = self.sheets(names: ["a"], expected: [0])
        sheets.deliver(position: 0, alpha: Self.plane(0))
        let outcome = try XCTUnwrap(sheets.finish().first)
        XCTAssertEqual(outcome.error?.description, folder.appendingPathComponent("ContactSheet.png").path + ": a folder is in the way")
    }
}
