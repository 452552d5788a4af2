@testable import IconForgeKit
import XCTest

/// Outlines of several widths have the same commands, every contour turns the same way, and
/// the edges lie within the tolerance of the true offsets.
final class StrokeOutlinerStructureTests: XCTestCase {
    /// Paths with every kind of piece: lines, joins at all angles, tight and loose curves,
    /// cusps, arcs, zero-length pieces, closed and open subpaths.
    static let paths = [
        "M3 20 L8 5 L13 20 L18 5 L21 12",
        "M4 4 H20 V20 H4 Z",
        "M4 18 C 4 4, 20 4, 20 18",
        "M6 20 C 6 2, 18 2, 18 20",
        "M4 18 C 20 4, 4 4, 20 18",
        "M4 12 C 20 4, 20 20, 4 12",
        "M4 20 C 12 20, 12 12, 12.2 12",
        "M6 12 A 3 3 0 1 1 12 12 A 1.2 1.2 0 0 0 14.4 12",
        "M14 14 L14 18 A 0.5 0.5 0 0 0 14.5 18.5 L18 18.5",
        "M6 6 A 0.5 0.5 0 1 1 6 7 A 0.5 0.5 0 1 1 6 6 Z",
        "M4 4 L4 4 M10 10 Z M16 16 C16 16 16 16 16 16",
        "M4 12 L20 12 L6 12 M7.9 20.5 L12 5 L16.1 20.5",
    ]
    static let widths = [0.6, 2, 4.4]

    private func outlines(_ d: String, _ style: StrokeStyle) throws -> [[PathSegment]] {
        try StrokeOutliner.outline(subpaths: [PathParser.parse(d)], style: style, widths: Self.widths, tolerance: 0.01)
    }

    private func commands(_ segments: [PathSegment]) -> String { String(segments.map(\.command)) }

    func testEveryWidthHasTheSameCommands() throws {
        for d in Self.paths {
            for cap in [StrokeStyle.Cap.butt, .round, .square] {
                for join in [StrokeStyle.Join.miter, .round, .bevel] {
                    let all = try outlines(d, StrokeStyle(width: 2, cap: cap, join: join, miterLimit: 4))
                    XCTAssertEqual(all[0].isEmpty, cap == .butt && d.hasPrefix("M4 4 L4 4"), d)
                    XCTAssertEqual(commands(all[0]), commands(all[1]), "\(d) \(cap) \(join)")
                    XCTAssertEqual(commands(all[0]), commands(all[2]), "\(d) \(cap) \(join)")
                    XCTAssertTrue(commands(all[0]).allSatisfy { "MLCZ".contains($0) })
                }
            }
        }
    }

    func testAMiterBeyondTheLimitKeepsItsPoints() throws {
        // The same two legs at 30° (mitered) and 28° (beveled under a limit of 4).
        let mitered = try outlines("M7.86 20.45 L12 5 L16.14 20.45", StrokeStyle(width: 2, join: .miter))
        let beveled = try outlines("M8.13 20.52 L12 5 L15.87 20.52", StrokeStyle(width: 2, join: .miter))
        XCTAssertEqual(commands(mitered[0]), commands(beveled[0]))
        XCTAssertEqual(mitered[0].count, beveled[0].count)
    }

    func testEveryContourTurnsClockwise() throws {
        for d in Self.paths {
            for join in [StrokeStyle.Join.miter, .round] {
                for (w, outline) in try outlines(d, StrokeStyle(width: 2, cap: .square, join: join)).enumerated() {
                    for (index, area) in Self.contourAreas(outline).enumerated() {
                        XCTAssertLessThanOrEqual(area, 1e-9, "\(d) width \(Self.widths[w]) contour \(index)")
                    }
                }
            }
        }
    }

    func testEdgesOfACurveLieWithinTheToleranceOfTheTrueOffset() throws {
        let curve = CubicBezier(Point(x: 4, y: 18), Point(x: 4, y: 4), Point(x: 20, y: 4), Point(x: 20, y: 18))
        let halfWidths = [0.3, 1, 2.2]
        let spans = CurveOffsetter(curve: curve, halfWidths: halfWidths, tolerance: 0.01).spans()
        for (w, h) in halfWidths.enumerated() {
            let edge = spans.map { $0.right[w] }  // the outer side of this arch
            for t in stride(from: 0.0, through: 1, by: 1.0 / 500) {
                let n = curve.tangent(at: t, side: t == 0 ? .after : .before)!.perpendicular
                let target = curve.point(at: t) - n * h
                let distance = edge.map { Self.distance(from: target, to: $0) }.min()!
                XCTAssertLessThan(distance, 0.01, "half width \(h) at t = \(t)")
            }
        }
    }

    func testARoundArcKeepsItsRadiusOnBothSides() throws {
        // A half circle of radius 6 around (12, 12), stroked 3 wide: edges at radius 4.5 and 7.5.
        let outline = try outlines("M6 12 A 6 6 0 0 1 18 12", StrokeStyle(width: 3))
        let band = Self.cubics(outline[1])
        for c in band {
            for t in stride(from: 0.0, through: 1, by: 0.1) {
                let r = c.point(at: t).distance(to: Point(x: 12, y: 12))
                XCTAssertTrue(abs(r - 5) < 0.011 || abs(r - 7) < 0.011, "radius \(r)")
            }
        }
    }

    /// The distance from `point` to the nearest point of `curve` (dense search, then Newton).
    static func distance(from point: Point, to curve: CubicBezier) -> Double {
        var best = (0...200).map { Double($0) / 200 }.min { curve.point(at: $0).distance(to: point) < curve.point(at: $1).distance(to: point) }!
        for _ in 0 ..< 8 {
            let d = curve.point(at: best) - point, d1 = curve.derivative(at: best), d2 = curve.secondDerivative(at: best)
            let denominator = d1.dot(d1) + d.dot(d2)
            guard denominator > 0 else { break }
            best = min(1, max(0, best - d.dot(d1) / denominator))
        }
        return curve.point(at: best).distance(to: point)
    }

    /// The signed area of each closed contour of `segments`.
    static func contourAreas(_ segments: [PathSegment]) -> [Double] {
        var areas: [Double] = []
        var start = Point.zero, current = Point.zero, area = 0.0
        for segment in segments {
            switch segment {
            case .move(let p): start = p; current = p; area = 0
            case .line(let p): area += CubicBezier(line: current, p).areaContribution; current = p
            case .cubic(let a, let b, let p): area += CubicBezier(current, a, b, p).areaContribution; current = p
            case .close:
                area += CubicBezier(line: current, start).areaContribution
                areas.append(area)
                current = start
            default: XCTFail("outlines hold only M, L, C and Z")
            }
        }
        return areas
    }

    /// Every cubic of `segments`, as curves.
    static func cubics(_ segments: [PathSegment]) -> [CubicBezier] {
        var current = Point.zero, result: [CubicBezier] = []
        for segment in segments {
            switch segment {
            case .move(let p), .line(let p): current = p
            case .cubic(let a, let b, let p): result.append(CubicBezier(current, a, b, p)); current = p
            default: break
            }
        }
        return result
    }
}
