@testable import IconForgeKit
import XCTest

/// The shortest exact path data: relative or absolute per command, shorthands where the rounded
/// points allow, implicit repeats, no separator before a minus, and points rounded once.
final class PathDataWriterTests: XCTestCase {
    private func write(_ d: String, decimals: Int = 3) -> String {
        PathDataWriter(decimals: decimals).write(PathParser.parse(d))
    }

    func testEachCommandIsRelativeOrAbsoluteWhicheverIsShorter() {
        // Small steps far from the origin are shorter relative; a jump back near it, absolute.
        XCTAssertEqual(write("M100 100L101 100.5L5 5"), "M100 100l1 0.5L5 5")
        XCTAssertEqual(write("M100 100C101 101 102 101 103 100"), "M100 100c1 1 2 1 3 0")
        XCTAssertEqual(write("M100 100A5 5 0 0 1 110 100"), "M100 100a5 5 0 0 1 10 0")
        XCTAssertEqual(write("M1 1L2 2"), "M1 1L2 2")
    }

    func testARepeatedCommandLeavesItsLetterOutButAMovetoNeverTakesLinetos() {
        XCTAssertEqual(write("M10 10L11 12L12 14L13 16"), "M10 10l1 2 1 2 1 2")
        XCTAssertEqual(write("M10 10C11 11 12 11 13 10C14 11 15 9 16 10"), "M10 10c1 1 2 1 3 0 1 1 2-1 3 0")
        // API 21 and 22 read a moveto's extra pairs as movetos: the first lineto keeps its letter.
        XCTAssertTrue(write("M10 10L11 12").hasPrefix("M10 10l"))
        XCTAssertEqual(write("M0 0L1 1ZM50 50L51 51Z"), "M0 0L1 1ZM50 50l1 1Z")
    }

    func testAMinusSignSeparatesAndALeadingZeroStays() {
        XCTAssertEqual(write("M100 100L99 98L98 96"), "M100 100l-1-2-1-2")
        // `.5` would be one character shorter, but Android Lint's InvalidVectorPath reports it as
        // an error below API 23, and API 21 and 22 cannot read `1.5.5`.
        XCTAssertEqual(write("M100 100L100.5 100.25L100.75 100.5"), "M100 100l0.5 0.25 0.25 0.25")
        XCTAssertEqual(write("M100 100L99.5 99.5"), "M100 100l-0.5-0.5")
        let fractions = write("M0.25 0.75L0.5 0.125L0.625 0.5")
        XCTAssertNil(fractions.range(of: #"(^|[^0-9])\."#, options: .regularExpression), fractions)
    }

    func testHorizontalVerticalAndSmoothShorthandsWhereThePointsAllowThem() {
        XCTAssertEqual(write("M10 10L20 10L20 20L10 20Z"), "M10 10H20V20H10Z")
        // S and T where the control point is the reflection of the one before, or the current point.
        XCTAssertEqual(write("M0 0C1 2 3 2 4 0S7-2 8 0"), "M0 0C1 2 3 2 4 0S7-2 8 0")
        XCTAssertEqual(write("M0 0C0 0 3 2 4 0"), "M0 0S3 2 4 0")
        XCTAssertEqual(write("M0 0Q2 2 4 0T8 0"), "M0 0Q2 2 4 0T8 0")
        // A circle's arc is the same turned any way: its rotation is written 0.
        XCTAssertEqual(write("M0 0A5 5 33 0 1 10 0"), "M0 0A5 5 0 0 1 10 0")
        XCTAssertEqual(write("M0 0A5 3 33 0 1 10 0"), "M0 0A5 3 33 0 1 10 0")
    }

    func testNumbersTakeTheDecimalsTheyNeedAndNoMore() {
        XCTAssertEqual(write("M1.23456 2L3 -0.0004"), "M1.235 2L3 0")
        XCTAssertEqual(write("M1.23456 2", decimals: 1), "M1.2 2")
        XCTAssertEqual(write("M1234.5 2", decimals: 0), "M1235 2")
        XCTAssertEqual(write("M-0.0004 0.0496"), "M0 0.05")
    }

    func testRelativeNumbersComeFromTheRoundedPointsSoErrorsNeverAccumulate() {
        // 1000 steps of 0.0004: each alone rounds to 0, but the rounded points do not.
        var d = "M0 0"
        for step in 1 ... 1000 { d += "L\(Double(step) * 0.0004) 0" }
        let parsed = PathParser.parse(write(d))
        XCTAssertEqual(parsed.count, 1001)
        XCTAssertEqual(parsed.last?.end?.x ?? 0, 0.4, accuracy: 1e-9)
        for (input, output) in zip(PathParser.parse(d), parsed) {
            XCTAssertEqual(output.end!.x, input.end!.x, accuracy: 0.0005 + 1e-9)
        }
    }

    func testParsingTheOutputBackGivesTheInputPointsWithinTheRounding() {
        var generator = SeededGenerator(seed: 7)
        for decimals in [0, 2, 3, 5] {
            for _ in 0 ..< 200 {
                let segments = Self.randomPath(&generator)
                let parsed = PathParser.parse(PathDataWriter(decimals: decimals).write(segments))
                let tolerance = 0.5 * pow(10, -Double(decimals)) + 1e-9
                XCTAssertEqual(parsed.count, segments.count)
                for (input, output) in zip(segments, parsed) {
                    assertSame(input, output, tolerance: tolerance)
                }
            }
        }
    }

    func testPrecisionFollowsHowLargeAndroidDrawsThePath() {
        // 24 units at 24 dp keep today's 3 places; a 512-unit viewport 2; 200 dp needs 4.
        XCTAssertEqual(PathPrecision.decimals(dpPerUnit: 1, viewport: 24), 3)
        XCTAssertEqual(PathPrecision.decimals(dpPerUnit: 24.0 / 512, viewport: 512), 2)
        XCTAssertEqual(PathPrecision.decimals(dpPerUnit: 200.0 / 24, viewport: 24), 4)
        // Never coarser than a thousandth of the viewport, however small it is drawn (1 dp here).
        XCTAssertEqual(PathPrecision.decimals(dpPerUnit: 1.0 / 24, viewport: 24), 2)
        // A 24,000-unit viewport at 24 dp: a unit is 1/250 px at xxxhdpi, whole numbers will do.
        XCTAssertEqual(PathPrecision.decimals(dpPerUnit: 1e-3, viewport: 24_000), 0)
    }

    private func assertSame(_ a: PathSegment, _ b: PathSegment, tolerance: Double, line: UInt = #line) {
        func near(_ p: Point, _ q: Point) {
            XCTAssertEqual(p.x, q.x, accuracy: tolerance, line: line)
            XCTAssertEqual(p.y, q.y, accuracy: tolerance, line: line)
        }
        switch (a, b) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)): near(p, q)
        case (.cubic(let a1, let b1, let p), .cubic(let a2, let b2, let q)): near(a1, a2); near(b1, b2); near(p, q)
        case (.quad(let a1, let p), .quad(let a2, let q)): near(a1, a2); near(p, q)
        case (.arc(let rx1, let ry1, let turn1, let large1, let sweep1, let p), .arc(let rx2, let ry2, let turn2, let large2, let sweep2, let q)):
            XCTAssertEqual(rx1, rx2, accuracy: tolerance, line: line)
            XCTAssertEqual(ry1, ry2, accuracy: tolerance, line: line)
            // Radii written equal make a circle, whose turn is written 0.
            if rx2 != ry2 { XCTAssertEqual(turn1, turn2, accuracy: 5e-5, line: line) }
            XCTAssertEqual([large1, sweep1], [large2, sweep2], line: line)
            near(p, q)
        case (.close, .close): break
        default: XCTFail("\(a) became \(b)", line: line)
        }
    }

    /// A path of every kind of segment, some repeating the point or the reflection before.
    static func randomPath(_ generator: inout SeededGenerator) -> [PathSegment] {
        func number() -> Double { Double(Int.random(in: -40_000 ... 40_000, using: &generator)) / 1000 }
        func point() -> Point { Point(x: number(), y: number()) }
        var segments: [PathSegment] = [.move(point())]
        var current = segments[0].end!, start = current
        for _ in 0 ..< Int.random(in: 1 ... 30, using: &generator) {
            var next = point()
            switch Int.random(in: 0 ... 7, using: &generator) {
            case 0: segments.append(.line(next))
            case 1: next.y = current.y; segments.append(.line(next))
            case 2: next.x = current.x; segments.append(.line(next))
            case 3:
                // A smooth continuation of the curve before, when there is one.
                var first = point()
                if case .cubic(_, let b, let p)? = segments.last { first = Point(x: 2 * p.x - b.x, y: 2 * p.y - b.y) }
                segments.append(.cubic(first, point(), next))
            case 4: segments.append(.quad(point(), next))
            case 5:
                let radius = abs(number()) + 1
                segments.append(.arc(rx: radius, ry: Bool.random(using: &generator) ? radius : abs(number()) + 1,
                                     rotation: number(), largeArc: Bool.random(using: &generator),
                                     sweep: Bool.random(using: &generator), to: next))
            case 6:
                // What follows a close without a moveto starts at the subpath's start.
                segments.append(.close)
                next = start
            default:
                segments.append(.move(next))
                start = next
            }
            current = next
        }
        return segments
    }

    /// Numbers past what the grid of `decimals` places counts exactly (coordinates in a group's
    /// own units can be, as `GeometryLimits` bounds them only on the canvas), and ones that are
    /// not finite, never trap: large ones keep a Double's precision on a coarser grid.
    func testHugeAndNonFiniteNumbersNeverTrap() {
        let huge = write("M4e126 0L4.0000000000002e126 1e126A3e120 3e120 0 0 1 4e126 2e126Z")
        let points = PathParser.parse(huge).flatMap(\.points)
        XCTAssertEqual(points.count, 3, huge)
        XCTAssertEqual(points[0].x / 4e126, 1, accuracy: 1e-14, huge)
        XCTAssertEqual(points[1].y / 1e126, 1, accuracy: 1e-14, huge)
        XCTAssertEqual(points[2].y / 2e126, 1, accuracy: 1e-14, huge)
        // Whole units while a Double counts them exactly, fewer places before that.
        XCTAssertEqual(write("M1e14 0L1e14 1", decimals: 3), "M100000000000000 0V1")
        XCTAssertEqual(write("M1e11 0L1e11 0.5", decimals: 3), "M100000000000 0V0.5")
        let infinite = PathDataWriter(decimals: 3).write([.move(Point(x: .infinity, y: 0)), .line(Point(x: 1, y: -.infinity))])
        XCTAssertFalse(infinite.isEmpty)
    }
}

/// A small deterministic random number generator (SplitMix64), so failures repeat.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

}
