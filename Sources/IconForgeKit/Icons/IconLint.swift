/// The checks run on every icon: each looks at the pixels a tab bar would use.
public enum IconLint {
    /// Opaque share of the square above which the icon reads as a block.
    static let opaqueLimit = 0.85
    /// Coverage (share of the square) below which the icon is near-empty.
    static let emptyLimit = 0.02
    /// Share of ink pixels that are semi-transparent above which the icon is faint.
    static let faintLimit = 0.5
    /// Share of the drawn extent outside the canvas that counts as clipped.
    static let clippedLimit = 0.005

    /// Checks the 1x render (`image`, colours included) of an icon. `refersOutside` tells
    /// that the SVG references external content, which librsvg may have refused.
    public static func check(image: RGBAImage, clippedFraction: Double, refersOutside: Bool = false) -> [IconWarning] {
        let alpha = image.alphaPlane
        let area = Double(alpha.values.count)
        var warnings: [IconWarning] = []

        let ink = alpha.inkPixelCount
        if ink == 0 {
            let detail = refersOutside
                ? "nothing is drawn, and the SVG references external content, which may have been refused (external files load only with --allow-external-files, from the SVG's folder or below); the tab bar will show no icon"
                : "nothing is drawn; the tab bar will show no icon"
            return [IconWarning(kind: .empty, detail: detail)]
        }
        let coverage = alpha.coverage / area
        if coverage < emptyLimit {
            warnings.append(.init(kind: .empty, detail: "only \(percent(coverage)) of the square is covered; the icon will be near-invisible"))
        }
        let solid = Double(alpha.values.filter { $0 >= 250 }.count) / area
        if solid >= opaqueLimit {
            warnings.append(.init(kind: .opaqueBackground, detail: "\(percent(solid)) of the square is solid; the tab bar will show a block (draw the shape on a transparent background)"))
        }
        if let colour = colourUse(image) {
            warnings.append(.init(kind: .colourDiscarded, detail: colour))
        }
        if clippedFraction > clippedLimit {
            warnings.append(.init(kind: .clipped, detail: "\(percent(clippedFraction)) of the art lies outside the canvas and is cut off"))
        }
        let partial = alpha.values.filter { $0 > 0 && $0 < 200 }.count
        let partialShare = Double(partial) / Double(ink)
        if partialShare > faintLimit {
            warnings.append(.init(kind: .faint, detail: "\(percent(partialShare)) of the ink is semi-transparent at 1x; strokes are probably thinner than 1 px"))
        }
        return warnings
    }

    /// A sentence about colours or shades that the alpha-only output will drop, or nil.
    static func colourUse(_ image: RGBAImage) -> String? {
        var coloured = 0, inked = 0
        var example: RGBA?
        var minLuma = 255, maxLuma = 0
        for y in 0 ..< image.height {
            for x in 0 ..< image.width {
                let pixel = image[x, y]
                guard pixel.alpha >= 128 else { continue }
                inked += 1
                let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
                let chroma = channels.max()! - channels.min()!
                let luma = (channels[0] * 299 + channels[1] * 587 + channels[2] * 114) / 1000
                minLuma = min(minLuma, luma)
                maxLuma = max(maxLuma, luma)
                if chroma > 32 {
                    coloured += 1
                    if example == nil { example = RGBA(pixel.red, pixel.green, pixel.blue) }
                }
            }
        }
        guard inked > 0 else { return nil }
        if coloured * 50 > inked, let example {
            return "\(percent(Double(coloured) / Double(inked))) of the ink is coloured (e.g. \(example.hex)); a tab bar uses only alpha"
        }
        if maxLuma - minLuma > 96 {
            return "the art uses several shades of grey; a tab bar uses only alpha, so they all look the same"
        }
        return nil
    }

    static func percent(_ share: Double) -> String {
        let value = share * 100
        return value >= 10 || value == 0 ? "\(Int(value.rounded()))%" : "\((value * 10).rounded() / 10)%"
    }
}
