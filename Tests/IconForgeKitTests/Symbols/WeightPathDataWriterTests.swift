@testable import IconForgeKit
import XCTest

/// A symbol's path data in its shortest form, one letter per command for all three weights (Xcode
/// interpolates them command by command), drawing exactly the points the absolute form did.
final class WeightPathDataWriterTests: XCTestCase {
    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    func testAShorthandIsWrittenOnlyWhereEveryWeightAllowsIt() {
        // The first line is horizontal in two weights only, the second vertical in all three.
        let weights: [[PathSegment]] = [
            [.move(p(0, 0)), .line(p(10, 0)), .line(p(10, 5)), .close],
            [.move(p(0, 0)), .line(p(10, 0)), .line(p(10, 6)), .close],
            [.move(p(0, 0)), .line(p(10, 1)), .line(p(10, 7)), .close],
        ]
        XCTAssertEqual(WeightPathDataWriter(decimals: 3).write(weights), ["M0 0L10 0V5Z", "M0 0L10 0V6Z", "M0 0L10 1V7Z"])
        // Alone, the first weight would take an H.
        XCTAssertEqual(PathDataWriter(decimals: 3).write(weights[0]), "M0 0H10V5Z")
    }

    func testTheFormIsTheShortestOverAllWeightsTogether() {
        // Relative saves 4 characters in a weight far from the origin and costs 6 in one near it.
        let far: [PathSegment] = [.move(p(100, 100)), .line(p(101, 102))]
        let near: [PathSegment] = [.move(p(0.125, 0.125)), .line(p(1.5, 2))]
        let writer = WeightPathDataWriter(decimals: 3)
        XCTAssertEqual(writer.write([far, far, near]), ["M100 100l1 2", "M100 100l1 2", "M0.125 0.125l1.375 1.875"])
        XCTAssertEqual(writer.write([far, near, near]), ["M100 100L101 102", "M0.125 0.125L1.5 2", "M0.125 0.125L1.5 2"])
    }

    func testACurveIsSmoothOnlyWhereEveryWeightReflectsTheLastControl() {
        let smooth: [PathSegment] = [.move(p(100, 100)), .cubic(p(101, 104), p(103, 105), p(104, 105)),
                                     .cubic(p(105, 105), p(106, 106), p(107, 108))]
        var kinked = smooth
        kinked[2] = .cubic(p(105, 106), p(106, 106), p(107, 108))
        let writer = WeightPathDataWriter(decimals: 3)
        XCTAssertEqual(writer.write([smooth, smooth, smooth]), Array(repeating: "M100 100c1 4 3 5 4 5s2 1 3 3", count: 3))
        let written = writer.write([smooth, kinked, smooth])
        XCTAssertEqual(written, ["M100 100c1 4 3 5 4 5 1 0 2 1 3 3", "M100 100c1 4 3 5 4 5 1 1 2 1 3 3",
                                 "M100 100c1 4 3 5 4 5 1 0 2 1 3 3"])
        for (segments, d) in zip([smooth, kinked, smooth], written) { XCTAssertEqual(PathParser.parse(d), segments) }
    }

    func testEveryWeightDrawsTheRoundedPointsOfTheAbsoluteForm() throws {
        for (name, icon) in SymbolFixtures.all {
            let built = try SymbolTemplate.build(svg: icon, options: SymbolOptions())
            let root = try SVGElement.parse(try SymbolTemplate.make(svg: icon).svg)
            var letters: [[String]] = []
            for (index, weight) in SymbolWeight.allCases.enumerated() {
                let written = try SymbolFixtures.paths(of: weight, in: root)
                let absolute = Self.placed(built, index).map { PathData.string($0, decimals: 3) }
                XCTAssertEqual(written.count, absolute.count, name)
                for (d, old) in zip(written, absolute) {
                    let new = PathParser.parse(d), before = PathParser.parse(old)
                    XCTAssertEqual(new.count, before.count, name)
                    for (a, b) in zip(new, before) {
                        XCTAssertEqual(a.command, b.command, name)
                        for (u, v) in zip(a.points, b.points) {
                            XCTAssertEqual(u.x, v.x, accuracy: 1e-9, name)
                            XCTAssertEqual(u.y, v.y, accuracy: 1e-9, name)
                        }
                    }
                }
                letters.append(written.map { String($0.filter(\.isLetter)) })
            }
            XCTAssertEqual(letters[0], letters[1], name)
            XCTAssertEqual(letters[1], letters[2], name)
        }
    }

    func testRegularIsShorterAndDrawsTheSamePixels() throws {
        for (name, icon) in SymbolFixtures.all {
            let built = try SymbolTemplate.build(svg: icon, options: SymbolOptions())
            let root = try SVGElement.parse(try SymbolTemplate.make(svg: icon).svg)
            let written = try SymbolFixtures.paths(of: .regular, in: root)
            let absolute = Self.placed(built, 1).map { PathData.string($0, decimals: 3) }
            XCTAssertLessThan(written.joined().count, absolute.joined().count * 9 / 10, name)
            let before = try Self.drawnBack(absolute, built), after = try Self.drawnBack(written, built)
            XCTAssertGreaterThan(before.coverage, 100, name)
            XCTAssertEqual(after.values, before.values, name)
        }
    }

    typealias Built = (art: SymbolArt, drawing: SymbolDrawing, placement: SymbolPlacement)

    /// Weight `index`'s paths in its group's coordinates, as the template places them.
    static func placed(_ built: Built, _ index: Int) -> [[PathSegment]] {
        built.drawing.paths[index].map { path in path.map { $0.applying(built.placement.groupTransform(index)) } }
    }

    /// Regular's path data drawn back on the SVG's canvas at `pixels`.
    static func drawnBack(_ paths: [String], _ built: Built, pixels: Int = 192) throws -> AlphaPlane {
        let back = built.placement.groupTransform(1).inverted, canvas = built.art.canvas
        let body = paths.map { #"<path d="\#($0)"/>"# }.joined()
        return try renderAlpha(svg(#"<g transform="\#(back.svgMatrix)">\#(body)</g>"#,
                                   attributes: #"viewBox="\#(canvas.x) \#(canvas.y) \#(canvas.width) \#(canvas.height)""#),
                               width: pixels, height: pixels)
    }
}
