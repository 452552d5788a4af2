import Foundation

/// Turns SVG sources into alpha-only tab-bar icons in a bundle, with their previews.
public struct IconBuilder {
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
        RenderRequest(svg: source.data, targets: renderedScales.map(options.target(scale:)),
                      baseURL: allowsExternalFiles ? source.fileURL : nil)
    }

    /// A finished render's images by scale.
    public func renders(_ result: RenderResult) -> [Int: RGBAImage] {
        Dictionary(uniqueKeysWithValues: zip(renderedScales, result.images))
    }

    /// The checks on a finished render (its 1x image).
    public func lint(_ source: IconSource, _ result: RenderResult) -> [IconWarning] {
        IconLint.check(image: renders(result)[1]!, clippedFraction: result.clippedFraction,
                       refersOutside: ExternalReferences.mentioned(in: source.data))
    }

    /// The encoded template image set of one icon; nothing is written.
    public func imageSet(named name: String, renders: [Int: RGBAImage]) throws -> ImageSet {
        let images = try options.scales.map { scale in
            ImageSet.Image(scale: scale, filename: ImageSet.filename(name, scale: scale),
                           data: try PNGEncoder.encode(renders[scale]!.alphaPlane))
        }
        return ImageSet(name: name, images: images, properties: ["template-rendering-intent": .string("template")])
    }

    /// Builds one icon from a finished render.
    public func finish(_ source: IconSource, _ rendered: Result<RenderResult, Error>) -> IconOutcome {
        var outcome = IconOutcome(source: source.displayName, name: source.name)
        do {
            let result = try rendered.get()
            guard result.images.count == renderedScales.count else {
                throw RenderError.renderFailed("expected \(renderedScales.count) images, got \(result.images.count)")
            }
            let renders = self.renders(result)
            outcome.warnings = lint(source, result)
            if strict, !outcome.warnings.isEmpty {
                // Every warning, on the one error line the icon gets.
                outcome.error = outcome.warnings.map(\.description).joined(separator: "; ") + " (--strict)"
                return outcome
            }
            let set = try imageSet(named: source.name, renders: renders)
            var preview: Data?
            if writesPreview {
                preview = try PNGEncoder.encode(try TabBarPreview(title: source.name, renders: renders).render())
            }
            // The preview goes first: it can be taken back if the bundle write fails, whereas
            // a bundle write replaces the previous icon for good.
            var previewFiles: [URL] = []
            if let preview {
                previewFiles.append(try writer.writePreview(preview, named: source.name))
            }
            do {
                outcome.files = try writer.write(set) + previewFiles
            } catch {
                previewFiles.forEach { try? FileManager.default.removeItem(at: $0) }
                throw error
            }
        } catch {
            outcome.error = String(describing: error)
        }
        return outcome
    }

    /// Builds every source; one failure never stops the others. A source whose asset name
    /// an earlier source already took (ignoring case, as macOS file systems do) fails
    /// rather than silently replace that icon. The others render in parallel when the
    /// rasterizer can, each written as soon as its pixels arrive (no two share a name, so
    /// the order renders finish in changes nothing); outcomes come back in input order.
    public func build(_ sources: [IconSource]) -> [IconOutcome] {
        var outcomes = [IconOutcome?](repeating: nil, count: sources.count)
        var taken: [String: String] = [:]
        var accepted: [Int] = []
        for (index, source) in sources.enumerated() {
            let key = source.name.lowercased()
            if let earlier = taken[key] {
                var outcome = IconOutcome(source: source.displayName, name: source.name)
                outcome.error = earlier == source.displayName ? "given more than once"
                    : "another input (\(earlier)) also becomes '\(source.name)'; rename one of them"
                outcomes[index] = outcome
            } else {
                taken[key] = source.displayName
                accepted.append(index)
            }
        }
        let lock = NSLock()
        rasterizer.renderBatch(accepted.map { request(for: sources[$0]) }) { position, result in
            let index = accepted[position]
            let outcome = finish(sources[index], result)
            lock.withLock { outcomes[index] = outcome }
        }
        return outcomes.map { $0! }
    }
}
