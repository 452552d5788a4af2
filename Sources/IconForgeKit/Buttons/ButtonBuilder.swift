import Foundation

/// Renders a button's states through a `Rasterizer`, and (through the pipeline,
/// `ButtonBuilder+Command`) writes them into one bundle with the preview: the `iconforge button`
/// command. The work is a `ButtonRecipe`; the format decides the files.
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
        let delivered = LockedBox([Result<RenderResult, Error>?](repeating: nil, count: requests.count))
        rasterizer.renderBatch(requests) { index, result in
            delivered.withLock { $0[index] = result }
        }
        return try recipe.finish(delivered.withLock { $0 }.map { result in
            guard let result else { throw ButtonTemplateError.noResult }
            return try result.get()
        })
    }

    /// Every state at `scales` (plus 1x and 2x, which the preview shows, when `forPreview`).
    public func renders(scales: [Double], forPreview: Bool = true) throws -> [ButtonState: [Double: RGBAImage]] {
        let asset = try finish(recipe(pixelScales: scales + (forPreview ? [1, 2] : []), drawsPreview: false)).asset
        return Dictionary(uniqueKeysWithValues: asset.parts.filter { !$0.isDark }.map { ($0.state!, $0.images) })
    }

    /// The preview: each state stretched into the table-button frame at 1x and 2x.
    public func preview(renders: [ButtonState: [Double: RGBAImage]]) throws -> RGBAImage {
        let recipe = self.recipe(pixelScales: [1, 2], drawsPreview: true)
        let layouts = Dictionary(uniqueKeysWithValues: recipe.pixelScales.map { ($0, options.geometry.layout(scale: $0)) })
        return try recipe.preview(RenderedAsset(name: options.name, kind: .button, scales: options.scales, parts: options.states.map {
            .init(state: $0, images: renders[$0] ?? [:], layouts: layouts)
        }))
    }
}
