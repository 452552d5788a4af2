@testable import IconForgeKit
import XCTest

final class CubicFittingTests: XCTestCase {
    func testAQuarterCircleFitsWithinFourHundredthsOfAPercent() {
        let samples = (0 ... 16).map { i -> Point in
            let a = Double(i) / 16 * .pi / 2
            return Point(x: 10 * cos(a), y: 10 * sin(a))
        }
        let (curve, error) = CubicFitting.fit(samples, startTangent: Point(x: 0, y: 1), endTangent: Point(x: -1, y: 0))
        XCTAssertLessThan(error, 0.004)
        XCTAssertEqual(curve.p0, samples[0])
        XCTAssertEqual(curve.p3, samples[16])
        for t in stride(from: 0.0, through: 1, by: 0.05) {
            XCTAssertEqual(curve.point(at: t).length, 10, accuracy: 0.004)
        }
    }

    func testAHalfCircleIsReportedAsAPoorFit() {
        let samples = (0 ... 16).map { i -> Point in
            let a = Double(i) / 16 * .pi * 1.6
            return Point(x: 10 * cos(a), y: 10 * sin(a))
        }
        let end = Point(x: -sin(.pi * 1.6), y: cos(.pi * 1.6))
        XCTAssertGreaterThan(CubicFitting.fit(samples, startTangent: Point(x: 0, y: 1), endTangent: end).error, 0.1)
    }

    func testAStraightRunFitsExactly() {
        let samples = (0 ... 16).map { Point(x: Double($0), y: 2 * Double($0)) }
        let direction = Point(x: 1, y: 2).normalized!
        XCTAssertLessThan(CubicFitting.fit(samples, startTangent: direction, endTangent: direction).error, 1e-9)
    }
}
