import Foundation

/// What one tab icon needs rendered, and what the renders become: one `RenderedAsset` per
/// canvas, checked, plus the tab-bar preview when asked. Writes nothing; the commands and
/// the pipeline share it.
public struct TabIconRecipe: Sendable {
    /// One drawing of the icon: a canvas size and the pixel scales it is rendered at.
    public struct Canvas: Equatable, Sendable {
        public var options: IconOptions
        public var pixelScales: [Double]
        /// The vector file drawn as well, when the format writes one.
        public var vector: VectorArt?

        /// `options` at `pixelScales` plus 1x, which the checks and the preview use.
        public init(options: IconOptions, pixelScales: [Double], vector: VectorArt? = nil) {
            self.options = options
            self.pixelScales = Array(Set(pixelScales + [1])).sorted()
            self.vector = vector
        }

        /// The canvas `format` renders an icon of `options` on.
        public init(options: IconOptions, format: any OutputFormat) {
            let own = format.iconOptions(options)
            self.init(options: own, pixelScales: format.pixelScales(requested: options.scales), vector: format.vectorArt(own))
        }
    }

    /// The finished icon.
    public struct Finished: Sendable {
        /// One asset per canvas, in canvas order.
        public var assets: [RenderedAsset]
        public var warnings: [IconWarning]
        /// The tab-bar preview as PNG bytes, when asked for.
        public var preview: Data?
        /// The first canvas's 1x render (what the contact sheet shows).
        public var base: RGBAImage
    }

    public var source: IconSource
    public var name: String
    public var group: String?
    /// Scales the user asked for (formats decide what they write).
    public var scales: [Int]
    /// The first canvas is checked and previewed.
    public var canvases: [Canvas]
    /// Warnings fail the icon instead of being reported.
    public var strict = false
    /// Let the SVG load files from its own folder or below; off, nothing external is loaded.
    public var allowsExternalFiles = false
    public var drawsPreview = false
    /// The files' encodings to run where each canvas is rendered, by canvas index (see
    /// `OutputFormat.finishing(of:pixelScales:)`); anything not planned is encoded by `finish`.
    public var encodings: [Int: [RenderFinishing.Encoding]] = [:]

    public init(source: IconSource, name: String? = nil, group: String? = nil, scales: [Int], canvases: [Canvas]) {
        self.source = source
        self.name = name ?? source.name
        self.group = group
        self.scales = scales
        self.canvases = canvases
    }

    /// One request per canvas; the worker that renders it also encodes the planned files and
    /// draws the preview, so only bytes come back.
    public var requests: [RenderRequest] {
        canvases.indices.map { index in
            let canvas = canvases[index]
            return RenderRequest(svg: source.data, targets: canvas.pixelScales.map(canvas.options.target(pixelScale:)),
                                 baseURL: allowsExternalFiles ? source.fileURL : nil, finishing: finishing(canvas: index),
                                 pdfPage: canvas.vector?.pdfPage, drawable: canvas.vector?.drawableOptions,
                                 symbol: canvas.vector?.symbolOptions.map { options in
                                     var options = options
                                     options.name = name
                                     return options
                                 })
        }
    }

    /// An outline of the asset (no pixels), for formats to plan their files from.
    public var outline: RenderedAsset {
        RenderedAsset(name: name, group: group, kind: .tabIcon, scales: scales, parts: [.init(images: [:])])
    }

    /// What the worker does after rendering canvas `index`, or nil for pixels alone.
    func finishing(canvas index: Int) -> RenderFinishing? {
        var finishing = RenderFinishing(encodings: encodings[index] ?? [])
        if index == 0, drawsPreview {
            // The densities an iPhone would use for 1x, 2x and 3x.
            let targets = [1, 2, 3].reduce(into: [Int: Int]()) { $0[$1] = canvases[0].pixelScales.firstIndex(of: Double($1)) }
            finishing.preview = .init(title: name, targets: targets)
        }
        // Once every file is encoded in the worker, only the first canvas's 1x render comes back
        // (the checks and the contact sheet read it). A vector format may fall back to PNGs it
        // did not plan, so it gets every render.
        if encodings[index] != nil, canvases[index].vector == nil {
            finishing.returnedPixels = Set(index == 0 ? canvases[0].pixelScales.firstIndex(of: 1).map { [$0] } ?? [] : [])
        }
        return finishing.isEmpty ? nil : finishing
    }

    /// The icon from the results of `requests` (same order). Throws why there is none: a
    /// render with too few images, a drawing with nothing in it, or warnings under `strict`.
    public func finish(_ results: [RenderResult]) throws -> Finished {
        guard results.count == canvases.count else {
            throw RenderError.renderCount(expected: canvases.count, got: results.count)
        }
        let assets = try zip(canvases.indices, results).map { index, result -> RenderedAsset in
            let canvas = canvases[index]
            guard result.images.count == canvas.pixelScales.count else {
                throw RenderError.imageCount(expected: canvas.pixelScales.count, got: result.images.count)
            }
            // Renders left in the worker (files encoded there) come back empty.
            let images = Dictionary(uniqueKeysWithValues: zip(canvas.pixelScales, result.images).filter { $0.1.width > 0 })
            var asset = RenderedAsset(name: name, group: group, kind: .tabIcon, scales: scales,
                                      parts: [.init(images: images, encoded: encoded(canvas: index, result))])
            try drawVector(canvas.vector, result, into: &asset)
            return asset
        }
        guard let first = assets.first, let base = first.parts[0].images[1] else { throw RenderError.missingImage(scale: 1) }
        // An icon that draws nothing is no icon: a blank file would pass unnoticed until the app shows an empty tab.
        if base.alphaPlane.inkPixelCount == 0 {
            throw IconError.drawsNothing(refersOutside: ExternalReferences.mentioned(in: source.data),
                                         externalAllowed: allowsExternalFiles)
        }
        let warnings = IconLint.check(image: base, clippedFraction: results[0].clippedFraction)
            + fitWarnings(results) + assets.compactMap(vectorWarning) + symbolWarnings(results)
        if strict, !warnings.isEmpty { throw IconError.strict(warnings) }
        var finished = Finished(assets: assets.map { asset in
            var asset = asset
            asset.warnings = warnings.map(\.description)
            return asset
        }, warnings: warnings, base: base)
        if drawsPreview {
            if let preview = results[0].preview {
                finished.preview = preview
            } else {
                // A rasterizer that ran no finishing: draw it here, the same way.
                var result = results[0]
                try RenderFinishing(preview: finishing(canvas: 0)?.preview).apply(to: &result)
                finished.preview = result.preview
            }
        }
        return finished
    }

    /// The files the worker encoded for canvas `index`; none when it ran no finishing.
    private func encoded(canvas index: Int, _ result: RenderResult) -> [RenderedAsset.EncodedImage] {
        let planned = finishing(canvas: index)?.encodings ?? []
        guard planned.count == result.encoded.count else { return [] }
        return zip(planned, result.encoded).map { encoding, data in
            RenderedAsset.EncodedImage(scale: canvases[index].pixelScales[encoding.target], spec: encoding.spec, data: data)
        }
    }
}

extension TabIconRecipe {
    /// The pixel fit's fallbacks across every canvas (iOS and Android), each said once.
    func fitWarnings(_ results: [RenderResult]) -> [IconWarning] {
        var seen = Set<String>()
        return results.flatMap(IconLint.fitWarnings).filter { seen.insert($0.description).inserted }
    }
}

extension TabIconRecipe {
    /// Puts the vector file `art` asks for into `asset`: the PDF or the VectorDrawable the render
    /// worker made (the SVG is never parsed for it here). An SVG the drawable cannot express fails
    /// the icon by name, or falls back to the PNGs when the format allows.
    func drawVector(_ art: VectorArt?, _ result: RenderResult, into asset: inout RenderedAsset) throws {
        switch art {
        case nil: return
        case .pdf:
            guard let pdf = result.pdf else { throw RenderError.missingPDF }
            asset.vector = pdf
        case .drawable(_, let fallsBack):
            switch result.drawable {
            case .converted(let drawable)?:
                asset.vector = drawable
            case .refused(let error)?:
                guard fallsBack else { throw IconError.notAVectorDrawable(error) }
                asset.vectorFellBack = true
                asset.warnings = ["\(error)"]
            case nil:
                throw RenderError.missingVector
            }
        case .symbol:
            switch result.symbol {
            case .converted(let template)?: asset.vector = template.svg
            case .refused(let error)?: throw IconError.notASymbol(error)
            case nil: throw RenderError.missingVector
            }
        }
    }

    /// What the symbol templates drew differently from the SVG, each said once.
    func symbolWarnings(_ results: [RenderResult]) -> [IconWarning] {
        var seen = Set<String>()
        return results.flatMap { result -> [SymbolWarning] in
            guard case .converted(let template)? = result.symbol else { return [] }
            return template.warnings
        }.filter { seen.insert($0.description).inserted }.map { IconWarning(kind: .symbol, detail: $0.description) }
    }

    /// The warning of an asset whose vector fell back to PNGs.
    func vectorWarning(_ asset: RenderedAsset) -> IconWarning? {
        guard asset.vectorFellBack, let reason = asset.warnings.first else { return nil }
        return IconWarning(kind: .vectorFallback, detail: "\(reason); wrote PNGs instead (--vector-fallback png)")
    }
}
