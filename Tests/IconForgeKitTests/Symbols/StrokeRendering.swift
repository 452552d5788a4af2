import Foundation
@testable import IconForgeKit
import XCTest

/// Draws a stroke and its outline with librsvg on the same canvas and compares them.
enum StrokeRendering {
    struct Comparison {
        var mean: Double
        var maximum: Int
        /// The stroke's own ink, in whole pixels (to tell a real comparison from an empty one).
        var strokeCoverage: Double
    }

    /// The stroke of path data `d` with `attributes` (stroke-width, linecap, ...), drawn by
    /// librsvg at `scale` times a `size`-unit viewBox, against the outline iconforge makes of
    /// it, filled (nonzero).
    static func compare(_ d: String, width: Double, cap: StrokeStyle.Cap = .butt, join: StrokeStyle.Join = .miter,
                        miterLimit: Double = 4, size: Double = 24, scale: Double = 8,
                        tolerance: Double = 0.01) throws -> Comparison {
        let style = StrokeStyle(width: width, cap: cap, join: join, miterLimit: miterLimit)
        let outline = try StrokeOutliner.outline(subpaths: [PathParser.parse(d)], style: style, widths: [width],
                                             tolerance: tolerance)[0]
        let viewBox = "viewBox=\"0 0 \(size) \(size)\""
        let stroke = svg(#"<path d="\#(d)" fill="none" stroke="black" stroke-width="\#(width)" stroke-linecap="\#(cap.rawValue)" stroke-linejoin="\#(join.rawValue)" stroke-miterlimit="\#(miterLimit)"/>"#,
                         attributes: viewBox)
        let filled = svg(#"<path d="\#(PathData.string(outline, decimals: 6))" fill="black"/>"#, attributes: viewBox)
        let pixels = Int(size * scale)
        let a = try renderAlpha(stroke, width: pixels, height: pixels)
        let b = try renderAlpha(filled, width: pixels, height: pixels)
        return Comparison(mean: try XCTUnwrap(a.meanDifference(from: b)), maximum: try XCTUnwrap(a.maximumDifference(from: b)),
                          strokeCoverage: a.coverage)
    }
}
