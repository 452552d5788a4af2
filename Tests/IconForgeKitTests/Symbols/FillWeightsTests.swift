@testable import IconForgeKit
import XCTest

/// Weights for filled drawings: the outline moved by what a stroke of the nominal width (2 on a
/// 24-unit grid) gains or loses, the same points and commands in every weight, Regular as drawn,
/// counters that would close at Black held open, and a drawing too fine to embolden kept as it
/// is with one warning.
final class FillWeightsTests: XCTestCase {
    /// Filled icons in the manner of Bootstrap's and Material's fill sets, drawn for these tests.
    static let fills: [(String, Data)] = [
        ("heart", icon(#"<path d="M12 21 3.5 12.5C1 10 1 6 3.5 4.2 6 2.4 9.5 3 12 6c2.5-3 6-3.6 8.5-1.8C23 6 23 10 20.5 12.5z"/>"#)),
        ("gear", Data(FillFixtures.gear.utf8)),
        ("bell", icon(#"<path d="M12 2a7 7 0 0 0-7 7v5l-2 3v1h18v-1l-2-3V9a7 7 0 0 0-7-7zm-3 18a3 3 0 0 0 6 0z"/>"#)),
        ("frame", icon(#"<path fill-rule="evenodd" d="M3 3h18v18H3zm3 3v12h12V6z"/>"#)),
    ]

    static func icon(_ body: String) -> Data {
        Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\#(body)</svg>"#.utf8)
    }

    private func ink(_ data: Data) throws -> [Double] {
        try SymbolTemplate.weightDrawings(svg: data).map { try renderAlpha(String(decoding: $0, as: UTF8.self), width: 96, height: 96).coverage }
    }

    func testInkGrowsWithTheSameCommandsAndRegularIsTheDrawing() throws {
        for (name, data) in Self.fills {
            let ink = try ink(data)
            XCTAssertLessThan(ink[0], ink[1] * 0.97, name)
            XCTAssertGreaterThan(ink[2], ink[1] * 1.03, name)
            let built = try SymbolTemplate.build(svg: data, options: SymbolOptions())
            let commands = built.drawing.paths.map { $0.map { String($0.map(\.command)) } }
            XCTAssertEqual(commands[0], commands[1], name)
            XCTAssertEqual(commands[2], commands[1], name)
            // Regular is the fill as drawn.
            let regular = try renderAlpha(String(decoding: try SymbolTemplate.weightDrawings(svg: data)[1], as: UTF8.self), width: 96, height: 96)
            let source = try renderAlpha(String(decoding: data, as: UTF8.self), width: 96, height: 96)
            XCTAssertLessThan(try XCTUnwrap(regular.meanDifference(from: source)), 0.5, name)
            XCTAssertFalse(try SymbolTemplate.make(svg: data).warnings.contains { $0.kind == .tooFine }, name)
        }
    }

    /// A square frame's sides move by what a 2-unit stroke gains or loses on each side: 1.2 at
    /// Black (2.2x), 0.7 at Ultralight (0.3x).
    func testTheMoveIsWhatANominalStrokeGainsOrLoses() throws {
        let built = try SymbolTemplate.build(svg: Self.fills[3].1, options: SymbolOptions())
        let black = try XCTUnwrap(OutlineBounds.of(built.drawing.paths[2])), ultralight = try XCTUnwrap(OutlineBounds.of(built.drawing.paths[0]))
        XCTAssertEqual(black.x, 3 - 1.2, accuracy: 1e-9)
        XCTAssertEqual(black.width, 18 + 2.4, accuracy: 1e-9)
        XCTAssertEqual(ultralight.x, 3 + 0.7, accuracy: 1e-9)
        // The counter shrinks at Black: its corner moves from (6, 6) to (7.2, 7.2).
        let counter = built.drawing.paths[2][0].compactMap(\.points.last).filter { $0.x > 5 && $0.x < 10 && $0.y > 5 && $0.y < 10 }
        XCTAssertTrue(counter.contains { abs($0.x - 7.2) < 1e-9 && abs($0.y - 7.2) < 1e-9 }, "\(counter)")
    }

    /// A counter 1 unit wide would close at Black (2.4 of growth): each side stops at 45% of it.
    func testACounterThatWouldCloseAtBlackStaysOpen() throws {
        let slot = Self.icon(#"<path fill-rule="evenodd" d="M2 4h20v16H2zm4 7.5v1h12v-1z"/>"#)
        // A tenth of the slot, 0.1 unit, is left: 2 pixels at 20 pixels a unit.
        let black = try renderAlpha(String(decoding: try SymbolTemplate.weightDrawings(svg: slot)[2], as: UTF8.self), width: 480, height: 480)
        XCTAssertEqual(black[240, 240], 0, "the slot stays open")
        XCTAssertEqual(black[240, 200], 255)
        XCTAssertFalse(try SymbolTemplate.make(svg: slot).warnings.contains { $0.kind == .tooFine })
    }

    func testADrawingTooFineToEmboldenIsKeptAsDrawnWithOneWarning() throws {
        let hairlines = Self.icon(#"<path d="M2 4h20v0.3H2zM2 8h20v0.3H2zM2 12h20v0.3H2z"/>"#)
        let made = try SymbolTemplate.make(svg: hairlines)
        XCTAssertEqual(made.warnings.map(\.description),
                       ["too fine: fills too fine to embolden are drawn as in Regular in Ultralight and Black"])
        let drawings = try SymbolTemplate.weightDrawings(svg: hairlines)
        XCTAssertEqual(drawings[0], drawings[1])
        XCTAssertEqual(drawings[2], drawings[1])
    }

    /// The grid finds the same nearest edge as checking every edge, within the ray's length,
    /// for edges short and long (one spanning far past the cells).
    func testTheEdgeGridFindsTheNearestEdgeAsCheckingEveryEdgeDoes() {
        var generator = SystemRandomNumberGenerator()
        let polygons: [[Point]] = (0 ..< 60).map { _ in
            let centre = Point(x: Double.random(in: 0 ... 24, using: &generator), y: Double.random(in: 0 ... 24, using: &generator))
            return (0 ..< 7).map { step in
                let angle = Double(step) / 7 * 2 * .pi, radius = Double.random(in: 0.3 ... 3, using: &generator)
                return Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            }
        } + [[Point(x: -500, y: 3), Point(x: 500, y: 3.5), Point(x: 0, y: -400)]]
        let grid = EdgeGrid(polygons, cell: 2)
        for _ in 0 ..< 2000 {
            let origin = Point(x: Double.random(in: -2 ... 26, using: &generator), y: Double.random(in: -2 ... 26, using: &generator))
            let angle = Double.random(in: 0 ..< 2 * .pi, using: &generator)
            let direction = Point(x: cos(angle), y: sin(angle)), length = Double.random(in: 0.1 ... 5, using: &generator)
            var nearest: Double?
            for polygon in polygons {
                for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) {
                    let edge = b - a, denominator = direction.cross(edge)
                    guard abs(denominator) > 1e-12 else { continue }
                    let t = (a - origin).cross(edge) / denominator, u = (a - origin).cross(direction) / denominator
                    if t > 0, t <= length, u >= 0, u <= 1 { nearest = min(nearest ?? t, t) }
                }
            }
            XCTAssertEqual(grid.ray(from: origin, direction, length: length), nearest)
        }
    }

    /// A drawing of strokes and fills takes both ways: the stroke by its width, the fill by its outline.
    func testStrokesAndFillsTogetherBothChange() throws {
        let mixed = Self.icon(#"<circle cx="7" cy="12" r="4"/><path d="M14 6v12" fill="none" stroke="black" stroke-width="2"/>"#)
        let built = try SymbolTemplate.build(svg: mixed, options: SymbolOptions())
        let disk = built.drawing.paths.map { OutlineBounds.of([$0[0]])!.width }, bar = built.drawing.paths.map { OutlineBounds.of([$0[1]])!.width }
        XCTAssertEqual(disk[0], 8 - 1.4, accuracy: 0.05)
        XCTAssertEqual(disk[2], 8 + 2.4, accuracy: 0.05)
        XCTAssertEqual(bar[0], 0.6, accuracy: 1e-6)
        XCTAssertEqual(bar[2], 4.4, accuracy: 1e-6)
    }
}

/// Material's gear, for these tests.
enum FillFixtures {
    static let gear = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -960 960 960"><path d="m370-80-16-128q-13-5-24.5-12T307-235l-119 50L78-375l103\
    -78q-1-7-1-13.5v-27q0-6.5 1-13.5L78-585l110-190 119 50q11-8 23-15t24-12l16-128h220l16 128q13 5 24.5 12t22.5 15l119-50 110 190-103 \
    78q1 7 1 13.5v27q0 6.5-2 13.5l103 78-110 190-118-50q-11 8-23 15t-24 12L590-80H370Zm112-260q58 0 99-41t41-99q0-58-41-99t-99-41q-59 \
    0-99.5 41T342-480q0 58 40.5 99t99.5 41Z"/></svg>
    """
}
