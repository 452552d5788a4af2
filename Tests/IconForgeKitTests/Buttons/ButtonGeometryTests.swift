import IconForgeKit
import XCTest

final class ButtonGeometryTests: XCTestCase {
    func testDefaultCapsCoverTheCornerAndTheStroke() {
        let geometry = ButtonGeometry()
        XCTAssertEqual(geometry.cornerRadius, 10)
        XCTAssertEqual(geometry.capPoints, 11) // ceil(10 + 0.5)
        XCTAssertEqual(ButtonGeometry(height: 40, radius: 12, strokeWidth: 1).capPoints, 13)
        XCTAssertEqual(ButtonGeometry(height: 40, radius: 11, strokeWidth: 0).capPoints, 11)
    }

    func testCompactImageIsCapOneCapAtEveryScale() {
        let geometry = ButtonGeometry()
        for scale in [1, 2, 3] {
            let layout = geometry.layout(scale: Double(scale))
            XCTAssertEqual(layout.width, 23 * scale)
            XCTAssertEqual(layout.height, 40 * scale)
            XCTAssertEqual(layout.insets, CapInsets(top: 0, left: 11 * scale, bottom: 0, right: 11 * scale))
            XCTAssertEqual(layout.centre.width, scale)
        }
    }

    func testFullSizeImageGetsTheRestAsItsRightCap() {
        let geometry = ButtonGeometry(height: 40, width: 90)
        XCTAssertEqual(geometry.layout(scale: 1).insets, CapInsets(top: 0, left: 11, bottom: 0, right: 78))
        let twice = geometry.layout(scale: 2)
        XCTAssertEqual([twice.width, twice.height], [180, 80])
        XCTAssertEqual(twice.insets, CapInsets(top: 0, left: 22, bottom: 0, right: 156))
        XCTAssertEqual(geometry.layout(scale: 3).insets.right, 270 - 33 - 3)
    }

    func testNinePartCapsAllFourSides() {
        let compact = ButtonGeometry(stretch: .both).layout(scale: 2)
        XCTAssertEqual([compact.width, compact.height], [46, 46])
        XCTAssertEqual(compact.insets, CapInsets(top: 22, left: 22, bottom: 22, right: 22))
        let fullGeometry = ButtonGeometry(height: 44, width: 300, stretch: .both)
        let full = fullGeometry.layout(scale: 1)
        // 9-part corners keep the default radius whatever the height, so the compact image
        // stretched to 300x44 matches this one.
        XCTAssertEqual(fullGeometry.capPoints, 11) // radius 10 + stroke 0.5
        XCTAssertEqual(full.insets, CapInsets(top: 11, left: 11, bottom: 44 - 11 - 1, right: 300 - 11 - 1))
        XCTAssertEqual(full.centre.width, 1)
        XCTAssertEqual(full.centre.height, 1)
    }

    func testFractionalDensityRoundsCapsUp() {
        let hdpi = ButtonGeometry().layout(scale: 1.5)
        XCTAssertEqual(hdpi.insets.left, 17) // ceil(16.5), still covering 10.5 pt = 15.75 px
        XCTAssertEqual(hdpi.centre.width, 2)
        XCTAssertEqual([hdpi.width, hdpi.height], [36, 60])
    }

    func testProblemsNameTheLimit() {
        XCTAssertNil(ButtonGeometry().problem)
        XCTAssertEqual(ButtonGeometry(height: 40, width: 20).problem, .narrowerThanCaps(width: 20, least: 23, cap: 11))
        XCTAssertEqual(ButtonGeometry(height: 40, width: 20).problem?.description,
                       "width 20 is narrower than the caps allow (at least 23 points: cap 11 + 1 + cap 11)")
        XCTAssertEqual(ButtonGeometry(height: 40, radius: 25).problem, .radiusTooLarge(25))
        XCTAssertEqual(ButtonGeometry(height: 40, radius: 25).problem?.setting, "radius")
        XCTAssertEqual(ButtonGeometry(height: 0).problem?.setting, "height")
        XCTAssertEqual(ButtonGeometry(strokeWidth: -1).problem?.setting, "stroke-width")
        XCTAssertEqual(ButtonGeometry(height: .nan).problem?.setting, "height")
    }

    /// Values far out of range are reported, and computing the layout from them never traps.
    func testEveryValueOutOfRangeIsNamedAndNothingTraps() {
        let hostile: [(ButtonGeometry, String)] = [
            (ButtonGeometry(radius: 1e300), "radius"),
            (ButtonGeometry(radius: -.infinity), "radius"),
            (ButtonGeometry(strokeWidth: 1e20), "stroke-width"),
            (ButtonGeometry(strokeWidth: .nan), "stroke-width"),
            (ButtonGeometry(height: 1e308), "height"),
            (ButtonGeometry(height: 40, width: .infinity, stretch: .both), "width"),
        ]
        for (geometry, key) in hostile {
            XCTAssertEqual(geometry.outOfRange?.key, key)
            XCTAssertNotNil(geometry.problem)
            for scale in [1, 1.5, 3, 4] {
                let layout = geometry.layout(scale: scale)
                XCTAssertGreaterThanOrEqual(layout.width, 0)
            }
            _ = geometry.pointSize
        }
    }
}
