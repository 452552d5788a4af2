@testable import IconForgeKit
import XCTest

final class PathDataTests: XCTestCase {
    func testNumbersAreRoundedWithoutTrailingZeros() {
        XCTAssertEqual(PathData.number(12, 4), "12")
        XCTAssertEqual(PathData.number(-0.00001, 4), "0")
        XCTAssertEqual(PathData.number(1.5, 4), "1.5")
        XCTAssertEqual(PathData.number(-2.03049, 4), "-2.0305")
        XCTAssertEqual(PathData.number(0.0007, 3), "0.001")
        XCTAssertEqual(PathData.number(1389.9, 3), "1389.9")
        XCTAssertEqual(PathData.number(1e300, 4), "1e+300")
    }

    func testSegmentsAreWrittenAsAbsoluteCommands() {
        let segments: [PathSegment] = [.move(Point(x: 1, y: 2)), .line(Point(x: 3, y: 4.25)),
                                       .cubic(Point(x: 5, y: 6), Point(x: 7, y: 8), Point(x: 9, y: 10)), .close]
        XCTAssertEqual(PathData.string(segments), "M1 2L3 4.25C5 6 7 8 9 10Z")
    }
}
