import Foundation

/// Turns SVG sources into tab-bar icons in one bundle, in any format, with their previews:
/// the `iconforge icon` command. Each source goes through a `TabIconRecipe`; the format
/// decides the files.
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

    /// Builds every source; one failure never stops the others. A source whose files an
    /// earlier source (or an asset already in the bundle) would take fails rather than
    /// silently replace that icon. The others render in parallel when the rasterizer can,
    /// each written as soon as its pixels arrive; outcomes come back in input order.
    public func build(_ sources: [IconSource], selected: [IconSource?] = []) -> [IconOutcome] {
        buildBatch(sources, selected: selected).icons
    }

    /// Opens the bundle this builder writes (see `BundleSession`): what `buildBatch` writes
    /// through, opened apart so a command can refuse a bad previews folder before it reads inputs.
    public func openBundle() throws -> CommandSession {
        try CommandSession.command(format: format, settings: settings, previews: previewFolder, replaces: replaces)
    }

    /// Builds every source as `build` does and, with `previews` `.sheet` and a previews
    /// folder, draws the contact sheets of the icons written (`BatchContactSheets`), into
    /// `session` (or one opened here) and saves its record. `selected[i]`, when given, is
    /// source `i`'s selected drawing (`SelectedPairing`).
    public func buildBatch(_ sources: [IconSource], selected: [IconSource?] = [], into session: CommandSession? = nil)
        -> (icons: [IconOutcome], sheets: [IconSheetOutcome]) {
        let selected = sources.indices.map { selected.indices.contains($0) ? selected[$0] : nil }
        var outcomes = [IconOutcome?](repeating: nil, count: sources.count)
        let bundle: CommandSession
        do {
            bundle = try session ?? openBundle()
        } catch {
            return (sources.map { IconOutcome(source: $0.displayName, name: $0.name).failed(error) }, [])
        }
        defer { if session == nil { bundle.close() } }
        var accepted: [Int] = []
        // The files each icon takes, worked out on every core; claimed in input order, so the
        // first of two inputs naming one icon keeps it.
        let keys = [Result<AssetClaimKeys, Error>](concurrentlyMapping: sources.count, chunk: 32) { index in
            Result {
                try bundle.claimKeys(of: .icon(sources[index].name, scales: options.scales, selected: selected[index] != nil,
                                               mirrors: options.mirrors, drawing: sources[index].data))
            }
        }
        for (index, source) in sources.enumerated() {
            do {
                if var clash = bundle.claim(try keys[index].get(), id: "icons/" + source.name, label: source.displayName) {
                    // `a.svg` and `./a.svg` (or a hard link) are one file given twice, not two inputs to rename.
                    if let other = clash.otherLabel, IconSource.isSameFile(source.displayName, other) { clash = .givenTwice }
                    outcomes[index] = IconOutcome(source: source.displayName, name: source.name).failed(clash)
                    continue
                }
                accepted.append(index)
            } catch {
                outcomes[index] = IconOutcome(source: source.displayName, name: source.name).failed(error)
            }
        }
        // Planned on every core: a batch's first request waits for all of them.
        let recipes = [TabIconRecipe](concurrentlyMapping: accepted.count, chunk: 32) { [accepted] in
            recipe(for: sources[accepted[$0]], selected: selected[accepted[$0]])
        }
        let sheets = previews == .sheet ? previewFolder.map { folder in
            BatchContactSheets(folder: folder, bundleName: format.root.lastPathComponent, names: sources.map(\.name),
                               expected: accepted, platform: PreviewPlatform(formats: [type(of: format).key])) { data, url in
                try bundle.writePicture(data, to: url, id: RecordID.contactSheet, replaces: replaces, consent: .option)
            }
        } : nil
        let delivered = LockedBox(outcomes)
        rasterizer.renderGroups(recipes.map(\.requests)) { [accepted] position, result in
            let (outcome, finished) = finish(recipes[position], bundle: bundle, result)
            delivered.withLock { $0[accepted[position]] = outcome }
            sheets?.deliver(position: accepted[position], alpha: finished?.base.alphaPlane,
                            selected: finished?.selectedBase?.alphaPlane)
        }
        let drawn = sheets?.finish() ?? []
        outcomes = delivered.withLock { $0 }
        // Records the bundle refused are said once, with the first icon written.
        if let first = outcomes.firstIndex(where: { $0?.error == nil && $0 != nil }) {
            outcomes[first]?.notes.insert(contentsOf: bundle.distrusted.map(\.message), at: 0)
        }
        do {
            try bundle.save()
        } catch {
            // The icons are written; only the record of them is not, so say so with each.
            for index in outcomes.indices where outcomes[index]?.error == nil {
                outcomes[index]?.notes.append("\(error); a later run will not replace these files")
            }
        }
        // A rasterizer that skips a delivery breaks its contract; that icon fails, nothing crashes.
        let icons = zip(sources, outcomes).map { source, outcome in
            outcome ?? IconOutcome(source: source.displayName, name: source.name).failed(RenderError.renderCount(expected: 1, got: 0))
        }
        return (icons, drawn)
    }

    /// Builds one icon from its renders; also returns what was finished, once written.
    func finish(_ recipe: TabIconRecipe, bundle: CommandSession, _ rendered: Result<[RenderResult], Error>)
        -> (IconOutcome, TabIconRecipe.Finished?) {
        var outcome = IconOutcome(source: recipe.source.displayName, name: recipe.name)
        do {
            let finished = try recipe.finish(try rendered.get())
            outcome.warnings = finished.warnings
            let preview = finished.preview.flatMap { data in previewFolder.map { (url: $0.appendingPathComponent("\(recipe.name)-preview.png"), data: data) } }
            let written = try bundle.write(finished.assets[0], id: "icons/" + recipe.name, preview: preview)
            outcome.files = written.files
            outcome.preview = written.preview
            outcome.notes = written.notes
            return (outcome, finished)
        } catch {
            return (outcome.failed(error), nil)
        }
    }
}
