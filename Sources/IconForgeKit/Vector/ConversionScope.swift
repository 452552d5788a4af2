/// What an element inherits while the SVG tree is walked: its parent's style, the transform
/// still to bake into coordinates, the groups written above it, and the `<use>` ids being
/// inlined (to refuse cycles).
struct ConversionScope {
    var style: SVGStyle
    /// From the element's user space to the coordinates of the group it is written into.
    var pending = AffineTransform.identity
    /// From the coordinates of the group being written into to the root's user units.
    var groups = AffineTransform.identity
    var using: [String] = []

    /// From the element's user space to the root's user units.
    var ctm: AffineTransform { groups.concatenating(pending) }
}
