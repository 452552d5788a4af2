import Foundation

/// Renders a button's states through a `Rasterizer` and turns them into image sets for a
/// bundle format, each file carrying its cap insets, plus the table-button preview.
public struct ButtonBuilder {
    public var options: ButtonOptions
    public var template: ButtonTemplate
    public var rasterizer: Rasterizer

    public init(options: ButtonOptions, template: ButtonTemplate, rasterizer: Rasterizer) {
        self.options = options
        self.template = template
        self.rasterizer = rasterizer
    }

    /// The pixel densities a format gets.
    public func scales(for format: BundleFormat) -> [Double] {
        format == .android ? AndroidResources.Density.allCases.map(\.scale) : options.scales.map(Double.init)
    }

    /// The request that renders one state at one scale.
    public func request(_ state: ButtonState, scale: Double) -> RenderRequest {
        let layout = options.geometry.layout(scale: scale)
        let svg = template.svg(for: layout, geometry: options.geometry, palette: options.palette(for: state))
        return RenderRequest(svg: svg, targets: [RenderTarget(width: layout.width, height: layout.height, padding: 0)])
    }

    /// One state's image at one scale, with its layout.
    public func render(_ state: ButtonState, scale: Double) throws -> (image: RGBAImage, layout: StretchableLayout) {
        let layout = options.geometry.layout(scale: scale)
        return (try image(of: rasterizer.render(request(state, scale: scale)), layout: layout), layout)
    }

    /// Renders every state at `scales` (plus 1x and 2x, which the preview shows, when
    /// `forPreview`), in parallel when the rasterizer can. The first failure, in state and
    /// scale order, is thrown.
    public func renders(scales: [Double], forPreview: Bool = true) throws -> [ButtonState: [Double: RGBAImage]] {
        let all = Set(scales + (forPreview ? [1, 2] : [])).sorted()
        let parts = options.states.flatMap { state in all.map { (state: state, scale: $0) } }
        var results = [Result<RenderResult, Error>?](repeating: nil, count: parts.count)
        let lock = NSLock()
        rasterizer.renderBatch(parts.map { request($0.state, scale: $0.scale) }) { index, result in
            lock.withLock { results[index] = result }
        }
        var renders: [ButtonState: [Double: RGBAImage]] = [:]
        for (part, result) in zip(parts, results) {
            guard let result else { throw ButtonTemplateError(reason: "the renderer delivered no result") }
            renders[part.state, default: [:]][part.scale] = try image(of: result.get(),
                                                                      layout: options.geometry.layout(scale: part.scale))
        }
        return renders
    }

    /// The render's one image, checked to be the size the layout asks for.
    private func image(of result: RenderResult, layout: StretchableLayout) throws -> RGBAImage {
        guard let image = result.images.first, image.width == layout.width, image.height == layout.height else {
            throw ButtonTemplateError(reason: "the template did not render at \(layout.width)x\(layout.height) px")
        }
        return image
    }

    /// The image sets of `format`, one per state.
    public func imageSets(_ format: BundleFormat, renders: [ButtonState: [Double: RGBAImage]]) throws -> [ImageSet] {
        try options.states.map { state in
            let images = try scales(for: format).map { scale -> ImageSet.Image in
                let layout = options.geometry.layout(scale: scale)
                let image = try Self.image(state, scale: scale, in: renders)
                if format == .android {
                    let name = AndroidResources.resourceName(options.name) + state.androidSuffix
                    let framed = NinePatch.framed(image, regions: layout.ninePatchRegions)
                    return ImageSet.Image(scale: Int(scale.rounded(.up)), filename: "\(name).9.png",
                                          data: try PNGEncoder.encode(framed), pixelScale: scale)
                }
                let name = options.name + state.assetSuffix
                return ImageSet.Image(scale: Int(scale), filename: ImageSet.filename(name, scale: Int(scale)),
                                      data: try PNGEncoder.encode(image, texts: [layout.pngText]),
                                      resizing: layout.xcodeResizing)
            }
            return ImageSet(name: options.name + state.assetSuffix, images: images)
        }
    }

    private static func image(_ state: ButtonState, scale: Double,
                              in renders: [ButtonState: [Double: RGBAImage]]) throws -> RGBAImage {
        guard let image = renders[state]?[scale] else {
            throw ButtonTemplateError(reason: "no \(state.rawValue) render at \(StretchableLayout.decimal(scale))x")
        }
        return image
    }

    /// The preview: each state stretched into the table-button frame at 1x and 2x.
    public func preview(renders: [ButtonState: [Double: RGBAImage]]) throws -> RGBAImage {
        let rows = try options.states.map { state in
            ButtonPreview.Row(label: state.rawValue, images: try [1.0, 2.0].map { scale in
                (try Self.image(state, scale: scale, in: renders), options.geometry.layout(scale: scale))
            }, dimsTitle: state == .disabled)
        }
        return try ButtonPreview(title: options.title, frameWidth: options.previewWidth,
                                 frameHeight: options.previewHeight, rows: rows).render()
    }

    /// Renders everything, then writes the bundle and the preview; returns the files written.
    /// Nothing is written when any render fails.
    public func build(into writer: AssetWriter, format: BundleFormat, writesPreview: Bool = true,
                      previewFolder: URL? = nil) throws -> [URL] {
        let renders = try renders(scales: scales(for: format), forPreview: writesPreview)
        let sets = try imageSets(format, renders: renders)
        let preview = writesPreview ? try PNGEncoder.encode(try preview(renders: renders)) : nil
        return try writer.write(preview: preview, named: options.name, in: previewFolder) {
            var files: [URL] = []
            for set in sets { files += try writer.write(set) }
            if let android = writer as? AndroidResources {
                files.append(try android.writeResource(stateList(), folder: android.resourceType,
                                                       filename: AndroidResources.resourceName(options.name) + "_states.xml"))
            }
            return files
        }
    }

    /// An Android state-list drawable choosing between the states' 9-patches.
    func stateList() -> Data {
        let base = AndroidResources.resourceName(options.name)
        let ordered = options.states.filter { $0 != .normal } + options.states.filter { $0 == .normal }
        let items = ordered.map { state -> String in
            let condition = state.androidSelector.map { " \($0)" } ?? ""
            return "    <item\(condition) android:drawable=\"@drawable/\(base)\(state.androidSuffix)\"/>"
        }
        return Data(([
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
            "<selector xmlns:android=\"http://schemas.android.com/apk/res/android\">",
        ] + items + ["</selector>"]).joined(separator: "\n").utf8 + [10])
    }
}
