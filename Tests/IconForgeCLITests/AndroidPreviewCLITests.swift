import Foundation
import IconForgeKit
import XCTest

/// Android-only output previews in the Material 3 navigation bar, end to end through the binary;
/// iOS output keeps the iPhone bars.
final class AndroidPreviewCLITests: XCTestCase {
    static let lightContainer: [UInt8] = [0xf3, 0xed, 0xf7]
    static let darkContainer: [UInt8] = [0x21, 0x1f, 0x26]
    static let lightIndicator: [UInt8] = [0xe8, 0xde, 0xf8]
    static let darkIndicator: [UInt8] = [0x4a, 0x44, 0x58]

    func testAnAndroidPreviewShowsTheNavigationBarWithThePillOnTheSelectedItem() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        let run = try CLI.run(["icon", "house.svg", "--selected", "house-fill.svg", "--format", "android", "--out", "res",
                               "--preview-dir", "previews"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let url = folder.appendingPathComponent("previews/house-preview.png")
        try assertPngcheckAccepts(url)
        let image = try PNGDecoder.decode(Data(contentsOf: url)).image
        // Five 72 dp items (a 360 dp phone) and the 10 px margins.
        XCTAssertEqual(image.width, 5 * 72 + 20)
        // Each bar is 80 dp high, read down a column of the first item, clear of its icon.
        XCTAssertEqual(rows(of: Self.lightContainer, atX: 12, in: image), 80)
        XCTAssertEqual(rows(of: Self.darkContainer, atX: 12, in: image), 80)
        // The pills (64 x 32 dp) sit in the second item only, the one shown selected.
        for pill in [Self.lightIndicator, Self.darkIndicator] {
            let xs = columns(of: pill, in: image)
            XCTAssertFalse(xs.isEmpty, "no active indicator")
            XCTAssertEqual(xs.min(), 10 + 72 + 4)
            XCTAssertEqual(xs.max(), 10 + 72 + 4 + 63)
            XCTAssertEqual(rows(of: pill, atX: 10 + 72 + 4 + 16, in: image, longestRun: true), 32, "the indicator is 32 dp high")
        }
        XCTAssertFalse(hasBlackBar(image), "no iOS 6 black bar on Android")
    }

    func testAnIOSPreviewKeepsTheIPhoneBars() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        let run = try CLI.run(["icon", "house.svg", "--selected", "house-fill.svg", "--out", "Tabs.xcassets",
                               "--preview-dir", "previews"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let image = try PNGDecoder.decode(Data(contentsOf: folder.appendingPathComponent("previews/house-preview.png"))).image
        XCTAssertEqual([image.width, image.height], [340, 617])
        XCTAssertTrue(hasBlackBar(image))
        XCTAssertTrue(columns(of: Self.lightIndicator, in: image).isEmpty)
        XCTAssertTrue(columns(of: Self.lightContainer, in: image).isEmpty)
    }

    func testAnAndroidSheetShowsLightAndDarkNavigationBars() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        for (format, out) in [("android", "res"), ("xcassets", "Tabs.xcassets")] {
            let run = try CLI.run(["icon", "house.svg", "house-fill.svg", "star.svg", "--selected-suffix", "-fill", "--format", format,
                                   "--out", out, "--preview", "sheet", "--preview-dir", format], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            let url = folder.appendingPathComponent("\(format)/ContactSheet.png")
            try assertPngcheckAccepts(url)
            let image = try PNGDecoder.decode(Data(contentsOf: url)).image
            if format == "android" {
                XCTAssertEqual(rows(of: Self.lightContainer, atX: 12, in: image), 80)
                XCTAssertEqual(rows(of: Self.darkContainer, atX: 12, in: image), 80)
                // The paired house is the first item and shown selected on the light bar only.
                let xs = columns(of: Self.lightIndicator, in: image)
                XCTAssertEqual(xs.min(), 10 + 4)
                XCTAssertEqual(xs.max(), 10 + 4 + 63)
                XCTAssertEqual(rows(of: Self.lightIndicator, atX: 10 + 4 + 16, in: image, longestRun: true), 32)
                XCTAssertEqual(rows(of: Self.darkIndicator, atX: 10 + 4 + 16, in: image, longestRun: true), 0)
                XCTAssertFalse(hasBlackBar(image, width: 60))
            } else {
                XCTAssertTrue(hasBlackBar(image, width: 60))
                XCTAssertTrue(columns(of: Self.lightContainer, in: image).isEmpty)
            }
        }
    }

    func testABuildWithOnlyAndroidOutputsPreviewsInTheNavigationBarAndAMixKeepsTheIPhoneBars() throws {
        for (outputs, android) in [("  - android: res\n  - android: vres\n    vector: true", true), ("  - android: res\n  - xcassets: App.xcassets", false)] {
            let folder = try makeTemporaryFolder(self)
            let art = folder.appendingPathComponent("art")
            try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
            try IconPairs.writeAll(in: art)
            let manifest = "outputs:\n\(outputs)\npreviews: Previews\nicons:\n  - source: art/house.svg\n    selected: art/house-fill.svg\n"
            try Data(manifest.utf8).write(to: folder.appendingPathComponent("iconforge.yml"))
            try buildAndCheckBars(in: folder, android: android, outputs: outputs)
        }
    }

    /// The look is part of the previews' and sheet's records: a manifest whose outputs become
    /// Android-only redraws them, and turning back redraws the iPhone bars, though no icon changed.
    func testOutputsTurningAndroidOnlyRedrawThePreviewAndTheSheet() throws {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
        try IconPairs.writeAll(in: art)
        let icons = "previews: Previews\nicons:\n  - source: art/house.svg\n    selected: art/house-fill.svg\n"
        for (outputs, android) in [("  - android: res\n  - xcassets: App.xcassets", false), ("  - android: res", true),
                                   ("  - android: res\n  - xcassets: App.xcassets", false)] {
            try Data("outputs:\n\(outputs)\n\(icons)".utf8).write(to: folder.appendingPathComponent("iconforge.yml"))
            try buildAndCheckBars(in: folder, android: android, outputs: outputs)
        }
    }

    /// Builds `folder`'s manifest and checks its house preview and sheet show Android's bars or the iPhone's.
    private func buildAndCheckBars(in folder: URL, android: Bool, outputs: String) throws {
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let preview = try PNGDecoder.decode(Data(contentsOf: folder.appendingPathComponent("Previews/house-preview.png"))).image
        let sheet = try PNGDecoder.decode(Data(contentsOf: folder.appendingPathComponent("\(PreviewPlacement.contactSheet)"))).image
        for (image, width) in [(preview, 300), (sheet, 60)] {
            XCTAssertEqual(rows(of: Self.lightContainer, atX: 12, in: image), android ? 80 : 0, outputs)
            XCTAssertEqual(hasBlackBar(image, width: width), !android, outputs)
        }
    }

    func testAnAndroidButtonPreviewShowsTheButtonOnAPhoneScreenInItsTouchTarget() throws {
        let folder = try makeTemporaryFolder(self)
        var previews: [String: RGBAImage] = [:]
        for (format, out) in [("android", "res"), ("xcassets", "B.xcassets")] {
            let run = try CLI.run(["button", "--name", "buy", "--color", "00bd00", "--format", format, "--out", out,
                                   "--preview-dir", format], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            previews[format] = try PNGDecoder.decode(Data(contentsOf: folder.appendingPathComponent("\(format)/buy-preview.png"))).image
        }
        let android = try XCTUnwrap(previews["android"]), ios = try XCTUnwrap(previews["xcassets"])
        // iOS: UIKit's 300x44 pt table button at 2x and the 46 px image, in 20 px margins, on pinstripes.
        XCTAssertEqual(ios.width, 20 + 600 + 20 + 46 + 20)
        XCTAssertEqual(rows(of: [0xc5, 0xcc, 0xd4], atX: 2, in: ios), ios.height)
        // Android: a 360 dp screen at xhdpi (720 px) holds the button; no pinstripes, no table.
        XCTAssertEqual(android.width, 20 + 720 + 20 + 46 + 20)
        XCTAssertNotEqual([android.width, android.height], [ios.width, ios.height])
        XCTAssertEqual(rows(of: [0xc5, 0xcc, 0xd4], atX: 2, in: android), 0)
        // The first state's xhdpi strip, read down a column in its 16 dp margin: 8 + 48 + 8 dp of screen.
        let margin = 20 + 5
        let strips = runs(of: Self.surface, atX: margin, in: android)
        XCTAssertEqual(strips.count, 6, "a strip per state and density")
        XCTAssertEqual(strips.map(\.length), [64, 128, 64, 128, 64, 128])
        // Across it: the screen's 720 px, and in it the 328x40 dp button (656x80 px), 16 dp in.
        let middle = strips[1].start + 64
        XCTAssertEqual(runs(of: Self.surface, atY: strips[1].start + 2, in: android).map(\.length).max(), 720)
        let across = (20 ..< 20 + 720).filter { isButton(android, $0, middle) }
        XCTAssertEqual(across.first, 20 + 32)
        XCTAssertEqual(across.count, 656)
        let buttonRows = (strips[1].start ..< strips[1].start + 128).filter { isButton(android, 20 + 32 + 40, $0) }
        XCTAssertEqual(buttonRows.count, 80)
        XCTAssertEqual(buttonRows.first, strips[1].start + 24, "centred: 8 dp of screen and 4 dp of touch target above")
        // The 48 dp touch target's dashed edges, 4 dp above and below the button.
        let dashes = (strips[1].start ..< strips[1].start + 128).filter { matches(android, 20 + 32 + 1, $0, [0x79, 0x74, 0x7e]) }
        XCTAssertEqual(dashes.first, strips[1].start + 16)
        XCTAssertEqual(dashes.last, strips[1].start + 16 + 96 - 1)

        // A frame given is kept: 200x44 dp, centred on the screen.
        let given = try CLI.run(["button", "--name", "buy", "--color", "00bd00", "--format", "android", "--out", "res",
                                 "--preview-dir", "given", "--preview-size", "200x44"], in: folder)
        XCTAssertEqual(given.status, 0, given.stderr)
        let framed = try PNGDecoder.decode(Data(contentsOf: folder.appendingPathComponent("given/buy-preview.png"))).image
        let row = runs(of: Self.surface, atX: margin, in: framed)[1]
        XCTAssertEqual((20 ..< 20 + 720).filter { isButton(framed, $0, row.start + 64) }.count, 400)
    }

    func testABuildsAndroidButtonPreviewIsTheCommandsMaterialOne() throws {
        let folder = try makeTemporaryFolder(self)
        try write("outputs:\n  - android: res\npreviews: built\nbuttons:\n  - name: buy\n    colour: 00bd00\n", to: "iconforge.yml", in: folder)
        let build = try CLI.run(["build", "-q"], in: folder)
        XCTAssertEqual(build.status, 0, build.stderr)
        let run = try CLI.run(["button", "--name", "buy", "--color", "00bd00", "--format", "android", "--out", "cli",
                               "--preview-dir", "cli-previews"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let built = try Data(contentsOf: folder.appendingPathComponent("built/buy-preview.png"))
        XCTAssertEqual(built, try Data(contentsOf: folder.appendingPathComponent("cli-previews/buy-preview.png")))
        XCTAssertEqual(try PNGDecoder.decode(built).image.width, 20 + 720 + 20 + 46 + 20)
    }

    static let surface: [UInt8] = [0xfe, 0xf7, 0xff]

    /// A pixel of the button (its fill, outline or title) on a strip: neither the screen nor the touch target's dashes.
    private func isButton(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
        !matches(image, x, y, Self.surface) && !matches(image, x, y, [0x79, 0x74, 0x7e])
    }

    /// The unbroken runs of `colour` down column `x`.
    private func runs(of colour: [UInt8], atX x: Int, in image: RGBAImage) -> [(start: Int, length: Int)] {
        runs((0 ..< image.height).map { matches(image, x, $0, colour) })
    }

    /// The unbroken runs of `colour` along row `y`.
    private func runs(of colour: [UInt8], atY y: Int, in image: RGBAImage) -> [(start: Int, length: Int)] {
        runs((0 ..< image.width).map { matches(image, $0, y, colour) })
    }

    private func runs(_ hits: [Bool]) -> [(start: Int, length: Int)] {
        var found: [(start: Int, length: Int)] = []
        for (index, hit) in hits.enumerated() where hit {
            if let last = found.last, last.start + last.length == index { found[found.count - 1].length += 1 } else { found.append((index, 1)) }
        }
        return found
    }

    private func matches(_ image: RGBAImage, _ x: Int, _ y: Int, _ colour: [UInt8]) -> Bool {
        let i = (y * image.width + x) * 4
        return zip(image.pixels[i ..< i + 3], colour).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
    }

    /// Rows whose pixel at `x` is `colour`: all of them, or the longest unbroken run.
    private func rows(of colour: [UInt8], atX x: Int, in image: RGBAImage, longestRun: Bool = false) -> Int {
        var count = 0, run = 0, longest = 0
        for y in 0 ..< image.height {
            if matches(image, x, y, colour) { count += 1; run += 1; longest = max(longest, run) } else { run = 0 }
        }
        return longestRun ? longest : count
    }

    /// The columns holding a pixel of `colour`.
    private func columns(of colour: [UInt8], in image: RGBAImage) -> [Int] {
        (0 ..< image.width).filter { x in (0 ..< image.height).contains { matches(image, x, $0, colour) } }
    }

    /// A row of the classic iPhone bar: `width` px or more of near-black. A preview's five tabs are
    /// 320 px (its icon's own black ink, 72 px at 3x, is narrower); a sheet of one icon has a 64 px
    /// bar and no black ink.
    private func hasBlackBar(_ image: RGBAImage, width: Int = 300) -> Bool {
        (0 ..< image.height).contains { y in
            (0 ..< image.width).filter { x in
                let i = (y * image.width + x) * 4
                return image.pixels[i ..< i + 3].allSatisfy { $0 < 0x16 }
            }.count >= width
        }
    }
}
