/// How a path is stroked, in its own user units: SVG's `stroke-width`, `stroke-linecap`,
/// `stroke-linejoin` and `stroke-miterlimit`.
struct StrokeStyle: Equatable {
    enum Cap: String { case butt, round, square }
    enum Join: String { case miter, round, bevel }

    var width: Double
    var cap: Cap = .butt
    var join: Join = .miter
    /// The longest miter, as a multiple of the width, before a miter join is drawn beveled.
    var miterLimit: Double = 4
}
