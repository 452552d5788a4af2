/// Checks a button template the way stretching will use it: renders the normal state at
/// 2x, wider than its caps, and measures what UIKit and Android would do to it.
public enum ButtonLint {
    /// Largest channel difference between a stretched column (or row) and the centre one
    /// that still looks identical.
    static let stretchTolerance = 8
    /// Alpha below which a body pixel lets the background show through.
    static let opaqueAlpha: UInt8 = 250
    /// Share of see-through body pixels tolerated (anti-aliasing along the outline).
    static let translucentLimit = 0.01

    /// Renders `template` with `geometry` and returns the warnings; uses the icon warning
    /// type so every check prints the same way.
    public static func check(_ template: ButtonTemplate, geometry: ButtonGeometry = ButtonGeometry(),
                             rasterizer: Rasterizer = LibrsvgRasterizer()) throws -> [IconWarning] {
        var wide = geometry
        wide.width = Double(geometry.compactSide * 3)
        let options = ButtonOptions(geometry: wide, color: RGBA(0x33, 0x66, 0xCC), states: [.normal])
        let rendered = try ButtonBuilder(options: options, template: template, rasterizer: rasterizer).render(.normal, scale: 2)
        let cap = rendered.layout.insets.left
        var warnings: [IconWarning] = []
        if let detail = cornerIntrusion(rendered.image, cap: cap, vertical: geometry.stretch == .both) {
            warnings.append(IconWarning(kind: .capsTooSmall, detail: detail))
        }
        let corner = Int((geometry.cornerRadius * 2).rounded(.up)) + 2
        if let detail = translucency(rendered.image, corner: corner) {
            warnings.append(IconWarning(kind: .translucent, detail: detail))
        }
        return warnings
    }

    /// A sentence when the art between the caps changes along the stretch direction, i.e.
    /// the corners (or anything else) reach into what stretches.
    static func cornerIntrusion(_ image: RGBAImage, cap: Int, vertical: Bool) -> String? {
        let lastX = image.width - cap
        guard lastX > cap else { return nil }
        let middle = image.width / 2
        var worst = 0, reach = 0
        for x in cap ..< lastX {
            let difference = (0 ..< image.height).map { y in image[x, y].maximumChannelDifference(from: image[middle, y]) }.max() ?? 0
            if difference > stretchTolerance {
                worst = max(worst, difference)
                reach = max(reach, min(x - cap + 1, lastX - x))
            }
        }
        var detail = worst > 0 ? "the corners reach \(reach) px into the stretchable centre at 2x (caps \(cap) px); "
            + "columns differ by up to \(worst)/255, so stretching will smear them" : nil
        if vertical, detail == nil {
            // Stretched rows must equal each other too: the glare and the corners belong in the caps.
            let lastY = image.height - cap, middleY = image.height / 2
            for y in cap ..< max(cap, lastY) {
                let difference = (0 ..< image.width).map { x in image[x, y].maximumChannelDifference(from: image[x, middleY]) }.max() ?? 0
                if difference > stretchTolerance { worst = max(worst, difference); reach = max(reach, min(y - cap + 1, lastY - y)) }
            }
            if worst > 0 {
                detail = "the corners or the glare reach \(reach) px into the stretchable centre rows at 2x (caps \(cap) px); "
                    + "rows differ by up to \(worst)/255, so stretching will smear them (end the gradient at {{glareHeight}})"
            }
        }
        return detail
    }

    /// A sentence when the body (away from the outline's anti-aliased edge and the
    /// `corner`-pixel corner squares) lets the background through.
    static func translucency(_ image: RGBAImage, corner: Int) -> String? {
        var body = 0, seeThrough = 0
        var example: (x: Int, y: Int, alpha: UInt8)?
        for y in 2 ..< max(2, image.height - 2) {
            for x in 2 ..< max(2, image.width - 2) {
                let inCornerX = x < corner || x >= image.width - corner
                let inCornerY = y < corner || y >= image.height - corner
                if inCornerX && inCornerY { continue }
                body += 1
                let alpha = image[x, y].alpha
                if alpha < opaqueAlpha {
                    seeThrough += 1
                    if example == nil { example = (x, y, alpha) }
                }
            }
        }
        guard body > 0, let example, Double(seeThrough) / Double(body) > translucentLimit else { return nil }
        return "\(NumberText.percent(Double(seeThrough) / Double(body))) of the button body is see-through "
            + "(e.g. alpha \(example.alpha) at \(example.x),\(example.y) at 2x); buttons should be opaque"
    }
}

