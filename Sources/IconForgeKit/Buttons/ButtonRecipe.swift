import Foundation

/// What one button needs rendered (every state at every pixel scale), and what the renders
/// become: a `RenderedAsset` with each state's images and cap insets, plus the table-button
/// preview when asked. Writes nothing; the command and the pipeline share it.
public struct ButtonRecipe: Sendable {
    public struct Finished: Sendable {
        public var asset: RenderedAsset
        /// The preview picture, when asked for.
        public var preview: RGBAImage?
    }

    public var options: ButtonOptions
    public var template: ButtonTemplate
    public var group: String?
    /// Every pixel scale rendered: the formats' own plus 1x and 2x, which the preview shows.
    public let pixelScales: [Double]
    public var drawsPreview: Bool
    /// Android: the preview on a plain Material surface, in dp (see `ButtonPreview.platform`).
    public var previewPlatform = PreviewPlatform.ios

    /// `pixelScales`: what the formats write (see `OutputFormat.pixelScales(requested:)`).
    public init(options: ButtonOptions, template: ButtonTemplate, group: String? = nil,
                pixelScales: [Double], drawsPreview: Bool) {
        self.options = options
        self.template = template
        self.group = group
        self.pixelScales = Array(Set(pixelScales + (drawsPreview ? [1, 2] : []))).sorted()
        self.drawsPreview = drawsPreview
    }

    /// (state, scale, dark) of each request, in request order: every light state, then with
    /// `--dark-color` every dark one.
    var parts: [(state: ButtonState, scale: Double, dark: Bool)] {
        options.appearances.flatMap { dark in options.states.flatMap { state in pixelScales.map { (state, $0, dark) } } }
    }

    public var requests: [RenderRequest] {
        parts.map { request($0.state, scale: $0.scale, dark: $0.dark) }
    }

    /// The request that renders one state at one scale, in the dark appearance when `dark`.
    public func request(_ state: ButtonState, scale: Double, dark: Bool = false) -> RenderRequest {
        let layout = options.geometry.layout(scale: scale)
        let svg = template.svg(for: layout, geometry: options.geometry, palette: options.palette(for: state, dark: dark))
        return RenderRequest(svg: svg, targets: [RenderTarget(width: layout.width, height: layout.height, padding: 0)])
    }

    /// The button from the results of `requests` (same order).
    public func finish(_ results: [RenderResult]) throws -> Finished {
        var images: [Bool: [ButtonState: [Double: RGBAImage]]] = [:]
        for (part, result) in zip(parts, results) {
            images[part.dark, default: [:]][part.state, default: [:]][part.scale] =
                try Self.image(of: result, layout: options.geometry.layout(scale: part.scale))
        }
        // The dark appearance has the light one's cap insets at every scale: one layout for both.
        let layouts = Dictionary(uniqueKeysWithValues: pixelScales.map { ($0, options.geometry.layout(scale: $0)) })
        let asset = RenderedAsset(name: options.name, group: group, kind: .button, scales: options.scales,
                                  parts: options.appearances.flatMap { dark in
                                      options.states.map { state -> RenderedAsset.Part in
                                          var part = RenderedAsset.Part(state: state, images: images[dark]?[state] ?? [:], layouts: layouts)
                                          part.isDark = dark
                                          return part
                                      }
                                  })
        return Finished(asset: asset, preview: drawsPreview ? try preview(asset) : nil)
    }

    /// The render's one image, checked to be the size the layout asks for.
    static func image(of result: RenderResult, layout: StretchableLayout) throws -> RGBAImage {
        guard let image = result.images.first, image.width == layout.width, image.height == layout.height else {
            throw ButtonTemplateError.wrongSize(width: layout.width, height: layout.height)
        }
        return image
    }

    /// Each state stretched into the table-button frame at 1x and 2x.
    func preview(_ asset: RenderedAsset) throws -> RGBAImage {
        let rows = try asset.parts.map { part in
            ButtonPreview.Row(label: (part.state?.rawValue ?? "") + (part.isDark ? " (dark)" : ""), images: try [1.0, 2.0].map { scale in
                guard let image = part.images[scale] else {
                    throw ButtonTemplateError.noRender(state: part.state?.rawValue ?? "", scale: scale)
                }
                return (image, options.geometry.layout(scale: scale))
            }, dimsTitle: part.state == .disabled, onDark: part.isDark)
        }
        let frame = options.previewFrame(for: previewPlatform)
        var preview = ButtonPreview(title: options.title, frameWidth: frame.width, frameHeight: frame.height, rows: rows)
        preview.platform = previewPlatform
        return try preview.render()
    }
}
