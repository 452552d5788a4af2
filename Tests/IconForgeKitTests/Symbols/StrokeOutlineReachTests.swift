@testable import IconForgeKit
import XCTest

/// An outline reaches no further than its stroke can: every point within the centre line's box
/// grown by half the width times the miter limit (√2 for a square cap's corner, when the limit
/// is smaller), at any width. Strokes far wider than the art once fitted edges with handles
/// millions of times their length, and an Ultralight outline of a 24-unit icon stroked 400,000
/// wide spanned a billion units.
final class StrokeOutlineReachTests: XCTestCase {
    /// Curves whose ends barely bend against their directions (a control point on an end point:
    /// Lucide's fish-symbol, its speech bubble's question mark), a plain arch, and sharp corners
    /// for the joins and caps.
    static let fish = "M2 16s9-15 20-4C11 23 2 8 2 8"
    static let curves = [fish, "M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3", "M4 18 C 20 4, 4 4, 20 18"]
    static let corners = "M3 20 L8 5 L13 20 L18 5 L21 12 M2 2 L2 2"

    func testOutlinesOfHugeWidthsStayWithinWhatTheStrokeReaches() throws {
        let styles = [StrokeStyle(width: 1, cap: .butt, join: .miter, miterLimit: 4), StrokeStyle(width: 1, cap: .square, join: .miter, miterLimit: 1.2),
                      StrokeStyle(width: 1, cap: .round, join: .round), StrokeStyle(width: 1, cap: .square, join: .bevel, miterLimit: 10)]
        for width in [2e4, 4e5, 1e6] {
            // The edges are the same for any join and cap: curves are outlined once, corners in every style.
            for (d, style) in Self.curves.map({ ($0, styles[0]) }) + styles.map({ (Self.corners, $0) }) {
                let widths = [0.3 * width, width, 2.2 * width]
                let outlines = try StrokeOutliner.outline(subpaths: [PathParser.parse(d)], style: style, widths: widths, tolerance: 0.01)
                for (w, outline) in outlines.enumerated() {
                    let reach = widths[w] / 2 * max(style.miterLimit, 2.0.squareRoot())
                    Self.assertWithin(outline, of: d, reach: reach, "\(d) width \(widths[w]) \(style.cap) \(style.join)")
                }
            }
        }
    }

    /// The exact report: `stroke-width="400000"` on a 24-unit canvas, through the whole template.
    func testA400000WideStrokeOnA24UnitIconStaysWithinItsReachInEveryWeight() throws {
        let d = Self.fish
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" "##
            + ##"stroke-width="400000" stroke-linejoin="miter"><path d="\##(d)"/></svg>"##
        let built = try SymbolTemplate.build(svg: Data(svg.utf8), options: SymbolOptions(name: "fish"))
        XCTAssertEqual(built.drawing.paths.count, 3)
        for (w, scale) in [0.3, 1, 2.2].enumerated() {
            Self.assertWithin(built.drawing.paths[w].flatMap { $0 }, of: d, reach: 400000 * scale / 2 * 4, "weight \(w)")
        }
    }

    static func assertWithin(_ outline: [PathSegment], of d: String, reach: Double, _ message: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let path = PathBounds.of(PathParser.parse(d)), let ink = OutlineBounds.of([outline]) else {
            return XCTFail("no bounds: \(message)", file: file, line: line)
        }
        // The edges are fitted within the outliner's tolerance (0.01) of the true ones.
        let slack = reach * 1e-9 + 0.02
        let excess = max(path.x - ink.x, path.y - ink.y, ink.x + ink.width - path.x - path.width,
                         ink.y + ink.height - path.y - path.height) - reach
        XCTAssertLessThanOrEqual(excess, slack, "\(message): the outline reaches \(excess) past the stroke's reach \(reach)",
                                 file: file, line: line)
    }
}
