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
        /// The selected drawing's 1x render on the first canvas, when the icon has one.
        public var selectedBase: RGBAImage?
    }

    public var source: IconSource
    /// The drawing shown while the tab is selected (`--selected`), or nil: the bar tints `source`.
    public var selected: IconSource?
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
    /// Run the checks on the 1x render (`IconLint`, and `strict`'s refusal); off for a render
    /// only the contact sheet shows, of an asset checked when it was built.
    public var checks = true
    /// The symbol's designer-drawn Ultralight and Black, used by every canvas written as a symbol.
    public var designedWeights = SymbolWeightSources()
    /// Whose bars the preview shows: Android's when every output is an Android one.
    public var previewPlatform = PreviewPlatform.ios
    /// The files' encodings to run where each request is rendered, by request index (see
    /// `plan(_:canvas:)`); anything not planned is encoded by `finish`.
    public var encodings: [Int: [RenderFinishing.Encoding]] = [:]

    public init(source: IconSource, name: String? = nil, group: String? = nil, scales: [Int], canvases: [Canvas]) {
        self.source = source
        self.name = name ?? source.name
        self.group = group
        self.scales = scales
        self.canvases = canvases
    }

    /// The icon's drawings: `source`, then the selected one if any (the asset's parts, in order).
    var drawings: [IconSource] { [source] + (selected.map { [$0] } ?? []) }

    /// The index in `requests` of drawing `drawing` on canvas `canvas`: every canvas of the
    /// icon's drawing, then every canvas of the selected drawing.
    func request(drawing: Int, canvas: Int) -> Int { drawing * canvases.count + canvas }

    /// One request per drawing and canvas; the worker that renders it also encodes the planned
    /// files and draws the preview, so only bytes come back. A pair's drawings are fitted to the
    /// box they share (`RenderRequest.fitCompanion`).
    public var requests: [RenderRequest] {
        let drawings = drawings
        return drawings.indices.flatMap { drawing in
            canvases.indices.map { index in
                let canvas = canvases[index], svg = drawings[drawing]
                return RenderRequest(svg: svg.data, targets: canvas.pixelScales.map(canvas.options.target(pixelScale:)),
                                     baseURL: allowsExternalFiles ? svg.fileURL : nil,
                                     finishing: finishing(request: request(drawing: drawing, canvas: index)),
                                     pdfPage: canvas.vector?.pdfPage, drawable: canvas.vector?.drawableOptions,
                                     symbol: canvas.vector?.symbolOptions.map { options in
                                         // The designer's weights are the icon's; its `.fill` has none.
                                         var options = drawing > 0 ? options : designedWeights.applied(to: options)
                                         options.name = name + (drawing > 0 ? AssetPlan.Part.symbolFillSuffix : "")
                                         return options
                                     },
                                     fitCompanion: drawings.count > 1 ? drawings[1 - drawing].data : nil)
            }
        }
    }

    /// The asset without pixels, for formats to plan their files from.
    public var assetPlan: AssetPlan {
        .icon(name, group: group, scales: scales, selected: drawings.count > 1, mirrors: canvases.first?.options.mirrors ?? false,
              drawing: source.data)
    }

    /// Plans `format`'s files of canvas `canvas` to be encoded where each drawing is rendered.
    public mutating func plan(_ format: any OutputFormat, canvas: Int) {
        // A canvas drawn as a symbol is written as one, whatever format writes it.
        var plan = assetPlan
        plan.isSymbol = canvases[canvas].vector?.symbolOptions != nil
        // The format's one answer for the asset; one that cannot plan its files leaves them to
        // `finish`, which then needs every render.
        guard let files = try? format.files(of: plan) else { return }
        for drawing in drawings.indices {
            encodings[request(drawing: drawing, canvas: canvas), default: []] +=
                BundleFile.encodings(of: files, part: drawing, pixelScales: canvases[canvas].pixelScales)
        }
    }

    /// What the worker does after rendering request `index`, or nil for pixels alone.
    func finishing(request index: Int) -> RenderFinishing? {
        var finishing = RenderFinishing(encodings: encodings[index] ?? [])
        // A pair's preview shows both drawings: it is drawn by `finish`, which has both, unless
        // the icon is a symbol, whose selected drawing this worker draws as the symbol too.
        // `build` previews its first canvas (PNGs) as the symbol its catalog gets.
        let symbol = canvases.lazy.compactMap { $0.vector?.symbolOptions }.first.map { options in
            var options = designedWeights.applied(to: options)
            options.name = name
            return options
        }
        if index == 0, drawsPreview, selected == nil || symbol != nil {
            // The densities an iPhone would use for 1x, 2x and 3x.
            let targets = [1, 2, 3].reduce(into: [Int: Int]()) { $0[$1] = canvases[0].pixelScales.firstIndex(of: Double($1)) }
            finishing.preview = .init(title: name, targets: targets, platform: previewPlatform, symbol: symbol,
                                      selectedSymbol: symbol == nil ? nil : selected?.data)
        }
        // Once every file is encoded in the worker, only the first canvas's 1x render comes back
        // (the checks and the contact sheet read it). A vector format may fall back to PNGs it
        // did not plan, so it gets every render, as does a pair's preview.
        let canvas = index % canvases.count
        if encodings[index] != nil, canvases[canvas].vector == nil, !(canvas == 0 && drawsPreview && selected != nil) {
            finishing.returnedPixels = Set(canvas == 0 ? canvases[0].pixelScales.firstIndex(of: 1).map { [$0] } ?? [] : [])
        }
        return finishing.isEmpty ? nil : finishing
    }

    /// The icon from the results of `requests` (same order). Throws why there is none: a
    /// render with too few images, a drawing with nothing in it, or warnings under `strict`.
    public func finish(_ results: [RenderResult]) throws -> Finished {
        let drawings = drawings
        guard results.count == canvases.count * drawings.count else {
            throw RenderError.renderCount(expected: canvases.count * drawings.count, got: results.count)
        }
        let assets = try canvases.indices.map { index -> RenderedAsset in
            let canvas = canvases[index]
            var asset = RenderedAsset(name: name, group: group, kind: .tabIcon, scales: scales, parts: [])
            asset.mirrors = canvas.options.mirrors
            asset.drawing = source.data
            for drawing in drawings.indices {
                let position = request(drawing: drawing, canvas: index), result = results[position]
                guard result.images.count == canvas.pixelScales.count else {
                    throw RenderError.imageCount(expected: canvas.pixelScales.count, got: result.images.count)
                }
                // Renders left in the worker (files encoded there) come back empty.
                let images = Dictionary(uniqueKeysWithValues: zip(canvas.pixelScales, result.images).filter { $0.1.width > 0 })
                asset.parts.append(.init(images: images, encoded: encoded(request: position, result), isSelectedDrawing: drawing > 0))
                try drawVector(canvas.vector, result, part: drawing, into: &asset)
            }
            return asset
        }
        guard let first = assets.first, let base = first.parts[0].images[1] else { throw RenderError.missingImage(scale: 1) }
        let selectedBase = first.parts.count > 1 ? first.parts[1].images[1] : nil
        // An icon that draws nothing is no icon: a blank file would pass unnoticed until the app shows an empty tab.
        for (drawing, image) in zip(drawings, [base] + (selectedBase.map { [$0] } ?? [])) where image.alphaPlane.inkPixelCount == 0 {
            throw IconError.drawsNothing(refersOutside: ExternalReferences.mentioned(in: drawing.data),
                                         externalAllowed: allowsExternalFiles)
        }
        guard checks else { return Finished(assets: assets, warnings: [], base: base, selectedBase: selectedBase) }
        var warnings = IconLint.check(image: base, clippedFraction: results[0].clippedFraction, svg: drawings[0].data)
        if let selectedBase {
            let selectedResult = results[request(drawing: 1, canvas: 0)]
            warnings += IconLint.check(image: selectedBase, clippedFraction: selectedResult.clippedFraction,
                                       svg: drawings[1].data).map {
                IconWarning(kind: $0.kind, detail: "selected drawing: " + $0.detail)
            }
            warnings += SelectedDrawingLint.check(icon: base.alphaPlane, selected: selectedBase.alphaPlane).map { [$0] } ?? []
        }
        warnings += fitWarnings(results) + assets.compactMap(vectorWarning) + symbolWarnings(results) + drawableWarnings(results)
        if strict, !warnings.isEmpty { throw IconError.strict(warnings) }
        var finished = Finished(assets: assets.map { asset in
            var asset = asset
            asset.warnings = warnings.map(\.description)
            return asset
        }, warnings: warnings, base: base, selectedBase: selectedBase)
        if drawsPreview {
            finished.preview = try preview(results)
        }
        return finished
    }

    /// The tab-bar preview: the worker's, or drawn here the same way (a pair's, with its
    /// selected drawing in the selected tab, or a rasterizer that ran no finishing).
    private func preview(_ results: [RenderResult]) throws -> Data? {
        if let preview = results[0].preview { return preview }
        func renders(_ result: RenderResult) -> [Int: RGBAImage] {
            [1, 2, 3].reduce(into: [Int: RGBAImage]()) { renders, scale in
                if let target = canvases[0].pixelScales.firstIndex(of: Double(scale)), result.images.indices.contains(target),
                   result.images[target].width > 0 { renders[scale] = result.images[target] }
            }
        }
        let selectedRenders = selected == nil ? nil : renders(results[request(drawing: 1, canvas: 0)])
        return try TabBarPreview(title: name, renders: renders(results[0]), selected: selectedRenders?[1]?.alphaPlane,
                                 platform: previewPlatform).png()
    }

    /// The files the worker encoded for request `index`; none when it ran no finishing.
    private func encoded(request index: Int, _ result: RenderResult) -> [RenderedAsset.EncodedImage] {
        let planned = finishing(request: index)?.encodings ?? []
        guard planned.count == result.encoded.count else { return [] }
        let scales = canvases[index % canvases.count].pixelScales
        return zip(planned, result.encoded).map { encoding, data in
            RenderedAsset.EncodedImage(scale: scales[encoding.target], spec: encoding.spec, data: data)
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
    /// Puts the vector file `art` asks for into part `part` of `asset`: the PDF or the VectorDrawable the render
    /// worker made (the SVG is never parsed for it here). An SVG the drawable cannot express fails
    /// the icon by name, or falls back to the PNGs when the format allows.
    func drawVector(_ art: VectorArt?, _ result: RenderResult, part: Int, into asset: inout RenderedAsset) throws {
        switch art {
        case nil: return
        case .pdf:
            guard let pdf = result.pdf else { throw RenderError.missingPDF }
            asset.parts[part].vector = pdf
        case .drawable(_, let fallsBack):
            switch result.drawable {
            case .converted(let drawable)?:
                asset.parts[part].vector = drawable
            case .refused(let error)?:
                guard fallsBack else { throw IconError.notAVectorDrawable(error) }
                asset.vectorFellBack = true
                asset.warnings = ["\(error)"]
            case nil:
                throw RenderError.missingVector
            }
        case .symbol:
            switch result.symbol {
            case .converted(let template)?:
                asset.parts[part].vector = template.svg
                asset.isSymbol = true
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

    /// What Android Lint would report about the VectorDrawables the workers made
    /// (`VectorDrawableLint`), each said once; the selected drawing's say so.
    func drawableWarnings(_ results: [RenderResult]) -> [IconWarning] {
        var seen = Set<String>()
        return results.indices.flatMap { index -> [IconWarning] in
            guard case .converted(let drawable)? = results[index].drawable else { return [] }
            let selected = index >= canvases.count
            return VectorDrawableLint.check(drawable).map {
                selected ? IconWarning(kind: $0.kind, detail: "selected drawing: " + $0.detail) : $0
            }
        }.filter { seen.insert($0.description).inserted }
    }

    /// The warning of an asset whose vector fell back to PNGs.
    func vectorWarning(_ asset: RenderedAsset) -> IconWarning? {
        guard asset.vectorFellBack, let reason = asset.warnings.first else { return nil }
        return IconWarning(kind: .vectorFallback, detail: "\(reason); wrote PNGs instead (--vector-fallback png)")
    }
}
