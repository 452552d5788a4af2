import Foundation
import IconForgeKit
import XCTest

final class PresetTests: XCTestCase {
    func testWidePresetWritesWiderThanTallFilesAtEveryScale() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "home", "--preset", "wide", "--out", "A.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        for (file, size) in [("home.png", (31, 23)), ("home@2x.png", (62, 46)), ("home@3x.png", (93, 69))] {
            let png = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("A.xcassets/home.imageset/\(file)"))
            XCTAssertEqual(png.width, size.0, file)
            XCTAssertEqual(png.height, size.1, file)
        }
    }

    func testCompactTallPresetWritesTallerThanWideFiles() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "home", "--preset", "tall-compact", "--format", "png", "--out", "out", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let png = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("out/home@2x.png"))
        XCTAssertEqual([png.width, png.height], [34, 40])
    }

    func testPresetAndSizeTogetherAreAUsageError() throws {
        let run = try CLI.run(["icon", "home", "--preset", "circle", "--size", "20"], in: try makeTemporaryFolder(self))
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.stderr.contains("not both"), run.stderr)
    }

    func testUnknownPresetIsAUsageError() throws {
        let run = try CLI.run(["icon", "home", "--preset", "oval"], in: try makeTemporaryFolder(self))
        XCTAssertEqual(run.status, 64)
    }

    func testThePreviewFollowsThePreset() throws {
        let folder = try makeTemporaryFolder(self)
        for preset in ["classic", "wide", "tall"] {
            let run = try CLI.run(["icon", "home", "--preset", preset, "--out", "\(preset).xcassets",
                                   "--preview-dir", preset], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        func size(_ preset: String) throws -> [Int] {
            let png = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("\(preset)/home-preview.png"))
            return [png.width, png.height]
        }
        // Each point of icon height adds 8 px to the 8x pixel grid and 3 px to the @3x "as drawn" row.
        let classic = try size("classic"), wide = try size("wide"), tall = try size("tall")
        XCTAssertEqual(classic[1] - wide[1], (30 - 23) * 11, "\(classic) \(wide)")
        XCTAssertEqual(classic[1] - tall[1], (30 - 28) * 11, "\(classic) \(tall)")
    }
}
