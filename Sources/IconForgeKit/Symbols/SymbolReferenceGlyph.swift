/// The reference capital Apple's template draws in its `Guides` layer beside each scale's
/// baseline (`<g id="H-reference">`): a thin "A" from baseline to capline that shows a designer
/// how the symbol stands beside text. The system aligns symbols by the baseline and capline
/// guides; the glyph is for the eye (the SF Symbols app shows it), drawn here from its measures.
enum SymbolReferenceGlyph {
    /// Where the glyph's origin sits left of the columns, as Apple's exports place it.
    static let x = 339.0
    /// Its advance: the width across the feet.
    static let width = 56.77
    /// The stem width of the Ultralight capital the template shows.
    static let stem = 2.3
    /// The crossbar's top and bottom, above the baseline.
    static let barTop = 26.7
    static let barBottom = 24.5

    /// The glyph's outline on its own baseline (y up is negative), one contour per stroke.
    static var path: String {
        let cap = SymbolPlacement.capHeight, foot = 1.0, apex = foot + width / 2
        func contour(_ points: [(Double, Double)]) -> String {
            "M" + points.map { "\(n($0.0)) \(n(-$0.1))" }.joined(separator: "L") + "Z"
        }
        // Each leg is a parallelogram from its foot to the apex; the bar spans between the legs.
        let slope = (width / 2) / cap
        let left = contour([(foot, 0), (foot + stem, 0), (apex + stem / 2, cap), (apex - stem / 2, cap)])
        let right = contour([(foot + width - stem, 0), (foot + width, 0), (apex + stem / 2, cap), (apex - stem / 2, cap)])
        let bar = contour([(foot + barBottom * slope, barBottom), (foot + width - barBottom * slope, barBottom),
                           (foot + width - barTop * slope, barTop), (foot + barTop * slope, barTop)])
        return left + right + bar
    }

    private static func n(_ value: Double) -> String { PathData.number(value, 3) }
}
