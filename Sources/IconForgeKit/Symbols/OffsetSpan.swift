/// One stretch of a stroked cubic between two parameters, with its edges fitted for every
/// width of the outline. The stretch is the same for all widths; only the edges differ.
struct OffsetSpan {
    /// The side toward the centre of curvature; nil where the curve is straight.
    enum Side { case left, right }

    var start: Double
    var end: Double
    var inner: Side?
    /// Whether the stroke of some width reaches past the centre of curvature here, so that an
    /// extra contour covers the fold (`innerOffset` is then filled in).
    var folds = false
    /// Per width: the edge on the curve's `perpendicular` side and on the other side. On the
    /// inner side the edge stops at the centre of curvature, so the edges never cross over.
    var left: [CubicBezier] = []
    var right: [CubicBezier] = []
    /// Per width, when `folds`: the full offset on the inner side, past the centre of curvature
    /// (the same curve as the inner edge in a width that does not fold here).
    var innerOffset: [CubicBezier] = []
}
