@testable import IconForgeKit
import XCTest

final class CubicBezierTests: XCTestCase {
    private let s = CubicBezier(Point(x: 0, y: 0), Point(x: 10, y: 20), Point(x: 30, y: -20), Point(x: 40, y: 0))

    func testSplittingKeepsTheCurve() {
        let (left, right) = s.split(at: 0.3)
        for u in stride(from: 0.0, through: 1, by: 0.1) {
            XCTAssertEqual(left.point(at: u).distance(to: s.point(at: 0.3 * u)), 0, accuracy: 1e-12)
            XCTAssertEqual(right.point(at: u).distance(to: s.point(at: 0.3 + 0.7 * u)), 0, accuracy: 1e-12)
        }
        let middle = s.portion(from: 0.2, to: 0.6)
        XCTAssertEqual(middle.point(at: 0.5).distance(to: s.point(at: 0.4)), 0, accuracy: 1e-12)
    }

    func testDerivativesMatchFiniteDifferences() {
        let h = 1e-6
        for t in [0.1, 0.5, 0.9] {
            let numeric = (s.point(at: t + h) - s.point(at: t - h)) * (1 / (2 * h))
            XCTAssertEqual(numeric.distance(to: s.derivative(at: t)), 0, accuracy: 1e-4)
            let second = (s.derivative(at: t + h) - s.derivative(at: t - h)) * (1 / (2 * h))
            XCTAssertEqual(second.distance(to: s.secondDerivative(at: t)), 0, accuracy: 1e-3)
        }
    }

    func testAnSShapedCurveHasOneInflectionAndNoCusp() {
        XCTAssertEqual(s.inflections.count, 1)
        XCTAssertEqual(s.inflections.first ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertEqual(s.cusps, [])
    }

    func testCrossedHandlesMakeACusp() {
        let cusp = CubicBezier(Point(x: 4, y: 18), Point(x: 20, y: 4), Point(x: 4, y: 4), Point(x: 20, y: 18))
        XCTAssertEqual(cusp.cusps.count, 1)
        XCTAssertEqual(cusp.cusps.first ?? 0, 0.5, accuracy: 1e-6)
        // A tight loop turns fast but never stops: no cusp.
        let loop = CubicBezier(Point(x: 4, y: 12), Point(x: 20, y: 4), Point(x: 20, y: 20), Point(x: 4, y: 12))
        XCTAssertEqual(loop.cusps, [])
    }

    func testTangentsAtAHandleOnItsEndPointAreTheLimits() {
        let c = CubicBezier(Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 20, y: 10))
        XCTAssertEqual(c.tangent(at: 0, side: .after)?.x ?? 0, 0.5.squareRoot(), accuracy: 1e-12)
        let d = CubicBezier(Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 10), Point(x: 20, y: 10))
        XCTAssertEqual(d.tangent(at: 1, side: .before)?.y ?? 0, 0.5.squareRoot(), accuracy: 1e-12)
    }

    func testBoundsReachTheExtremes() {
        let b = s.bounds
        XCTAssertEqual(b.min.x, 0)
        XCTAssertEqual(b.max.x, 40)
        // The S peaks at t = (3 ± √3)/6 with |y| = 20·√3/3·... checked against dense sampling.
        let ys = stride(from: 0.0, through: 1, by: 1e-4).map { s.point(at: $0).y }
        XCTAssertEqual(b.max.y, ys.max()!, accuracy: 1e-6)
        XCTAssertEqual(b.min.y, ys.min()!, accuracy: 1e-6)
    }

    func testAreaOfAClosedContourOfCurves() {
        // The 4-arc circle of radius 1, counterclockwise, encloses about π.
        let k = 0.5522847498307936
        let arcs = [CubicBezier(Point(x: 1, y: 0), Point(x: 1, y: k), Point(x: k, y: 1), Point(x: 0, y: 1)),
                    CubicBezier(Point(x: 0, y: 1), Point(x: -k, y: 1), Point(x: -1, y: k), Point(x: -1, y: 0)),
                    CubicBezier(Point(x: -1, y: 0), Point(x: -1, y: -k), Point(x: -k, y: -1), Point(x: 0, y: -1)),
                    CubicBezier(Point(x: 0, y: -1), Point(x: k, y: -1), Point(x: 1, y: -k), Point(x: 1, y: 0))]
        XCTAssertEqual(arcs.map(\.areaContribution).reduce(0, +), .pi, accuracy: 1e-3)
    }
}
