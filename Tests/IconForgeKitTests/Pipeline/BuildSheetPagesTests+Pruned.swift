@testable import IconForgeKit
import Foundation
import XCTest

/// Pages of the contact sheet that are no page of it now are pruned on their own: the pages that
/// are still current stay current (none of their assets rendered again), and `--check` names the
/// files a build removes.
extension BuildSheetPagesTests {
    static let folder = "iconforge-previews/"

    func icon(_ index: Int) -> String { "art/i\(String(format: "%03d", index)).svg" }

    func sheetEntry(_ report: BuildReport) throws -> BuildReport.Entry {
        try XCTUnwrap(report.entries.first { $0.id == RecordID.contactSheet })
    }

    func testFewerPagesAfterAFailedPageKeepTheCurrentPageAndPruneTheLastOne() throws {
        // Three pages; the second is edited by hand, so the build that makes two pages of them fails on it.
        let fixture = try makeProject(count: 2 * ContactSheet.pageSize + 4)
        let rasterizer = RecordingRasterizer()
        _ = try build(fixture, rasterizer)
        let (first, second, third) = (Self.folder + "ContactSheet-1.png", Self.folder + "ContactSheet-2.png", Self.folder + "ContactSheet-3.png")
        try Data("edited".utf8).write(to: fixture.url(second))
        for index in 2 * ContactSheet.pageSize ..< 2 * ContactSheet.pageSize + 4 { try FileManager.default.removeItem(at: fixture.url(icon(index))) }
        XCTAssertEqual(try build(fixture, rasterizer).ids(.failed), ["contact-sheet"], "the edited page is not overwritten")
        XCTAssertTrue(fixture.exists(third), "the sheet failed: nothing pruned yet")
        let current = try XCTUnwrap(fixture.read(first))

        // The edit is given up: the first page is current, the second missing, the third no page now.
        try FileManager.default.removeItem(at: fixture.url(second))
        let checked = try sheetEntry(try fixture.run(check: true))
        XCTAssertEqual(checked.outcome, .missing)
        XCTAssertTrue(checked.reasons.contains { $0.hasSuffix("a build removes \(third)") }, "\(checked.reasons)")

        rasterizer.reset()
        XCTAssertEqual(try build(fixture, rasterizer).ids(.built), ["contact-sheet"])
        XCTAssertEqual(rasterizer.sheetOnly.sorted(), Array(ContactSheet.pageSize ..< 2 * ContactSheet.pageSize),
                       "the second page's icons alone render for it: the first page is current")
        XCTAssertEqual(try pages(fixture).keys.sorted(), ["../../\(first)", "../../\(second)"])
        XCTAssertEqual(fixture.read(first), current)
        XCTAssertFalse(fixture.exists(third))
        XCTAssertEqual(try sheetEntry(try fixture.run(check: true)).outcome, .unchanged)
    }

    func testTheSingleSheetLeftByAFailedPageIsPrunedAloneAndCheckNamesIt() throws {
        // One page (ContactSheet.png); four icons more make two, the second refused: a file of the user's is there.
        let fixture = try makeProject(count: ContactSheet.pageSize)
        let rasterizer = RecordingRasterizer()
        _ = try build(fixture, rasterizer)
        let (single, first, second) = (Self.folder + "ContactSheet.png", Self.folder + "ContactSheet-1.png", Self.folder + "ContactSheet-2.png")
        try fixture.write("mine", to: second)
        for index in ContactSheet.pageSize ..< ContactSheet.pageSize + 4 { try fixture.write(Self.svg(index), to: icon(index)) }
        XCTAssertEqual(try build(fixture, rasterizer).ids(.failed), ["contact-sheet"], "the user's file is not overwritten")
        XCTAssertTrue(fixture.exists(first))
        let current = try XCTUnwrap(fixture.read(first))

        try FileManager.default.removeItem(at: fixture.url(second))
        let checked = try sheetEntry(try fixture.run(check: true))
        XCTAssertNotEqual(checked.outcome, .unchanged)
        XCTAssertTrue(checked.reasons.contains { $0.hasSuffix("a build removes \(single)") }, "\(checked.reasons)")

        rasterizer.reset()
        XCTAssertEqual(try build(fixture, rasterizer).ids(.built), ["contact-sheet"])
        XCTAssertEqual(rasterizer.sheetOnly.sorted(), Array(ContactSheet.pageSize ..< ContactSheet.pageSize + 4),
                       "the first page is current: none of its icons render again")
        XCTAssertEqual(try pages(fixture).keys.sorted(), ["../../\(first)", "../../\(second)"])
        XCTAssertEqual(fixture.read(first), current)
        XCTAssertFalse(fixture.exists(single))
        XCTAssertEqual(try sheetEntry(try fixture.run(check: true)).outcome, .unchanged)
    }
}
