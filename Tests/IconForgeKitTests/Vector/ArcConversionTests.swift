@testable import IconForgeKit
import XCTest

final class ArcConversionTests: XCTestCase {
    /// The largest distance from the arc's circle over every cubic it became.
    private func worstRadiusError(_ d: String, center: Point, radius: Double) -> (Int, Double) {
        let segments = ArcConversion.curves(PathParser.parse(d))
        var current = Point.zero, cubics = 0, worst = 0.0
        for segment in segments {
            switch segment {
            case .move(let p): current = p
            case .cubic(let a, let b, let p):
                let c = CubicBezier(current, a, b, p)
                for t in stride(from: 0.0, through: 1, by: 0.05) {
                    worst = max(worst, abs(c.point(at: t).distance(to: center) - radius))
                }
                cubics += 1
                current = p
            default: break
            }
        }
        return (cubics, worst)
    }

    func testArcsOverAQuarterTurnGetACubicPerQuarter() {
        let half = worstRadiusError("M6 12 A 6 6 0 0 1 18 12", center: Point(x: 12, y: 12), radius: 6)
        XCTAssertEqual(half.0, 2)
        XCTAssertLessThan(half.1, 6 * 3e-4)
        let quarter = worstRadiusError("M6 12 A 6 6 0 0 1 12 6", center: Point(x: 12, y: 12), radius: 6)
        XCTAssertEqual(quarter.0, 1)
        // 100° needs two cubics to stay on the circle.
        let wide = worstRadiusError("M18 12 A 6 6 0 0 1 \(12 + 6 * cos(100 * Double.pi / 180)) \(12 + 6 * sin(100 * Double.pi / 180))",
                                    center: Point(x: 12, y: 12), radius: 6)
        XCTAssertEqual(wide.0, 2)
        XCTAssertLessThan(wide.1, 6 * 3e-4)
    }
}
