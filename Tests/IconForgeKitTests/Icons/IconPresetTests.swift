@testable import IconForgeKit
import XCTest

final class IconPresetTests: XCTestCase {
    func testClassicIsThirtyPointSquareAndTheDefault() {
        XCTAssertEqual(IconPreset.classic.options(), IconOptions())
        XCTAssertEqual(IconPreset.classic.options().target(scale: 2).width, 60)
    }

    func testRegularAndCompactSizesFollowTheGuidelines() {
        let expected: [IconPreset: (Double, Double)] = [
            .circle: (25, 25), .square: (23, 23), .wide: (31, 23), .tall: (23, 28),
            .circleCompact: (18, 18), .squareCompact: (17, 17), .wideCompact: (23, 17), .tallCompact: (17, 20),
        ]
        for (preset, size) in expected {
            XCTAssertEqual(preset.size.width, size.0, preset.rawValue)
            XCTAssertEqual(preset.size.height, size.1, preset.rawValue)
        }
    }

    func testWideIsWiderThanTallAndTallIsTallerThanWide() {
        for preset in [IconPreset.wide, .wideCompact] { XCTAssertGreaterThan(preset.size.width, preset.size.height) }
        for preset in [IconPreset.tall, .tallCompact] { XCTAssertGreaterThan(preset.size.height, preset.size.width) }
    }

    func testPresetKeepsScalesAndPadding() {
        let options = IconPreset.tall.options(IconOptions(scales: [2, 3], padding: 1))
        XCTAssertEqual(options, IconOptions(width: 23, height: 28, scales: [2, 3], padding: 1))
        XCTAssertEqual(options.target(scale: 3).width, 69)
        XCTAssertEqual(options.target(scale: 3).height, 84)
    }
}
