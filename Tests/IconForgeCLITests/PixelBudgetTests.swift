import Foundation
import XCTest

/// A PNG is judged by its header before its pixels: one that declares more pixels than the
/// budget is refused in one line, without decoding anything.
final class PixelBudgetTests: XCTestCase {
    func testInspectRefusesAPNGDeclaring20000x20000FromItsHeader() throws {
        let folder = try makeTemporaryFolder(self)
        let bomb = folder.appendingPathComponent("bomb.png")
        try HostileFixtures.declaredPNG(width: 20_000, height: 20_000).write(to: bomb)
        XCTAssertLessThan(try Data(contentsOf: bomb).count, 1_000)
        let run = try CLI.run(["inspect", "bomb.png"], in: folder, timeout: 30)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines, ["iconforge: error: bomb.png: the image declares 20000x20000 pixels, "
                                        + "over the 64-megapixel limit (--max-pixels)"])
        XCTAssertEqual(run.stdout, "")
    }

    func testMaxPixelsLowersTheBudgetForAnImageThatWouldOtherwiseBeRead() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "home", "--format", "png", "--out", "out", "--no-preview", "-q"],
                                   in: folder).status, 0)
        let allowed = try CLI.run(["inspect", "out/home@3x.png"], in: folder)
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        let refused = try CLI.run(["inspect", "--max-pixels", "1000", "out/home@3x.png"], in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.errorLines, ["iconforge: error: out/home@3x.png: the image declares 90x90 pixels, "
                                            + "over the 1000-pixel limit (--max-pixels)"])
    }

    func testLintRefusesTheSameBombInOneLine() throws {
        let folder = try makeTemporaryFolder(self)
        try HostileFixtures.declaredPNG(width: 20_000, height: 20_000).write(to: folder.appendingPathComponent("bomb.svg"))
        let run = try CLI.run(["lint", "bomb.svg"], in: folder, timeout: 30)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: bomb.svg: not a valid SVG: it is a PNG image, not an SVG"])
    }

    /// 8000x8000 is within the budget, but its few hundred bytes hold almost no image data:
    /// only a reader that decodes pixels it does not need would fail on it (or spend 256 MB).
    func testInspectPrintsHeaderFactsWithoutDecodingPixels() throws {
        let folder = try makeTemporaryFolder(self)
        try HostileFixtures.declaredPNG(width: 8000, height: 8000).write(to: folder.appendingPathComponent("big.png"))
        let run = try CLI.run(["inspect", "big.png"], in: folder, timeout: 30)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("big.png: 8000x8000 px, "), run.stdout)
    }

    func testInspectDecodesAnUncompiledNinePatchToReadItsBorder() throws {
        let folder = try makeTemporaryFolder(self)
        try HostileFixtures.declaredPNG(width: 8000, height: 8000).write(to: folder.appendingPathComponent("big.9.png"))
        let run = try CLI.run(["inspect", "big.9.png"], in: folder, timeout: 60)
        XCTAssertEqual(run.status, 1, run.stdout)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("iconforge: error: big.9.png: "), run.stderr)
    }
}

