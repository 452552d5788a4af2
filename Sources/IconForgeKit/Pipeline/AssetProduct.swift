import Foundation

/// What one asset needs rendered, and what the renders become in each bundle format: the
/// asset's recipe, with the formats' files encoded as soon as the renders are in.
struct AssetProduct: Sendable {
    /// One asset, rendered and encoded.
    struct Finished: Sendable {
        /// Per format and the settings its files depend on (`OutputFormat.settingsKey`): the
        /// rendered asset and its encoded files.
        var files: [String: (asset: RenderedAsset, files: [EncodedFile])]
        /// What the checks found, as they found it (a command's outcome keeps them so).
        var lint: [IconWarning]
        var warnings: [String] { lint.map(\.description) }
        /// What the contact sheet shows of it; nil when the manifest asks for no sheet.
        var sheet: ContactSheet.Item?
        /// The encoded `<name>-preview.png`, when the product was asked for it.
        var preview: Data?
    }

    let requests: [RenderRequest]
    /// Encodes for the formats given to `init`; none when only the contact sheet needs the renders.
    private let finishing: @Sendable ([RenderResult]) throws -> Finished

    /// Turns the results of `requests` (same order) into files for the formats given to `init`.
    func finish(_ results: [RenderResult]) throws -> Finished {
        try finishing(results)
    }

    /// `preview`: also encode the asset's preview picture (as `iconforge icon` / `button` write it).
    /// `ownCanvas`: the first format's canvas is the one checked, previewed and shown on the sheet
    /// (a command's, which writes that one bundle), not one of the requested scales.
    init(_ asset: PlannedAsset, formats: [any OutputFormat], preview: Bool, settings: PipelineBuilder, ownCanvas: Bool = false) {
        switch asset.kind {
        case .icon(let source, let options):
            // The first canvas (the requested scales plus 1x) is checked, previewed and shown on the sheet;
            // for the contact sheet alone (no format, no preview), 1x is all it needs.
            let sheetOnly = formats.isEmpty && !preview
            var canvases = ownCanvas ? [] : [TabIconRecipe.Canvas(options: options, pixelScales: sheetOnly ? [1] : options.scales.map(Double.init))]
            var canvasOf: [Int] = []
            for format in formats {
                var canvas = TabIconRecipe.Canvas(options: options, format: format)
                if let symbol = asset.symbol(in: format) { canvas.vector = .symbol(symbol) }
                if let index = canvases.firstIndex(of: canvas) {
                    canvasOf.append(index)
                } else {
                    canvasOf.append(canvases.count)
                    canvases.append(canvas)
                }
            }
            var recipe = TabIconRecipe(source: source, name: asset.name, group: asset.group, scales: options.scales,
                                       canvases: canvases)
            recipe.selected = asset.selected
            recipe.designedWeights = asset.designedWeights
            recipe.strict = settings.strict
            recipe.allowsExternalFiles = settings.allowsExternalFiles
            recipe.drawsPreview = preview
            recipe.checks = !sheetOnly
            recipe.previewPlatform = PreviewPlatform(formats: settings.manifest.outputs.map(\.format))
            // The workers encode every format's files as well; the supervisor only writes them.
            for (format, canvas) in zip(formats, canvasOf) { recipe.plan(format, canvas: canvas) }
            requests = recipe.requests
            finishing = { [recipe, canvasOf] results in
                let finished = try recipe.finish(results)
                var files: [String: (asset: RenderedAsset, files: [EncodedFile])] = [:]
                for (format, canvas) in zip(formats, canvasOf) {
                    let rendered = finished.assets[canvas]
                    files[format.settingsKey] = (rendered, try format.encodedFiles(of: rendered))
                }
                return Finished(files: files, lint: finished.warnings,
                                sheet: settings.manifest.contactSheet == nil ? nil
                                    : .icon(name: asset.name, alpha: finished.base.alphaPlane,
                                            selected: finished.selectedBase?.alphaPlane),
                                preview: finished.preview)
            }
        case .button(let options, let template):
            // The preview picture is drawn only when a preview file or the contact sheet shows it.
            let sheet = settings.manifest.contactSheet != nil
            var recipe = ButtonRecipe(options: options, template: template, group: asset.group,
                                      pixelScales: formats.flatMap { $0.pixelScales(requested: options.scales) } + (ownCanvas ? [] : [1, 2]),
                                      drawsPreview: preview || sheet)
            recipe.previewPlatform = PreviewPlatform(formats: settings.manifest.outputs.map(\.format))
            requests = recipe.requests
            finishing = { [recipe] results in
                let finished = try recipe.finish(results)
                var files: [String: (asset: RenderedAsset, files: [EncodedFile])] = [:]
                for format in formats {
                    files[format.settingsKey] = (finished.asset, try format.encodedFiles(of: finished.asset))
                }
                return Finished(files: files, lint: [],
                                sheet: sheet ? finished.preview.map { .button(name: asset.name, preview: $0) } : nil,
                                preview: preview ? try finished.preview.map { try PNGEncoder.encode($0) } : nil)
            }
        }
    }
}
