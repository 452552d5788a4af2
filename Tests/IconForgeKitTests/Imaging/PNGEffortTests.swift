@testable import IconForgeKit
import XCTest

/// Which compression trials an image gets: icons one, `--optimize` all, pictures for people one quick one.
final class PNGEffortTests: XCTestCase {
    func testIconsGetOneLibdeflateTrialByDefaultAndEveryTrialWhenOptimized() {
        let icon = 90 * 90 * 2
        XCTAssertEqual(PNGCompression.trials(colorType: .greyAlpha, bytes: icon, effort: .standard),
                       [PNGCompression.libdeflate(8)])
        XCTAssertEqual(PNGCompression.trials(colorType: .greyAlpha, bytes: 60 * 60 * 2, effort: .standard),
                       [PNGCompression.libdeflate(8)])
        XCTAssertEqual(PNGCompression.trials(colorType: .greyAlpha, bytes: 30 * 30 * 2, effort: .standard),
                       [PNGCompression.libdeflate(7)], "1x icons: level 7 halves their encode for 1.3% of their bytes")
        XCTAssertEqual(PNGCompression.trials(colorType: .greyAlpha, bytes: 30 * 30 * 2, effort: .maximal).first,
                       PNGCompression.libdeflate(12))
        let all = PNGCompression.trials(colorType: .greyAlpha, bytes: icon, effort: .maximal)
        XCTAssertEqual(all.count, 7)
        XCTAssertEqual(Set(all.map(\.filters.rawValue)).count, 3, "none, adaptive and Paeth")
        XCTAssertEqual(all.first, PNGCompression.libdeflate(12), "ties keep libdeflate's slowest level")
        XCTAssertEqual(all.filter { $0.deflateLevel > 0 }.count, 1, "the rest are zlib trials")
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
