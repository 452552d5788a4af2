import Foundation

/// How many decimal places a drawable's path data keeps: what the drawing needs where Android
/// draws it largest. A VectorDrawable is drawn at most 4 px per dp (xxxhdpi) at its own size;
/// rounding each point to a step of at most 1/200 px there moves an edge by at most 1/400 px,
/// under one level of 8-bit alpha, so no drawn pixel changes visibly. The step is never more
/// than a thousandth of the viewport. A 24-unit viewport at 24 dp keeps 3 places, a 512-unit
/// one 2; a path under a group that enlarges it keeps more, one under a group that shrinks it fewer.
enum PathPrecision {
    /// Pixels per dp at xxxhdpi, the densest screens Android names.
    static let pixelsPerDP = 4.0

    /// Places for a path whose units are drawn `dpPerUnit` dp wide, in a viewport `viewport`
    /// units across (both in the path's own units, after the groups above it).
    static func decimals(dpPerUnit: Double, viewport: Double) -> Int {
        let step = min(1 / (200 * pixelsPerDP * dpPerUnit), viewport / 1000)
        guard step.isFinite, step > 0 else { return 3 }
        // The epsilon keeps a step of exactly 0.001 at 3 places, not 4.
        // Six places at most: more than Android's 32-bit floats hold of any coordinate past 10.
        return max(0, min(6, Int((-log10(step) - 1e-9).rounded(.up))))
    }

    /// Places for a path of a drawing `width` x `height` dp over a viewport of `viewportWidth` x
    /// `viewportHeight` units, under groups enlarging its units `scale` times: what the
    /// VectorDrawable's path data and the ImageVector's builder calls both keep.
    static func decimals(width: Double, height: Double, viewportWidth: Double, viewportHeight: Double, scale: Double) -> Int {
        let dpPerUnit = max(width / viewportWidth, height / viewportHeight) * scale
        return decimals(dpPerUnit: dpPerUnit, viewport: max(viewportWidth, viewportHeight) / scale)
    }
}
