import Foundation

/// What a command run (`iconforge icon`, `button`) did: one outcome per asset its manifest
/// names, in order, and the contact sheet's pages.
public struct CommandOutcome: Sendable {
    public var assets: [AssetOutcome]
    /// What the checks found in each icon's drawing, by asset; a button's template is checked
    /// by `iconforge lint`, not as the button is built.
    public var lint: [Int: [IconWarning]] = [:]
    public var sheets: [IconSheetOutcome] = []
    /// Why the record could not be saved, when it could not (the assets are written).
    public var unsaved: AssetError?

    /// The outcomes as an `icon` run's: each icon with the findings on its drawing.
    public var icons: [IconOutcome] { assets.indices.map { IconOutcome(asset: assets[$0], lint: lint[$0] ?? []) } }
}

extension PipelineBuilder {
    /// Opens the one bundle a command writes, `bundle`, under the command's record, with previews
    /// (or the contact sheet) in `previews`: what `runCommand` writes through, opened before the
    /// command's manifest is made so a command can refuse a bad previews folder before it reads
    /// its inputs. `replaces`: `--replace`; `settings`: the format settings `bundle` was made with
    /// (`FormatOptions.recorded`), recorded as what named the files. Pictures an earlier version
    /// left beside the bundle (its `Previews/`) are recognised there.
    public static func openCommandBundle(_ bundle: any OutputFormat, previews: URL?, replaces: Bool,
                                         settings: [String: String] = [:]) throws -> BundleSession<WriterRecord> {
        var options = BundleSession<WriterRecord>.Options(previews: previews, replaces: replaces)
        (options.settings, options.consent, options.project) = (settings, .option, bundle.root.deletingLastPathComponent())
        return try BundleSession(format: bundle, options: options) { try WriterRecord.commands(in: $0) }
    }

    /// Runs a command's manifest into `session` (`openCommandBundle`): the same plan, renders and
    /// writes as a build, but a command prunes nothing it does not name (the bundle's other
    /// assets stay) and always writes what it names, whatever the record says of it. Assets
    /// are claimed in order, so the first of two inputs naming one icon keeps it and the other
    /// fails; one failure never stops the others. The contact sheet, when asked for, is drawn
    /// from the renders in memory. Records the bundle refused are said once, with the first asset
    /// written; the record is saved. Throws only when the manifest cannot be planned.
    public func runCommand<Store: RecordStore>(into session: BundleSession<Store>) throws -> CommandOutcome {
        let assets = try BuildPlan.plan(of: manifest, maximumInputBytes: maximumInputBytes).assets
        let format = session.format
        var outcomes = assets.map { AssetOutcome(source: $0.source, name: $0.name) }
        var failed = [Bool](repeating: false, count: assets.count)
        // The files each asset takes, worked out on every core; claimed in order.
        let keys = [Result<AssetClaimKeys, Error>](concurrentlyMapping: assets.count, chunk: 32) { index in
            Result { try session.claimKeys(of: assets[index].plan(for: format)) }
        }
        for (index, asset) in assets.enumerated() {
            do {
                if var clash = session.claim(try keys[index].get(), id: asset.id, label: asset.source) {
                    // `a.svg` and `./a.svg` (or a hard link) are one file given twice, not two inputs to rename.
                    if let other = clash.otherLabel, IconSource.isSameFile(asset.source, other) { clash = .givenTwice }
                    (outcomes[index], failed[index]) = (outcomes[index].failed(clash), true)
                }
            } catch {
                (outcomes[index], failed[index]) = (outcomes[index].failed(error), true)
            }
        }
        let accepted = assets.indices.filter { !failed[$0] }
        // Planned on every core: a batch's first request waits for all of them.
        let products = [AssetProduct](concurrentlyMapping: accepted.count, chunk: 32) { [accepted] in
            AssetProduct(assets[accepted[$0]], formats: [format], preview: manifest.previews != nil, settings: self, ownCanvas: true)
        }
        // The sheet's pages are drawn one at a time as soon as their assets are in, while the
        // workers render the next ones: only the last is left when the renders end.
        let sheet = manifest.contactSheet.map { manifest.resolve($0) }
        let pageSize = ContactSheet.pageSize
        var waiting = [Int](repeating: 0, count: ContactSheet.pageCount(assets.count))
        for index in accepted { waiting[index / pageSize] += 1 }
        let delivered = LockedBox(CommandProgress(outcomes: outcomes.map { Optional($0) }, items: Array(repeating: nil, count: assets.count),
                                                  waiting: waiting))
        for index in accepted { delivered.withLock { $0.outcomes[index] = nil } }
        let drawing = DispatchGroup(), queue = DispatchQueue(label: "iconforge.contact-sheets")
        let draw = { @Sendable (page: Int) in
            guard let sheet else { return }
            queue.async(group: drawing) {
                // While the workers render, the cores are busy and bands drawn side by side only
                // take turns at cairo's font cache (more CPU, no sooner done); with an eighth of a
                // page or less left to render, a page drawn alone would leave a core idle after
                // them, so its bands take every core.
                let (items, parallel) = delivered.withLock { ($0.items, $0.waiting.reduce(0, +) <= pageSize / 8) }
                let drawn = writeSheet(page, of: items, ids: assets.map(\.id), at: sheet, session: session, parallel: parallel)
                delivered.withLock { $0.sheets[page] = drawn }
            }
        }
        run(products) { [accepted] slot, finished in
            let index = accepted[slot], asset = assets[index]
            var outcome = AssetOutcome(source: asset.source, name: asset.name)
            var item: ContactSheet.Item?, lint: [IconWarning] = []
            do {
                let finished = try finished.get()
                lint = finished.lint
                let preview = finished.preview.flatMap { data in
                    manifest.previews.map { (url: manifest.resolve($0).appendingPathComponent(asset.previewPath), data: data) }
                }
                guard let (rendered, files) = finished.files[format.settingsKey] else { throw RenderError.renderCount(expected: 1, got: 0) }
                let written = try session.write(rendered, files: files, id: asset.id, preview: preview)
                (outcome.files, outcome.preview, outcome.notes, item) = (written.files, written.preview, written.notes, finished.sheet)
            } catch {
                outcome = outcome.failed(error)
            }
            let complete = delivered.withLock { progress in
                (progress.outcomes[index], progress.items[index]) = (outcome, item)
                if !lint.isEmpty { progress.lint[index] = lint }
                progress.waiting[index / pageSize] -= 1
                return progress.waiting[index / pageSize] == 0 && progress.drawn.insert(index / pageSize).inserted
            }
            if complete { draw(index / pageSize) }
        }
        // Pages a delivery never came for are drawn now, with what came (nothing renders any more).
        delivered.withLock { progress in
            progress.waiting = progress.waiting.map { _ in 0 }
            return waiting.indices.filter { progress.drawn.insert($0).inserted }
        }.forEach(draw)
        drawing.wait()
        let (done, drawn, lint) = delivered.withLock { ($0.outcomes, $0.sheets, $0.lint) }
        // A rasterizer that skips a delivery breaks its contract; that asset fails, nothing crashes.
        outcomes = zip(outcomes, done).map { planned, outcome in outcome ?? planned.failed(RenderError.renderCount(expected: 1, got: 0)) }
        let sheets = drawn.keys.sorted().compactMap { drawn[$0] ?? nil }
        if let first = outcomes.firstIndex(where: { $0.error == nil }) {
            outcomes[first].notes.insert(contentsOf: session.distrusted.map(\.message), at: 0)
        }
        var unsaved: AssetError?
        do {
            try session.save()
        } catch {
            unsaved = AssetError(error)
            // The assets are written; only the record of them is not, so say so with each.
            for index in outcomes.indices where outcomes[index].error == nil {
                outcomes[index].notes.append("\(error); a later run will not replace these files")
            }
        }
        return CommandOutcome(assets: outcomes, lint: lint, sheets: sheets, unsaved: unsaved)
    }

    /// Draws page `page` of a command's contact sheet of `items` (by asset; nil for one not
    /// written) beside `url` and writes it under the ownership rule, recorded with the ids
    /// (`ids`, by asset) of the assets it shows; nil for a page with no icon. `parallel`: its
    /// bands are drawn on every core (`ContactSheet.png`); the bytes are the same either way.
    func writeSheet<Store: RecordStore>(_ page: Int, of items: [ContactSheet.Item?], ids: [String], at url: URL,
                                        session: BundleSession<Store>, parallel: Bool = true) -> IconSheetOutcome? {
        let size = ContactSheet.pageSize, onPage = min(page * size, items.count) ..< min((page + 1) * size, items.count)
        guard let page = ContactSheet.page(page, of: items, in: url.deletingLastPathComponent(), bundleName: session.root.lastPathComponent,
                                           platform: PreviewPlatform(formats: manifest.outputs.map(\.format))) else { return nil }
        var outcome = IconSheetOutcome(url: page.url, icons: page.sheet.items.count)
        do {
            try session.writePicture(try page.sheet.png(parallel: parallel), to: page.url, id: RecordID.contactSheet,
                                     replaces: session.options.replaces, consent: session.options.consent,
                                     shows: onPage.filter { items[$0] != nil }.map { ids[$0] })
        } catch {
            outcome.error = AssetError(error)
        }
        return outcome
    }
}

/// What a command run's deliveries change, one asset at a time.
struct CommandProgress {
    /// By asset; nil until delivered for those rendered.
    var outcomes: [AssetOutcome?]
    /// The checks' findings on each icon's drawing, by asset.
    var lint: [Int: [IconWarning]] = [:]
    /// What the contact sheet shows of each asset written.
    var items: [ContactSheet.Item?]
    /// Assets of each page not delivered yet.
    var waiting: [Int]
    var drawn = Set<Int>()
    var sheets: [Int: IconSheetOutcome?] = [:]
}
