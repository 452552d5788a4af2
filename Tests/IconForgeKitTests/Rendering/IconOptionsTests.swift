import IconForgeKit
import XCTest

/// Which icon options are usable, and why not.
final class IconOptionsTests: XCTestCase {
    func testDefaultsAreTheClassicThirtyPointIconAtThreeScales() {
        let options = IconOptions()
        XCTAssertNil(options.problem)
        XCTAssertEqual([1, 2, 3].map { options.target(scale: $0).width }, [30, 60, 90])
    }

    func testUnusableValuesAreNamedByCase() {
        XCTAssertEqual(IconOptions(scales: [0]).problem, .scales(.outOfRange(0)))
        XCTAssertEqual(IconOptions(scales: []).problem, .scales(.empty))
        XCTAssertEqual(IconOptions(scales: [2, 2]).problem, .scales(.repeated))
        XCTAssertEqual(IconOptions(width: 0).problem, .sizeOutOfRange)
        XCTAssertEqual(IconOptions(width: .nan).problem, .sizeOutOfRange)
        XCTAssertEqual(IconOptions(padding: 15).problem, .paddingOutOfRange(padding: 15, shorterSide: 30))
        XCTAssertEqual(IconOptions(padding: .nan).problem, .paddingNotFinite)
    }

    func testUnusableValuesAreExplained() {
        XCTAssertEqual(IconOptions(scales: [0]).problem?.description, "scale 0 is not between 1 and 4")
        XCTAssertEqual(IconOptions(scales: []).problem?.description, "give at least one scale")
        XCTAssertEqual(IconOptions(scales: [2, 2]).problem?.description, "scales repeat")
        XCTAssertEqual(IconOptions(width: 0).problem?.description, "size must be between 1 and 1024 points")
        XCTAssertEqual(IconOptions(padding: 15).problem?.description,
                       "padding must be at least 0 and less than 15 points (half the icon's 30-point side), not 15")
        XCTAssertEqual(IconOptions(width: 31, height: 23, padding: -1).problem?.description,
                       "padding must be at least 0 and less than 11.5 points (half the icon's 23-point side), not -1")
    }

    func testNonFinitePaddingIsRejected() {
        XCTAssertNotNil(IconOptions(padding: .nan).problem)
        XCTAssertNotNil(IconOptions(padding: .infinity).problem)
    }
}
