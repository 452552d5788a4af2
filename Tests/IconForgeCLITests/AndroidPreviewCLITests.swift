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

    func testAnAndroidButtonPreviewIsOnAMaterialSurfaceWithoutPinstripes() throws {
        let folder = try makeTemporaryFolder(self)
        for (format, out) in [("android", "res"), ("xcassets", "B.xcassets")] {
            let run = try CLI.run(["button", "--name", "buy", "--color", "00bd00", "--format", format, "--out", out,
                                   "--preview-dir", format], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            let image = try PNGDecoder.decode(Data(contentsOf: folder.appendingPathComponent("\(format)/buy-preview.png"))).image
            let stripes = rows(of: [0xc5, 0xcc, 0xd4], atX: 2, in: image), surface = rows(of: [0xfe, 0xf7, 0xff], atX: 2, in: image)
            XCTAssertEqual(stripes == 0, format == "android", "the grouped table's pinstripes only on iOS")
            XCTAssertEqual(surface == image.height, format == "android", "the Material surface, top to bottom, on Android")
        }
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
