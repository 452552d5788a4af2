import Foundation

extension Linter {
    /// The pixel fit must leave less than this share of the aspect fit's half-covered pixels
    /// for `lint` to suggest it.
    static let sharperShare = 0.8

    /// A "soft" warning when the aspect fit draws grid art off its grid and `--fit pixel`
    /// measurably sharpens it at 1x (often not for 1.5-unit strokes, which straddle pixels at
    /// 1 px per unit); nil otherwise.
    func softness(_ data: Data, rendered: RenderResult, image: RGBAImage, fileURL: URL?) throws -> IconWarning? {
        guard let note = rendered.softGrid else { return nil }
        var pixel = iconOptions
        pixel.fit = .pixel
        let crisp = try rasterizer.render(RenderRequest(svg: data, targets: [pixel.target(scale: 1)],
                                                         baseURL: allowsExternalFiles ? fileURL : nil))
        guard crisp.fitFallback == nil, let crispImage = crisp.images.first else { return nil }
        let before = image.alphaPlane.halfCoveredShare, after = crispImage.alphaPlane.halfCoveredShare
        guard after < before * Self.sharperShare else { return nil }
        return IconWarning(kind: .soft, detail: note + " (half-covered pixels at 1x: \(NumberText.percent(before)) now, "
            + "\(NumberText.percent(after)) with --fit pixel)")
    }
}
