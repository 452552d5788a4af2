import Foundation

/// Turns SVG sources into alpha-only tab-bar icons in a bundle, with their previews.
public struct IconBuilder: TabIconBuilding {
    public var options: IconOptions
    public var writer: AssetWriter
    public var rasterizer: Rasterizer
    public var writesPreview: Bool
    /// Warnings fail the icon (nothing written) instead of just being reported.
    public var strict: Bool
    /// Let SVGs load files from their own folder or below; off, nothing external is loaded.
    public var allowsExternalFiles: Bool

    public init(options: IconOptions, writer: AssetWriter, rasterizer: Rasterizer = LibrsvgRasterizer(),
                writesPreview: Bool = true, strict: Bool = false, allowsExternalFiles: Bool = false) {
        self.options = options
        self.writer = writer
        self.rasterizer = rasterizer
        self.writesPreview = writesPreview
        self.strict = strict
        self.allowsExternalFiles = allowsExternalFiles
    }

    /// The scales rendered: the requested ones plus 1x, which the checks and preview use.
    var renderedScales: [Int] { Array(Set(options.scales + [1])).sorted() }

    /// The request that renders `source` at every needed scale.
    public func request(for source: IconSource) -> RenderRequest {
        request(for: source, targets: renderedScales.map(options.target(scale:)))
    }

    /// A finished render's images by scale.
    public func renders(_ result: RenderResult) -> [Int: RGBAImage] {
        Dictionary(uniqueKeysWithValues: zip(renderedScales, result.images))
    }

    /// The checks on a finished render (its 1x image).
    public func lint(_ source: IconSource, _ result: RenderResult) -> [IconWarning] {
        lint(source, result, image: renders(result)[1])
    }

    /// The encoded template image set of one icon; nothing is written.
    public func imageSet(named name: String, renders: [Int: RGBAImage]) throws -> ImageSet {
        let images = try options.scales.map { scale in
            guard let render = renders[scale] else { throw RenderError.renderFailed("no \(scale)x render") }
            return ImageSet.Image(scale: scale, filename: ImageSet.filename(name, scale: scale),
                                  data: try PNGEncoder.encode(render.alphaPlane))
        }
        return ImageSet(name: name, images: images, properties: ["template-rendering-intent": .string("template")])
    }

    /// Builds one icon from a finished render.
    public func finish(_ source: IconSource, _ rendered: Result<RenderResult, Error>) -> IconOutcome {
        outcome(source, rendered) { result in
            let renders = self.renders(result)
            let set = try imageSet(named: source.name, renders: renders)
            return try writer.write(preview: try preview(source.name, renders: renders), named: source.name) {
                try writer.write(set)
            }
        }
    }

    /// Builds every source; one failure never stops the others. A source whose asset name
    /// an earlier source already took (ignoring case, as macOS file systems do) fails
    /// rather than silently replace that icon. The others render in parallel when the
    /// rasterizer can; outcomes come back in input order.
    public func build(_ sources: [IconSource]) -> [IconOutcome] {
        buildBatch(sources)
    }

    func assetName(for source: IconSource) -> String { source.name }
}
