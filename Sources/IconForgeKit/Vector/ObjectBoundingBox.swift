/// An element's bounding box as objectBoundingBox units (of clip paths and gradients) read it,
/// measured twice. `exact` is SVG's: the geometry's tight box in the element's user space.
/// `librsvg` is what librsvg 2.54, which draws the PNGs, measures: cairo's fill extents, taken on
/// the device and mapped back, so under a rotation or skew it is the box of a box, larger than
/// the geometry. Where the two differ the renderers draw different pictures, so the converter
/// refuses what depends on the difference (`agrees`).
struct ObjectBoundingBox {
    var exact: Rect?
    var librsvg: Rect?

    /// Why art whose two boxes differ is refused, for `VectorDrawableError.unsupported`.
    static let disagreement = "renderers disagree on the bounding box of rotated or skewed art (librsvg measures a larger one)"

    /// Whether both measures are the same box, within rounding (a rotation by 90° is exact).
    var agrees: Bool {
        switch (exact, librsvg) {
        case (nil, nil): return true
        case let (a?, b?):
            let tolerance = 1e-9 * max(a.width, a.height, b.width, b.height)
            return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
                && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
        default: return false
        }
    }
}
