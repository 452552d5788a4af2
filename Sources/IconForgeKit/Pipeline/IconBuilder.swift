import Foundation

/// Turns SVG sources into tab-bar icons in one bundle, in any format, with their previews:
/// the `iconforge icon` command. Its options and the sources, already read, become a manifest
/// made in memory, which the one pipeline builds (`PipelineBuilder.runCommand`): each source
/// goes through a `TabIconRecipe`, the format decides the files.
public struct IconBuilder: Sendable {
    public var options: IconOptions
    public var format: any OutputFormat
    public var rasterizer: Rasterizer
    /// Where previews go; nil writes none.
    public var previewFolder: URL?
    /// One preview per icon, or one contact sheet for the batch.
    public var previews: IconPreviews = .each
    /// Warnings fail the icon (nothing written) instead of just being reported.
    public var strict: Bool
    /// Let SVGs load files from their own folder or below; off, nothing external is loaded.
    public var allowsExternalFiles: Bool
    /// Take over the user's sets, entries and files in the way (`--replace`).
    public var replaces = false
    /// The format settings `format` was made with (`FormatOptions.recorded`): the record keeps
    /// them as what named the files, so a later run with others prunes these names.
    public var settings: [String: String] = [:]
    /// The symbol's designer-drawn weights (`--ultralight`, `--black`), for the one icon built.
    public var designedWeights = SymbolWeightSources()

    public init(options: IconOptions, format: any OutputFormat, rasterizer: Rasterizer = LibrsvgRasterizer(),
                previewFolder: URL? = nil, strict: Bool = false, allowsExternalFiles: Bool = false) {
        self.options = options
        self.format = format
        self.rasterizer = rasterizer
        self.previewFolder = previewFolder
        self.strict = strict
        self.allowsExternalFiles = allowsExternalFiles
    }

    /// The format's canvas: its icon size and pixel scales.
    var canvas: TabIconRecipe.Canvas {
        TabIconRecipe.Canvas(options: options, format: format)
    }

    /// The recipe of `source`, with `selected` drawn for the selected tab when given.
    public func recipe(for source: IconSource, selected: IconSource? = nil) -> TabIconRecipe {
        var recipe = TabIconRecipe(source: source, scales: options.scales, canvases: [canvas])
        recipe.selected = selected
        recipe.designedWeights = designedWeights
        recipe.strict = strict
        recipe.allowsExternalFiles = allowsExternalFiles
        recipe.drawsPreview = previewFolder != nil && previews == .each
        recipe.previewPlatform = PreviewPlatform(formats: [type(of: format).key])
        // The worker encodes the files as well; a format that cannot plan them leaves it to `finish`.
        recipe.plan(format, canvas: 0)
        return recipe
    }

    /// The request that renders `source` at every needed scale.
    public func request(for source: IconSource) -> RenderRequest {
        recipe(for: source).requests[0]
    }

    /// A finished render's images by pixel scale.
    public func renders(_ result: RenderResult) -> [Double: RGBAImage] {
        Dictionary(uniqueKeysWithValues: zip(canvas.pixelScales, result.images))
    }

    /// Builds every source; one failure never stops the others (`run`).
    public func build(_ sources: [IconSource], selected: [IconSource?] = []) -> [IconOutcome] {
        run(sources, selected: selected).icons
    }

    /// The command's manifest, made in memory: this builder's bundle as its one output, and one
    /// entry of `drawings`, already read, with the options; previews each beside the command, or
    /// its contact sheet, in `previewFolder`.
    func manifest(_ drawings: [Manifest.Drawing]) -> Manifest {
        var entry = Manifest.IconEntry(options: options, line: 0)
        entry.drawings = drawings
        return Manifest.command("icon", bundle: format, settings: settings, replaces: replaces, icons: [entry],
                                previews: previews == .each ? previewFolder : nil,
                                contactSheet: previews == .sheet ? previewFolder?.appendingPathComponent(IconPreviews.sheetFileName) : nil)
    }

    /// The pipeline running the command's manifest of `drawings`.
    func pipeline(_ drawings: [Manifest.Drawing]) -> PipelineBuilder {
        var pipeline = PipelineBuilder(manifest: manifest(drawings), rasterizer: rasterizer)
        (pipeline.strict, pipeline.allowsExternalFiles) = (strict, allowsExternalFiles)
        return pipeline
    }

    /// Opens the bundle this builder writes (`PipelineBuilder.openCommandBundle`): what `run`
    /// writes through, opened apart so a command can refuse a bad previews folder before it reads inputs.
    public func openBundle() throws -> BundleSession<WriterRecord> {
        try PipelineBuilder.openCommandBundle(format, previews: previewFolder, replaces: replaces, settings: settings)
    }

    /// Builds every source as `build` does, through the one pipeline in its command mode
    /// (`PipelineBuilder.runCommand`), into `session` (or one opened here), with the contact
    /// sheet of the icons written when `previews` is `.sheet`. `selected[i]`, when given, is
    /// source `i`'s selected drawing (`SelectedPairing`).
    public func run(_ sources: [IconSource], selected: [IconSource?] = [], into session: BundleSession<WriterRecord>? = nil)
        -> CommandOutcome {
        let drawings = sources.indices.map { index in
            Manifest.Drawing(icon: sources[index], selected: selected.indices.contains(index) ? selected[index] : nil,
                             weights: designedWeights)
        }
        do {
            let bundle = try session ?? openBundle()
            defer { if session == nil { bundle.close() } }
            return try pipeline(drawings).runCommand(into: bundle)
        } catch {
            return CommandOutcome(assets: sources.map { AssetOutcome(source: $0.displayName, name: $0.name).failed(error) })
        }
    }
}
