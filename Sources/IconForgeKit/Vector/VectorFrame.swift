import Foundation

/// What both Android vector forms say of a drawing around its nodes: its size (dp, or points
/// for a PDF page), the viewport of its units mapped onto that size, the decimals its viewport
/// and offsets are written with, and whether it mirrors in right-to-left layouts. One value,
/// held by the drawing and by each writer (`VectorDrawableXML`, `ImageVectorKotlin`), so the
/// VectorDrawable and the ImageVector of one SVG cannot come to disagree on it.
struct VectorFrame: Equatable, Sendable {
    let width: Double
    let height: Double
    let viewportWidth: Double
    let viewportHeight: Double
    /// Decimal places for the viewport, group offsets and other coordinates: about five
    /// significant digits of the viewport.
    let decimals: Int
    /// Mirrored in right-to-left layouts (`android:autoMirrored`, `autoMirror = true`).
    var autoMirrored = false

    init(width: Double, height: Double, viewportWidth: Double, viewportHeight: Double, autoMirrored: Bool = false) {
        self.width = width
        self.height = height
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        decimals = max(2, min(6, 4 - Int(log10(max(viewportWidth, viewportHeight)).rounded(.down))))
        self.autoMirrored = autoMirrored
    }

    /// Places for the path data of a path under groups enlarging its units `scale` times
    /// (`PathPrecision`): what the VectorDrawable's path data and the ImageVector's builder
    /// calls both keep.
    func pathDecimals(scale: Double) -> Int {
        PathPrecision.decimals(width: width, height: height, viewportWidth: viewportWidth, viewportHeight: viewportHeight, scale: scale)
    }
}
