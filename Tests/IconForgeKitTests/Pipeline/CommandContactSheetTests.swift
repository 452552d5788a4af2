@testable import IconForgeKit
import Foundation
import XCTest

/// A command's sheets come in pages of inputs, drawn from the renders in memory; failed icons
/// are left off and empty pages are not written. Pages answer to the bundle's record.
final class CommandContactSheetTests: XCTestCase {
    var base: URL!
    /// The previews folder the sheets go to, beside the bundle whose record keeps them.
    var folder: URL!
    var session: BundleSession<WriterRecord>!

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
        session = try PipelineBuilder.openCommandBundle(PNGFolder(root: base.appendingPathComponent("Icons.xcassets")),
                                                        previews: folder, replaces: false)
    }

    /// Writes the sheets of `items` (by input; nil for an input not written) as `icon` does.
    func write(_ items: [ContactSheet.Item?], parallel: Bool = true) -> [IconSheetOutcome] {
        let manifest = Manifest.command("icon", bundle: session.format, settings: [:], replaces: false,
                                        contactSheet: folder.appendingPathComponent(IconPreviews.sheetFileName))
        let pipeline = PipelineBuilder(manifest: manifest, rasterizer: LibrsvgRasterizer())
        return (0 ..< ContactSheet.pageCount(items.count)).compactMap { page in
            pipeline.writeSheet(page, of: items, ids: items.indices.map { "icons/icon\($0)" },
                                at: folder.appendingPathComponent(IconPreviews.sheetFileName), session: session, parallel: parallel)
        }
    }

    static func plane(_ seed: Int) -> AlphaPlane {
        AlphaPlane(width: 30, height: 30, values: (0 ..< 900).map { UInt8(truncatingIfNeeded: ($0 * 7 + seed * 31) % 256) })
    }

    func testPagesHoldTheirInputsInOrderAndLeaveFailedOnesOff() throws {
        // Inputs 4 and 5 failed: they are left off their page.
        let items: [ContactSheet.Item?] = (0 ..< 7).map { [4, 5].contains($0) ? nil : .icon(name: "icon\($0)", alpha: Self.plane($0)) }
        let pages = ContactSheet.pages(of: items, in: folder, bundleName: "Icons.xcassets", platform: .ios, pageSize: 3)
        XCTAssertEqual(pages.map(\.url.lastPathComponent), ["ContactSheet-1.png", "ContactSheet-2.png", "ContactSheet-3.png"])
        XCTAssertEqual(pages.map(\.sheet.items.count), [3, 1, 1])
        XCTAssertEqual(pages.map(\.sheet.title), ["Icons.xcassets, page 1 of 3: 3 icons", "Icons.xcassets, page 2 of 3: 1 icon",
                                                  "Icons.xcassets, page 3 of 3: 1 icon"])
        let expected = try ContactSheet(title: "Icons.xcassets, page 2 of 3: 1 icon", items: [.icon(name: "icon3", alpha: Self.plane(3))]).render()
        XCTAssertEqual(try pages[1].sheet.render(), expected)
    }

    func testOnePageIsContactSheetAndAPageWithoutIconsIsNotWritten() throws {
        XCTAssertEqual(write([nil, nil]).count, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])

        let outcomes = write([nil, .icon(name: "b", alpha: Self.plane(1))])
        XCTAssertEqual(outcomes.map(\.url.lastPathComponent), ["ContactSheet.png"])
        XCTAssertEqual(outcomes.map(\.icons), [1])
        XCTAssertEqual(outcomes.compactMap(\.error).map(\.description), [])
        let expected = try ContactSheet(title: "Icons.xcassets: 1 icon", items: [.icon(name: "b", alpha: Self.plane(1))]).render()
        XCTAssertEqual(try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("ContactSheet.png")).image, expected)
    }

    func testAPageDrawnWhileTheWorkersRenderHasTheBytesOfOneDrawnOnEveryCore() throws {
        // A page completed while others still render is drawn serially; its bands are the same.
        let items: [ContactSheet.Item?] = (0 ..< 96).map { .icon(name: "icon\($0)", alpha: Self.plane($0)) }
        XCTAssertEqual(write(items, parallel: false).compactMap(\.error).map(\.description), [])
        let page = try XCTUnwrap(ContactSheet.page(0, of: items, in: folder, bundleName: "Icons.xcassets", platform: .ios))
        XCTAssertGreaterThan(page.sheet.layout().height, ContactSheet.bandHeight, "more than one band")
        XCTAssertEqual(try Data(contentsOf: page.url), try page.sheet.png(parallel: true))
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
            let error = write([.icon(name: "a", alpha: Self.plane(0))]).first?.error?.description ?? ""
            XCTAssertTrue(error.hasPrefix(url.path + ": iconforge did not write this file (it has no record of it)"), "\(index): \(error)")
            XCTAssertTrue(error.hasSuffix("or give --replace to let iconforge take it over"), error)
            XCTAssertEqual(try Data(contentsOf: url), contents)
        }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("ContactSheet.png"))
        XCTAssertNil(write([.icon(name: "a", alpha: Self.plane(0))]).first?.error)
        try reopen()
        XCTAssertNil(write([.icon(name: "b", alpha: Self.plane(1))]).first?.error, "a sheet iconforge drew, and recorded, is replaced")
        try reopen()
        try Data("edited".utf8).write(to: folder.appendingPathComponent("ContactSheet.png"))
        XCTAssertTrue(write([.icon(name: "a", alpha: Self.plane(0))]).first?.error?.description
            .contains("this file changed since iconforge wrote it") == true)
    }

    func testAPageThatCannotBeWrittenSaysWhyInOneLine() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ContactSheet.png"), withIntermediateDirectories: false)
        let outcome = try XCTUnwrap(write([.icon(name: "a", alpha: Self.plane(0))]).first)
        XCTAssertEqual(outcome.error?.description, folder.appendingPathComponent("ContactSheet.png").path + ": a folder is in the way")
    }
}
