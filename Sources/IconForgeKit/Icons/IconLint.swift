import Foundation

/// The checks run on every icon: each looks at the pixels a tab bar would use.
public enum IconLint {
    /// Opaque share of the square above which the icon reads as a block.
    static let opaqueLimit = 0.85
    /// Coverage (share of the square) below which the icon is near-empty.
    static let emptyLimit = 0.02
    /// Mean opacity of the inked pixels below which the icon is faint. Hairlines of 0.3-0.75 px
    /// average 0.25-0.41; 1 px lines off the pixel grid about 0.5; the 2.5 px strokes of common
    /// 24-grid icon sets at 30 px 0.55-0.9. (Counting semi-transparent pixels instead flagged a
    /// third of those icon sets: anti-aliased 2.5 px lines are mostly partial pixels.)
    static let faintLimit = 0.45
    /// Share of the drawn coverage outside the canvas that counts as clipped.
    static let clippedLimit = 0.005

    /// Checks the 1x render (`image`, colours included) of an icon. `refersOutside` tells
    /// that the SVG references external content, which librsvg may have refused; it is asked
    /// only of an icon that drew nothing (searching every SVG cost a batch more than its lint).
    /// `svg`, when given, is asked only of a faint icon whether it paints strokes, so the
    /// warning blames what the drawing has: its strokes, or its filled shapes.
    public static func check(image: RGBAImage, clippedFraction: Double, refersOutside: @autoclosure () -> Bool = false,
                             svg: Data? = nil) -> [IconWarning] {
        let alpha = image.alphaPlane
        let area = Double(alpha.values.count)
        var warnings: [IconWarning] = []

        let ink = alpha.inkPixelCount
        if ink == 0 {
            let detail = refersOutside()
                ? "nothing is drawn, and the SVG references external content, which may have been refused (external files load only with --allow-external-files, from the SVG's folder or below); the tab bar will show no icon"
                : "nothing is drawn; the tab bar will show no icon"
            return [IconWarning(kind: .empty, detail: detail)]
        }
        let coverage = alpha.coverage / area
        if coverage < emptyLimit {
            warnings.append(.init(kind: .empty, detail: "only \(NumberText.percent(coverage)) of the square is covered; the icon will be near-invisible"))
        }
        let solid = Double(alpha.values.reduce(0) { $0 + ($1 >= 250 ? 1 : 0) }) / area
        if solid >= opaqueLimit {
            warnings.append(.init(kind: .opaqueBackground, detail: "\(NumberText.percent(solid)) of the square is solid; the tab bar will show a block (draw the shape on a transparent background)"))
        }
        if let colour = colourUse(image) {
            warnings.append(.init(kind: .colourDiscarded, detail: colour))
        }
        if clippedFraction > clippedLimit {
            warnings.append(.init(kind: .clipped, detail: "\(NumberText.percent(clippedFraction)) of the art lies outside the canvas and is cut off"))
        }
        let inkOpacity = alpha.coverage / Double(ink)
        if coverage >= emptyLimit, inkOpacity < faintLimit {
            warnings.append(.init(kind: .faint, detail: "the ink averages \(NumberText.percent(inkOpacity)) opacity at 1x; \(faintCause(svg))"))
        }
        return warnings
    }

    /// What makes an icon faint, by what its drawing has: strokes (or an SVG not known), or
    /// filled shapes only.
    static func faintCause(_ svg: Data?) -> String {
        guard let svg, !StrokePaint.isPainted(in: svg) else { return "strokes are probably thinner than 1 px" }
        return "its filled shapes are probably thinner than 1 px"
    }

    /// The pixel fit's fallback, when a render had one (`--fit pixel` could not align the art).
    public static func fitWarnings(_ result: RenderResult) -> [IconWarning] {
        result.fitFallback.map { [IconWarning(kind: .pixelFit, detail: $0)] } ?? []
    }

    /// A sentence about colours or shades that the alpha-only output will drop, or nil.
    static func colourUse(_ image: RGBAImage) -> String? {
        var coloured = 0, inked = 0
        var example: RGBA?
        var exampleAlpha: UInt8 = 0
        var minLuma = 255, maxLuma = 0
        for y in 0 ..< image.height {
            for x in 0 ..< image.width {
                let pixel = image[x, y]
                guard pixel.alpha >= 128 else { continue }
                inked += 1
                // Scalars, not an array of the three: this runs for every inked pixel of every icon.
                let red = Int(pixel.red), green = Int(pixel.green), blue = Int(pixel.blue)
                let chroma = max(red, green, blue) - min(red, green, blue)
                let luma = (red * 299 + green * 587 + blue * 114) / 1000
                minLuma = min(minLuma, luma)
                maxLuma = max(maxLuma, luma)
                if chroma > 32 {
                    coloured += 1
                    // Edge pixels lose precision when unpremultiplied: name a solid one if any.
                    if example == nil || pixel.alpha == 255 && exampleAlpha < 255 {
                        example = RGBA(pixel.red, pixel.green, pixel.blue)
                        exampleAlpha = pixel.alpha
                    }
                }
            }
        }
        guard inked > 0 else { return nil }
        if coloured * 50 > inked, let example {
            return "\(NumberText.percent(Double(coloured) / Double(inked))) of the ink is coloured (e.g. \(example.hex)); a tab bar uses only alpha"
        }
        if maxLuma - minLuma > 96 {
            return "the art uses several shades of grey; a tab bar uses only alpha, so they all look the same"
        }
        return nil
    }
}
