import Foundation

/// Renders a button's states through a `Rasterizer` and writes them into one bundle with the
/// preview: the `iconforge button` command. The work is a `ButtonRecipe`; the format decides
/// the files.
public struct ButtonBuilder {
    public var options: ButtonOptions
    public var template: ButtonTemplate
    public var rasterizer: Rasterizer

    public init(options: ButtonOptions, template: ButtonTemplate, rasterizer: Rasterizer) {
        self.options = options
        self.template = template
        self.rasterizer = rasterizer
    }

    /// The recipe rendering `pixelScales` (plus what the preview shows, when drawn).
    public func recipe(pixelScales: [Double], drawsPreview: Bool) -> ButtonRecipe {
        ButtonRecipe(options: options, template: template, pixelScales: pixelScales, drawsPreview: drawsPreview)
    }

    /// One state's image at one scale, with its layout.
    public func render(_ state: ButtonState, scale: Double) throws -> (image: RGBAImage, layout: StretchableLayout) {
        let recipe = self.recipe(pixelScales: [scale], drawsPreview: false)
        let layout = options.geometry.layout(scale: scale)
        return (try ButtonRecipe.image(of: rasterizer.render(recipe.request(state, scale: scale)), layout: layout), layout)
    }

    /// Renders `recipe`'s requests in parallel when the rasterizer can; the first failure,
    /// in state and scale order, is thrown.
    func finish(_ recipe: ButtonRecipe) throws -> ButtonRecipe.Finished {
        let requests = recipe.requests
        var results = [Result<RenderResult, Error>?](repeating: nil, count: requests.count)
        let lock = NSLock()
        rasterizer.renderBatch(requests) { index, result in
            lock.withLock { results[index] = result }
        }
        return try recipe.finish(results.map { result in
            guard let result else { throw ButtonTemplateError(reason: "the renderer delivered no result") }
            return try result.get()
        })
    }

    /// Every state at `scales` (plus 1x and 2x, which the preview shows, when `forPreview`).
    public func renders(scales: [Double], forPreview: Bool = true) throws -> [ButtonState: [Double: RGBAImage]] {
        let asset = try finish(recipe(pixelScales: scales + (forPreview ? [1, 2] : []), drawsPreview: false)).asset
        return Dictionary(uniqueKeysWithValues: asset.parts.map { ($0.state!, $0.images) })
    }

    /// The preview: each state stretched into the table-button frame at 1x and 2x.
    public func preview(renders: [ButtonState: [Double: RGBAImage]]) throws -> RGBAImage {
        let recipe = self.recipe(pixelScales: [1, 2], drawsPreview: true)
        let layouts = Dictionary(uniqueKeysWithValues: recipe.pixelScales.map { ($0, options.geometry.layout(scale: $0)) })
        return try recipe.preview(RenderedAsset(name: options.name, kind: .button, scales: options.scales, parts: options.states.map {
            .init(state: $0, images: renders[$0] ?? [:], layouts: layouts)
        }))
    }

    /// Renders everything, then writes the bundle and, with a `previewFolder`, the preview;
    /// returns the files written and the notes about the user's files left alone. Nothing is
    /// written when any render fails.
    public func build(into format: any OutputFormat, previewFolder: URL? = nil) throws -> BundleWrite {
        let bundle = try CommandBundle(format: format, previewFolder: previewFolder)
        let finished = try finish(recipe(pixelScales: format.pixelScales(requested: options.scales),
                                         drawsPreview: previewFolder != nil))
        let id = "buttons/" + options.name
        if let clash = try bundle.clash(finished.asset, id: id) {
            throw BundleError(format.root.appendingPathComponent(clash.path),
                              reason: "belongs to \(clash.id), written earlier; give the button another --name")
        }
        let preview = try finished.preview.map { try PNGEncoder.encode($0) }
        let written = try bundle.write(finished.asset, id: id, preview: preview)
        try bundle.save()
        return BundleWrite(files: written.files, notes: written.notes)
    }
}
