@testable import IconForgeKit
import XCTest

/// Which zlib trials an image gets: icons one, `--optimize` all, pictures for people one quick one.
final class PNGEffortTests: XCTestCase {
    func testIconsGetOneTrialByDefaultAndEveryTrialWhenOptimized() {
        let icon = 90 * 90 * 2
        XCTAssertEqual(PNGCompression.trials(colorType: .greyAlpha, bytes: icon, effort: .standard),
                       [PNGCompression(strategy: .filtered, filters: .none)])
        let all = PNGCompression.trials(colorType: .greyAlpha, bytes: icon, effort: .maximal)
        XCTAssertEqual(all.count, 6)
        XCTAssertEqual(Set(all.map(\.filters.rawValue)).count, 3, "none, adaptive and Paeth")
        XCTAssertEqual(all.first, PNGCompression(strategy: .filtered, filters: .none), "ties keep the default's choice")
    }

    func testOptimizedIconIsTheSamePixelsAndNeverLarger() throws {
        var plane = AlphaPlane(width: 60, height: 60, values: [UInt8](repeating: 0, count: 3600))
        for y in 0 ..< 60 { for x in 0 ..< 60 where (x - 30) * (x - 30) + (y - 30) * (y - 30) < 400 {
            plane.values[y * 60 + x] = UInt8(min(255, 40 + 4 * (x + y)))
        } }
        func encode(_ effort: PNGEffort) throws -> Data {
            try PNGCompression.trials(colorType: .greyAlpha, bytes: 7200, effort: effort).map {
                try PNGEncoder.encode(width: 60, height: 60, colorType: .greyAlpha, bytes: plane.whiteGreyAlphaBytes,
                                      palette: [], texts: [], compression: $0)
            }.min { $0.count < $1.count }!
        }
        let standard = try encode(.standard), optimized = try encode(.maximal)
        XCTAssertLessThanOrEqual(optimized.count, standard.count)
        XCTAssertEqual(try PNGDecoder.decode(optimized).image.alphaPlane, plane)
    }

    func testPreviewSizedColourPicturesGetOneQuickTrialWhateverTheEffort() {
        let preview = 340 * 617
        for effort in PNGEffort.allCases {
            XCTAssertEqual(PNGCompression.trials(colorType: .rgb, bytes: preview * 3, effort: effort), [PNGCompression.picture])
            XCTAssertEqual(PNGCompression.trials(colorType: .palette, bytes: preview, effort: effort), [PNGCompression.picture])
        }
    }

    func testButtonSizedColourImagesKeepEveryTrial() {
        // A 3x button 100 pt wide and 40 pt tall.
        XCTAssertEqual(PNGCompression.trials(colorType: .rgba, bytes: 300 * 120 * 4, effort: .standard).count, 6)
    }
}
