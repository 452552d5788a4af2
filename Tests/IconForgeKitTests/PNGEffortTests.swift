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
