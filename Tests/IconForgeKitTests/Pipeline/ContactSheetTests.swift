@testable import IconForgeKit
import XCTest

final class ContactSheetTests: XCTestCase {
    /// A 30x30 icon: a solid 16x16 square in the middle.
    func square() -> AlphaPlane {
        var values = [UInt8](repeating: 0, count: 900)
        for y in 7 ..< 23 { for x in 7 ..< 23 { values[y * 30 + x] = 255 } }
        return AlphaPlane(width: 30, height: 30, values: values)
    }

    func testThreeIconsMakeOneBlockOfTwoTabBars() throws {
        let sheet = ContactSheet(title: "t", items: ["a", "b", "c"].map { .icon(name: $0, alpha: square()) })
        let image = try sheet.render()
        // 10 margin + 18 title + 18 gap + 16 caption + two 49 px bars + 10 gap + 10 margin.
        XCTAssertEqual(image.height, 10 + 18 + 18 + 16 + 2 * 49 + 10 + 10)
        XCTAssertEqual(image.width, 340, "at least an iPhone bar wide")
        XCTAssertEqual(sheet.iconStrips.map(\.metrics.tabs), [3])
    }

    func testTheTitleAndCaptionStayOnTheSheetHoweverFewTheIcons() throws {
        let measure = try Canvas(width: 1, height: 1)
        for (title, count) in [("Icons.xcassets: 1 icon", 1), ("Icons.xcassets, page 12 of 40: 256 icons", 2),
                               ("An-Application-With-A-Rather-Long-Name.xcassets, page 2 of 9: 256 icons", 4)] {
            let sheet = ContactSheet(title: title, items: (0 ..< count).map { .icon(name: "i\($0)", alpha: square()) })
            let room = Double(sheet.layout().width - 2 * PreviewStyle.margin)
            XCTAssertLessThanOrEqual(measure.textWidth(title, size: PreviewStyle.titleSize, bold: true), room, title)
            XCTAssertLessThanOrEqual(measure.textWidth(ContactSheet.iconsCaption, size: PreviewStyle.captionSize), room, title)
        }
        XCTAssertEqual(ContactSheet(title: "t", items: [.icon(name: "a", alpha: square())]).layout().width, 340,
                       "a short title keeps the sheet an iPhone bar wide")
    }

    func testEveryIconAppearsUnselectedInTheClassicBarAndTheModernOne() throws {
        let image = try ContactSheet(title: "t", items: [.icon(name: "a", alpha: square())]).render()
        let top = 10 + 18 + 18 + 16
        // The square's centre in tab 0: tab 64 wide, icon 30 centred (x 17), 4 px below the bar top.
        let x = 10 + 17 + 15, y = 4 + 15
        let classic = image[x, top + y], modern = image[x, top + 49 + y]
        XCTAssertEqual(Int(classic.red), Int(classic.blue), accuracy: 8, "unselected classic icons are grey")
        XCTAssertGreaterThan(Int(classic.red), 0x80, "and light on the dark bar")
        XCTAssertEqual(modern, RGBA(0x99, 0x99, 0x99), "unselected modern icons are the system grey")
        // Bar backgrounds beside the icon: the classic bar dark, the modern one light; then the gap.
        XCTAssertLessThan(Int(image[10 + 3, top + 40].red), 0x40)
        XCTAssertGreaterThan(Int(image[10 + 3, top + 49 + 40].red), 0xe0)
        XCTAssertEqual(image.height, top + 2 * 49 + 10 + 10, "two bars a strip, no more")
    }

    func testASheetOfIconsIsAGreyPNGOfTheSamePicture() throws {
        let sheet = ContactSheet(title: "Icons.xcassets: 3 icons", items: ["a", "b", "c"].map { .icon(name: $0, alpha: square()) })
        let png = try sheet.png(parallel: false)
        let header = try PNGHeader(PNGChunks(png))
        XCTAssertEqual(header.colorType, PNGColorType.grey.rawValue, "every pixel is neutral: one byte a pixel")
        XCTAssertEqual(header.bitDepth, 8)
        let decoded = try PNGDecoder.decode(png)
        XCTAssertEqual(decoded.image, try sheet.render(), "the grey file is exactly the drawn page")
        XCTAssertEqual(try sheet.png(parallel: true), png, "the same bytes however the bands are spread")
    }

    /// However few its icons (a batch's last page, a two-icon run), a sheet gets its one quick
    /// trial, not the six level-9 trials an icon of its pixel count would get.
    func testASmallSheetIsCompressedInTheSheetsQuickTrial() throws {
        let sheet = ContactSheet(title: "Icons.xcassets, page 9 of 9: 2 icons", items: ["a", "b"].map { .icon(name: $0, alpha: square()) })
        let (width, height, grey) = try sheet.renderGrey(parallel: false)
        let pixels = try XCTUnwrap(grey)
        XCTAssertLessThan(width * height, PNGCompression.pictureMinimumPixels, "the sheet must be one an icon's trials would take")
        XCTAssertGreaterThan(PNGCompression.trials(colorType: .grey, bytes: pixels.count).count, 1)
        let quick = try PNGEncoder.encode(width: width, height: height, colorType: .grey, bytes: pixels, palette: [],
                                          texts: [ContactSheet.signature], compression: .sheet)
        XCTAssertEqual(try sheet.png(), quick)
    }

    func testASheetWithAColouredButtonStaysRGB() throws {
        var preview = RGBAImage(width: 50, height: 20)
        for i in 0 ..< 50 * 20 { preview.pixels.replaceSubrange(i * 4 ..< i * 4 + 4, with: [200, 10, 10, 255]) }
        let sheet = ContactSheet(title: "t", items: [.icon(name: "a", alpha: square()), .button(name: "b", preview: preview)])
        let png = try sheet.png()
        XCTAssertEqual(try PNGHeader(PNGChunks(png)).colorType, PNGColorType.rgb.rawValue)
        XCTAssertEqual(try PNGDecoder.decode(png).image, try sheet.render())
    }

    func testAGreyReadingRefusesTheFirstColouredPixel() throws {
        let canvas = try Canvas(width: 7, height: 3)
        canvas.fill(Rect(x: 0, y: 0, width: 7, height: 3), with: .color(RGBA(0x40, 0x40, 0x40)))
        var grey = [UInt8](repeating: 1, count: 21)
        XCTAssertTrue(grey.withUnsafeMutableBufferPointer { canvas.opaqueGrey(into: $0) })
        XCTAssertEqual(grey, [UInt8](repeating: 0x40, count: 21))
        canvas.fill(Rect(x: 6, y: 2, width: 1, height: 1), with: .color(RGBA(0x40, 0x40, 0x41)))
        XCTAssertFalse(grey.withUnsafeMutableBufferPointer { canvas.opaqueGrey(into: $0) }, "one step of blue off grey")
    }

    func testButtonsAreShownAtTheirPreviewBelowTheIcons() throws {
        var preview = RGBAImage(width: 50, height: 20)
        for i in 0 ..< 50 * 20 { preview.pixels.replaceSubrange(i * 4 ..< i * 4 + 4, with: [200, 10, 10, 255]) }
        let image = try ContactSheet(title: "t", items: [.icon(name: "a", alpha: square()),
                                                         .button(name: "b", preview: preview)]).render()
        let top = 10 + 18 + 18 + 16 + 2 * 49 + 10 + 18 + 16
        XCTAssertEqual(image[10 + 25, top + 10], RGBA(200, 10, 10))
        XCTAssertEqual(image.height, top + 20 + 10 + 10)
    }

    func testThousandsOfIconsStayWithinCairosSizeLimit() {
        let items = (0 ..< 5000).map { ContactSheet.Item.icon(name: "i\($0)", alpha: square()) }
        let strips = ContactSheet(title: "t", items: items).iconStrips
        let height = strips.map { ContactSheet.Bar.allCases.count * $0.metrics.height + ContactSheet.blockGap }.reduce(0, +)
        XCTAssertLessThanOrEqual(height, ContactSheet.maximumHeight)
        XCTAssertLessThan(strips.map(\.metrics.width).max()!, 32767)
        XCTAssertEqual(strips.map(\.metrics.tabs).reduce(0, +), 5000)
    }

    func testIconsOfDifferentSizesGetTheirOwnStrips() {
        let big = AlphaPlane(width: 40, height: 40, values: [UInt8](repeating: 255, count: 1600))
        let strips = ContactSheet(title: "t", items: [.icon(name: "a", alpha: square()), .icon(name: "b", alpha: big),
                                                     .icon(name: "c", alpha: square())]).iconStrips
        XCTAssertEqual(strips.map { $0.icons.map(\.0) }, [["a", "c"], ["b"]])
    }
}
