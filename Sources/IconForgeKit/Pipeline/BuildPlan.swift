import Foundation

/// One asset the manifest declares, resolved: its source fingerprinted (read, or known by the
/// hash the stamp cache kept for its unchanged stat, and read when rendered).
public struct PlannedAsset: Sendable {
    public enum Kind: Sendable {
        case icon(IconSource, IconOptions)
        case button(ButtonOptions, ButtonTemplate)
    }

    /// `icons/[group/]name` or `buttons/[group/]name`: the key in the build state and report.
    public let id: String
    public let name: String
    public let group: String?
    public let kind: Kind
    /// Where it comes from, for messages: a path or `template:docs.svg`.
    public let source: String
    /// SHA-256 of the source bytes (SVG, or button template).
    public let sourceHash: String
    /// Everything besides the source that shapes the files, as text (hashed per output format).
    public let optionsText: String
    /// The manifest line that declares it.
    public let line: Int
    /// An icon's selected drawing (`selected:`, `selected-suffix:`), or nil.
    public var selected: IconSource?
    /// An icon entry's `symbol: true`: written into catalogs as a custom symbol, with these
    /// options (insets nil: the output's, else the margins from the ink).
    public var symbol: SymbolOptions? = nil
    /// An icon entry's `ultralight:` and `black:`: its symbol's designer-drawn weights.
    public var designedWeights = SymbolWeightSources()
    /// What planning found to say of it, known before anything is rendered (a drawing that
    /// `selected-suffix:` leaves an icon of its own): said on every build, as `icon` says it on
    /// every run, and with `--strict` the asset fails.
    public var warnings: [IconWarning] = []

    /// SHA-256 of the options as written into `output` (its format and the format's own
    /// settings); `preview` is the preview file the output also records for it (its home
    /// output, when the manifest asks for previews).
    /// Hashed piece by piece (`SHA256.Stream`), as the text `options;format=key[;preview=path]` would be.
    func optionsHash(in output: BuildOutput, preview: String? = nil) -> String {
        var hash = SHA256.Stream()
        hash.update(optionsText)
        hash.update(";format=")
        hash.update(output.optionsKey)
        if let preview {
            hash.update(";preview=")
            hash.update(preview)
        }
        return hash.hex()
    }

    /// Which `assets:` selection of an output takes it.
    public var selectionKind: Manifest.AssetKind {
        if case .icon = kind { return .icons }
        return .buttons
    }

    /// `<name>-preview.png` inside the previews folder, in a subfolder for a group.
    public var previewPath: String {
        (group.map { "\($0)/" } ?? "") + "\(name)-preview.png"
    }
}

/// Resolves a manifest into the assets to build: globs expanded, sources read. Any problem
/// stops the build before anything is written, so a missing source never looks like a
/// removed asset (which would be pruned). Whether two assets clash is for each output's
/// format to say (`BundleSession.claim`).
public enum BuildPlan {
    /// A symbolic link in a source folder or among a glob's matches that reaches no file, as the
    /// build shows it (relative to the manifest), and what a warning says of it: it is no asset.
    public typealias LeftOut = (path: String, reason: String)

    public static func assets(of manifest: Manifest, maximumInputBytes: Int = 16 << 20) throws -> [PlannedAsset] {
        try plan(of: manifest, maximumInputBytes: maximumInputBytes).assets
    }

    /// The assets, and the links left out of the sources (`LeftOut`), in manifest order.
    /// `sources`: which source files a build may know by their kept hash, unread (none: every
    /// source is read, as `--check` reads them).
    static func plan(of manifest: Manifest, maximumInputBytes: Int = 16 << 20, sources: SourceTrust? = nil) throws
        -> (assets: [PlannedAsset], leftOut: [LeftOut]) {
        var assets: [PlannedAsset] = [], leftOut: [LeftOut] = []
        for entry in manifest.icons {
            let read = try pairedSources(entry, manifest: manifest, maximumBytes: maximumInputBytes, trust: sources, leftOut: &leftOut)
                .map { (icon: $0.icon, selected: $0.selected, warning: $0.warning, weights: SymbolWeightSources?.none) }
                + entry.drawings.map { (icon: $0.icon, selected: $0.selected, warning: IconWarning?.none, weights: Optional($0.weights)) }
            let o = entry.options
            // The entry's part of the options, made once: every source of a glob shares it (and
            // its text's storage), where making it per source (the scales' array description
            // among it) cost more than the source's stat.
            let entryOptions = "icon;size=\(o.width)x\(o.height);scales=\(o.scales);padding=\(o.padding);group=\(entry.group ?? "")"
                + (o.fit == .aspect ? "" : ";fit=\(o.fit.rawValue)") + (o.mirrors ? ";mirror" : "")
            let symbolMark = entry.symbol ? ";symbol" + (entry.symbolInsets.map { "=" + SymbolInsetsSetting.text($0) } ?? "") : ""
            // The entry's `ultralight:` and `black:`, read once for all its sources, and the options they make.
            var entryWeights: (weights: SymbolWeightSources, options: String)?
            for (source, selected, warning, drawn) in read {
                let name = entry.name ?? source.name
                let weights: SymbolWeightSources, unselected: String
                if let drawn {
                    weights = drawn
                    unselected = entryOptions + symbolMark + drawn.fingerprint
                } else {
                    if entryWeights == nil {
                        let read = try designedWeights(entry, manifest: manifest, maximumBytes: maximumInputBytes)
                        entryWeights = (read, entryOptions + symbolMark + read.fingerprint)
                    }
                    (weights, unselected) = entryWeights!
                }
                // A changed selected drawing rebuilds the icon.
                let options = selected.map { entryOptions + ";selected=\($0.sha256)" + symbolMark + weights.fingerprint } ?? unselected
                var asset = PlannedAsset(id: id("icons", entry.group, name), name: name, group: entry.group,
                                         kind: .icon(source, o), source: source.displayName,
                                         sourceHash: source.sha256, optionsText: options, line: entry.line)
                asset.selected = selected
                asset.designedWeights = weights
                asset.warnings = warning.map { [$0] } ?? []
                asset.symbol = entry.symbol ? SymbolOptions(name: name, symbolInsets: entry.symbolInsets) : nil
                assets.append(asset)
            }
        }
        for entry in manifest.buttons {
            let (template, text, display) = try buttonTemplate(entry, manifest: manifest)
            let o = entry.options
            let options = "button;\(o.color.hex);\(o.highlightColor?.hex ?? "-");\(o.strokeColor?.hex ?? "-");"
                + "\(o.states.map(\.rawValue));\(o.geometry);scales=\(o.scales);group=\(entry.group ?? "")"
                + (o.darkColor.map { ";dark=\($0 == .auto ? "auto" : $0.resolved(for: o.color).hex)" } ?? "")
            assets.append(PlannedAsset(id: id("buttons", entry.group, o.name), name: o.name, group: entry.group,
                                       kind: .button(o, template), source: display, sourceHash: SHA256.hex(text),
                                       optionsText: options, line: entry.line))
        }
        return (assets, leftOut)
    }

    static func id(_ kind: String, _ group: String?, _ name: String) -> String {
        kind + "/" + (group.map { $0 + "/" } ?? "") + name
    }

    /// The entry's sources with their selected drawings: its `selected:` file beside its one
    /// source, or its sources paired by `selected-suffix:` (`SelectedPairing`), with the warning
    /// of a drawing left an icon of its own because its icon is itself a selected drawing.
    static func pairedSources(_ entry: Manifest.IconEntry, manifest: Manifest, maximumBytes: Int, trust: SourceTrust?,
                              leftOut: inout [LeftOut]) throws -> [(icon: IconSource, selected: IconSource?, warning: IconWarning?)] {
        let sources = try iconSources(entry, manifest: manifest, maximumBytes: maximumBytes, trust: trust, leftOut: &leftOut)
        if let suffix = entry.selectedSuffix {
            let pairing = SelectedPairing.pairing(sources, suffix: suffix, name: \.name)
            let warnings = Dictionary(uniqueKeysWithValues: pairing.unpaired.map { unpaired in
                (unpaired.drawing, SelectedPairing.warning(unpaired, suffix: suffix) { sources[$0].displayName })
            })
            return pairing.pairs.map { (sources[$0.icon], $0.selected.map { sources[$0] }, warnings[$0.icon]) }
        }
        guard let path = entry.selected else { return sources.map { ($0, nil, nil) } }
        switch IconSource.load(manifest.resolve(path).path, maximumBytes: maximumBytes) {
        case .success(let drawing):
            let selected = drawing.renamed(drawing.name, shown: relative(drawing.displayName, to: manifest.folder))
            return sources.map { ($0, selected, nil) }
        case .failure(let error):
            throw ManifestError(file: manifest.file.path, line: entry.line, .selectedUnreadable(path: path, error))
        }
    }

    /// The entry's `ultralight:` and `black:` drawings, read; a file that cannot be read stops
    /// the build in one line naming the entry's line and the file.
    static func designedWeights(_ entry: Manifest.IconEntry, manifest: Manifest, maximumBytes: Int) throws -> SymbolWeightSources {
        func load(_ key: String, _ path: String?) throws -> IconSource? {
            guard let path else { return nil }
            switch IconSource.load(manifest.resolve(path).path, maximumBytes: maximumBytes) {
            case .success(let drawing):
                return drawing.renamed(drawing.name, shown: relative(drawing.displayName, to: manifest.folder))
            case .failure(let error):
                throw ManifestError(file: manifest.file.path, line: entry.line, .weightUnreadable(key: key, path: path, error))
            }
        }
        let weights = SymbolWeightSources(ultralight: try load("ultralight", entry.ultralight), black: try load("black", entry.black))
        // Weights are a symbol's: an icon no catalog writes as a symbol has none to draw.
        if !weights.isEmpty, !entry.symbol, !manifest.outputs.contains(where: { $0.format == $0.format.symbolForm }) {
            let key = entry.ultralight != nil ? "ultralight" : "black"
            throw ManifestError(file: manifest.file.path, line: entry.line, .weightWithoutSymbol(key))
        }
        return weights
    }

    /// The entry's sources, read or known by their kept hash (`trust`); the links its folders and
    /// globs hold that reach no file go into `leftOut` instead.
    static func iconSources(_ entry: Manifest.IconEntry, manifest: Manifest, maximumBytes: Int, trust: SourceTrust?,
                            leftOut: inout [LeftOut]) throws -> [IconSource] {
        let file = manifest.file.path
        var sources: [IconSource] = []
        for template in entry.templates {
            guard let found = TemplateLibrary.named(template) else {
                throw ManifestError(file: file, line: entry.line, .noBundledTemplate(template))
            }
            sources.append(IconSource(displayName: "template:\(found.fileName)", name: found.name, data: found.data))
        }
        // Read as `icon` reads: folders, globs, names that are not UTF-8, all files at once.
        let inputs = entry.sources.flatMap { IconInput.expand(source: $0, in: manifest.folder) }
        let loads = trust?.loadAll(inputs, maximumBytes: maximumBytes) ?? IconInput.loadAll(inputs, name: nil, maximumBytes: maximumBytes)
        // The manifest's folder as a prefix once: its URL made again per source cost more than the source's stat.
        let folder = folderPrefix(manifest.folder)
        for (input, loaded) in zip(inputs, loads) {
            let shown = relative(input.displayName, toPrefix: folder)
            if case .brokenLink(_, let problem) = input {
                leftOut.append((shown, IconInput.leftOutReason(problem.shown(as: shown))))
                continue
            }
            switch loaded {
            case .success(let source):
                sources.append(source.renamed(entry.name ?? source.name, shown: shown))
            case .failure(.noMatch):
                throw ManifestError(file: file, line: entry.line, .noMatch(shown))
            case .failure(let error):
                throw ManifestError(file: file, line: entry.line, .sourceUnreadable(shown, error.shown(as: shown)))
            }
        }
        return sources
    }

    static func buttonTemplate(_ entry: Manifest.ButtonEntry, manifest: Manifest) throws -> (ButtonTemplate, Data, String) {
        if let read = entry.read { return (read, Data(read.text.utf8), read.displayName) }
        let file = manifest.file.path
        do {
            guard let path = entry.template else {
                guard let bundled = TemplateLibrary.named("button.svg") else {
                    throw ButtonTemplateError.bundledMissing
                }
                return (try ButtonTemplate.bundled(), bundled.data, "template:button.svg")
            }
            let url = manifest.resolve(path)
            let template = try ButtonTemplate.load(contentsOf: url.path)
            return (template, FileManager.default.contents(atPath: url.path) ?? Data(), path)
        } catch let error as ButtonTemplateError {
            throw ManifestError(file: file, line: entry.line, .buttonTemplate(entry.template ?? "button.svg", error))
        } catch let error as InputError {
            throw ManifestError(file: file, line: entry.line, .buttonTemplateUnreadable(entry.template ?? "button.svg", error))
        } catch {
            // Reading a template throws one of the two above; anything else in its own words.
            throw ManifestError(file: file, line: entry.line, .buttonTemplateUnreadable(entry.template ?? "button.svg",
                                                                                       .unreadable("\(error)")))
        }
    }

    /// `path` relative to `folder` when inside it, else unchanged.
    static func relative(_ path: String, to folder: URL) -> String {
        relative(path, toPrefix: folderPrefix(folder))
    }

    /// The prefix of the paths inside `folder` (`relative`).
    static func folderPrefix(_ folder: URL) -> String {
        folder.standardizedFileURL.path + "/"
    }

    /// `path` without `prefix` (`folderPrefix`) when it starts with it, else unchanged.
    static func relative(_ path: String, toPrefix prefix: String) -> String {
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
