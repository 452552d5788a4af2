import ArgumentParser
import Foundation
import IconForgeKit

struct IconCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icon",
        _superCommandName: DirectParse.superCommandName,
        abstract: "Render SVGs into alpha-only tab-bar icons (30x30 pt at 1x, 2x and 3x) with a preview.",
        discussion: """
        Each input is an SVG or SVGZ file, or the name of a bundled template (see `iconforge templates`). \
        Each icon is written whole or not at all; one failing input never stops the others.

        Exit status: 0 when every icon was written, 1 when any input failed, 64 on a usage error.
        """
    )

    @Argument(help: "SVG files, folders (their SVGs), bundled template names, or - for one SVG on stdin.")
    var inputs: [String]

    /// The inputs as given (see `PositionalRuns`).
    var paths: [String] { PositionalRuns.unpack(inputs) }

    @Option(help: "The icon's name, instead of its file name (required with -): its files, imageset, Android resource and preview take it. One input only; for several, a manifest's name: per icon.")
    var name: String?

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The .xcassets catalog, PNG folder or Android res/ folder to write (default: Icons.xcassets, Icons or res).",
        valueName: "path"))
    var out: String?

    @Option(help: "Bundle format.")
    var format: BundleFormat = .xcassets

    @Option(help: ArgumentHelp("The drawing the selected tab shows (house-fill.svg for house.svg), written beside the icon as <name>-selected (android: a state_checked selector); one input only.",
                               valueName: "svg"))
    var selected: String?

    // Suffixes start with a dash (-fill): the next word is the value whatever it looks like.
    @Option(parsing: .unconditional, help: ArgumentHelp("Pair every input X with the input X<suffix> as its selected drawing (-fill: house with house-fill); a paired drawing is no icon of its own.",
                               valueName: "suffix"))
    var selectedSuffix: String?

    @Flag(help: "The icon points along the reading direction (an arrow, reply, send): mirrored in right-to-left languages (xcassets: language-direction left-to-right; android: autoMirrored, or drawable-ldrtl-* copies).")
    var mirror = false

    @Option(help: "Icon size in points (dp for android): 30, or WxH (default 30, or the preset's; android 24).",
            transform: { try PointSize.parse($0) })
    var size: PointSize?

    @Option(help: "Named icon size: classic (30x30 pt), or the Human Interface Guidelines' size for a circle, square, wide or tall glyph (-compact for compact tab bars).")
    var preset: IconPreset?

    @Option(help: "Android tab colours: dark (selected #FFFFFF, unselected #808080) or light (#333333, #999999).")
    var androidTheme: AndroidTabTheme?

    @Flag(name: .customLong("state-list"), inversion: .prefixedNo,
          help: "Android PNGs: selected/unselected variants + a selector (state_checked, state_selected) instead of one white mask per density, which the widget tints (default: off).")
    var stateList: Bool?

    @Flag(help: "Write vectors: a PDF imageset (xcassets) or a VectorDrawable drawable/ic_tab_<name>.xml (android), no PNGs.")
    var vector = false

    @Option(help: ArgumentHelp("With --vector for android: png writes the PNG densities, with a warning, for an SVG a VectorDrawable cannot express (default: it fails).", valueName: "png"))
    var vectorFallback: VectorFallback?

    @Flag(help: "Write custom SF Symbols (xcassets): <name>.symbolset/<name>.svg, Apple's template with Ultralight, Regular and Black weights, strokes outlined.")
    var symbol = false

    @Option(help: ArgumentHelp("With --symbol: the art box as insets from the SVG's canvas, in its units (N, or top,left,bottom,right), instead of margins from the ink.",
                               valueName: "insets"))
    var symbolInsets: String?

    @Option(help: ArgumentHelp("With --symbol: the symbol's Ultralight as a designer drew it, used as drawn (Regular is the icon); it must interpolate with Regular, path for path and point for point; one input only.",
                               valueName: "svg"))
    var ultralight: String?

    @Option(help: ArgumentHelp("With --symbol: the symbol's Black as a designer drew it, as --ultralight.", valueName: "svg"))
    var black: String?

    @Option(name: .customLong("set"), help: SettingArgument.help, transform: { try SettingArgument.parse($0) })
    var settings: [SettingArgument] = []

    @Option(help: "Scales to write, comma-separated (xcassets and png; android writes every density, PDF and symbol files have no scale). \(ScaleList.standard.shownDefault)",
            transform: { try ScaleList.parse($0) })
    var scales: ScaleList?

    @Option(help: "Inset of the art from every edge, in points.")
    var padding: Double = 0

    @Option(help: fitHelp)
    var fit: FitMode = .aspect

    @Flag(name: .customLong("no-preview"), help: "Write no preview and no contact sheet.")
    var noPreview = false

    @Option(help: ArgumentHelp(
        "each: a <name>-preview.png tab-bar simulation per icon; sheet: one ContactSheet.png of the batch (default: each for one icon, sheet for several).",
        valueName: "each|sheet"))
    var preview: IconPreviews?

    @Option(help: ArgumentHelp("Folder for previews (default: iconforge-previews/ in the current folder; never inside the bundle).",
                               valueName: "path"))
    var previewDir: String?

    @Flag(help: "Treat warnings as errors: an icon with a warning is not written.")
    var strict = false

    @Flag(help: ArgumentHelp("Take over what is in the way: an imageset, entry or file of the same name that iconforge has no record of writing (or that changed since). iconforge records it as its own from then on."))
    var replace = false

    @Flag(name: .shortAndLong, help: "Print only warnings and errors.")
    var quiet = false

    @OptionGroup(title: "Rendering")
    var rendering: RenderOptions

    @OptionGroup(title: "Output")
    var output: OutputOptions

    /// The format written: `--format`, or its vector form with `--vector`, or its symbol form with `--symbol`.
    var writtenFormat: BundleFormat {
        if symbol { return format.symbolForm ?? format }
        return vector ? format.vectorForm ?? format : format
    }

    var options: IconOptions {
        var options = (preset ?? .classic).options(IconOptions(scales: (scales ?? .standard).values, padding: padding, fit: fit))
        options.mirrors = mirror
        if preset == nil, let size = writtenFormat.type.defaultIconSize { (options.width, options.height) = size }
        if let size { (options.width, options.height) = (size.width, size.height) }
        return options
    }

    /// The format's settings as the options give them; the format reads them.
    var formatOptions: FormatOptions {
        var options = FormatOptions(settings)
        if let androidTheme { options["theme"] = .init(androidTheme.rawValue, origin: .option("--android-theme")) }
        if let stateList { options["state-list"] = .init(String(stateList), origin: .option(stateList ? "--state-list" : "--no-state-list")) }
        if let vectorFallback { options["vector-fallback"] = .init(vectorFallback.rawValue, origin: .option("--vector-fallback")) }
        if let symbolInsets { options["symbol-insets"] = .init(symbolInsets, origin: .option("--symbol-insets")) }
        // --size is the icon's canvas; a format with a size setting of its own (dp) reads it too.
        if let size, writtenFormat.settings.contains(where: { $0.key == "size" }) {
            options["size"] = .init(size.text, origin: .option("--size"))
        }
        return options
    }

    func validate() throws {
        if let problem = options.problem { throw ValidationError(optionProblem(problem)) }
        if size != nil && preset != nil { throw ValidationError("give --size or --preset, not both") }
        try IconInputRules.validate(inputs: paths, name: name)
        try OutputOptions.requirePaths(out: out, previewDir: previewDir)
        if vector && symbol { throw ValidationError("give --vector or --symbol, not both") }
        if vector && format.vectorForm == nil {
            throw ValidationError("--vector writes \(FormatRegistry.vectorNames), not \(format)")
        }
        if symbol && format.symbolForm == nil {
            throw ValidationError("--symbol writes symbol sets into \(FormatRegistry.symbolNames) catalogs, not \(format)")
        }
        let bundle = try writtenFormat.checkedOutput(root: URL(fileURLWithPath: "/"), options: formatOptions)
        // Scales that change no file are a mistake to say, not to pass over.
        if scales != nil, let unused = bundle.scalesUnused(for: .tabIcon) {
            let form = symbol ? " --symbol" : vector ? " --vector" : ""
            throw ValidationError("--scales \(format)\(form) \(unused); leave --scales out")
        }
        if preview != nil && noPreview { throw ValidationError("give --preview or --no-preview, not both") }
        try validateSelected()
        try validateWeights()
    }

    /// `--ultralight` and `--black` are weights of one icon's symbol.
    func validateWeights() throws {
        for (option, value) in [("--ultralight", ultralight), ("--black", black)] {
            guard let value else { continue }
            if value.isEmpty { throw ValidationError("\(option) needs a path") }
            if !symbol { throw ValidationError("\(option) is a weight of a custom symbol; give --symbol") }
            var isFolder: ObjCBool = false
            if paths.count != 1 || FileManager.default.fileExists(atPath: paths[0], isDirectory: &isFolder) && isFolder.boolValue {
                throw ValidationError("\(option) is a drawing of one icon; to give several icons their weights, give each its own "
                                      + "'\(option.dropFirst(2)):' in a manifest (iconforge.yml, see `iconforge init`)")
            }
        }
    }

    /// The icon options' `problem` as about the option that set it: padding is --padding, size
    /// --size (a preset's size is always valid), a scale --scales.
    func optionProblem(_ problem: IconOptionProblem) -> String {
        switch problem {
        case .sizeOutOfRange: return "--size must be \(IconOptionProblem.sizeRange)" + (size.map { ", not \($0.text)" } ?? "")
        case .scales: return "--scales \(problem)"
        case .paddingNotFinite, .paddingOutOfRange: return "--\(problem)"
        }
    }

    /// `--selected` goes with one SVG, `--selected-suffix` with any inputs, never both.
    func validateSelected() throws {
        if selected != nil && selectedSuffix != nil { throw ValidationError("give --selected or --selected-suffix, not both") }
        if selectedSuffix?.isEmpty == true { throw ValidationError("--selected-suffix needs a suffix, such as -fill") }
        if let selected {
            if selected.isEmpty { throw ValidationError("--selected needs a path") }
            var isFolder: ObjCBool = false
            if paths.count != 1 || FileManager.default.fileExists(atPath: paths[0], isDirectory: &isFolder) && isFolder.boolValue {
                throw ValidationError("--selected is the selected drawing of one SVG; for a batch use --selected-suffix")
            }
        }
    }

    func run() throws {
        output.applyEncoding()
        let root = URL(fileURLWithPath: out ?? writtenFormat.type.defaultRoot("Icons"))
        let bundle = try writtenFormat.checkedOutput(root: root, options: formatOptions)
        let previews = previewFolder(previewDir, noPreview: noPreview)
        var builder = IconBuilder(options: options, format: bundle, rasterizer: rendering.makeRasterizer(),
                                  previewFolder: previews, strict: strict,
                                  allowsExternalFiles: rendering.allowExternalFiles)
        // Outputs are checked before any input is reported or used: a usage error is the only line printed.
        let expanded = IconInput.expand(paths, undecodable: RawArguments.undecodable)
        // Links a folder holds that reach no file are said, not counted.
        let inputCount = expanded.count { !$0.isLeftOut }
        builder.previews = preview ?? .automatic(icons: inputCount)
        // Read while the outputs are checked and the bundle opened (a refused run drops them).
        let loads = IconInput.startLoading(expanded, name: name, maximumBytes: rendering.maxInputSize.bytes)
        let files = IconInput.existingFiles(expanded)
        try checkOutputs(bundle, previews: previews, out: out, previewDir: previewDir,
                         inputs: files + [selected, ultralight, black].compactMap { $0 })
        builder.replaces = replace
        builder.settings = formatOptions.recorded
        let session = try openBundle { try builder.openBundle() }
        defer { session.close() }
        // The workers start while the inputs are read (not before the checks: a run refused
        // there starts no process).
        CommandStep.bundleOpened.reached()
        builder.rasterizer.prepare(forRenders: inputCount)
        var failed = false
        var sources: [IconSource] = []
        for (input, loaded) in zip(expanded, loads.results()) {
            if let reason = input.leftOutReason {
                Console.warning(input.displayName, reason)
                continue
            }
            switch loaded {
            case .success(let source): sources.append(source)
            case .failure(let error):
                Console.error(input.displayName, error.description)
                failed = true
            }
        }
        var paired = pairSelected(sources, failed: &failed)
        // A weight that cannot be read leaves the icon unbuilt, as its selected drawing does.
        var unreadWeight = false
        builder.designedWeights = loadWeights(failed: &unreadWeight)
        if unreadWeight { (paired, failed) = ([], true) }
        // Inputs, failed ones included, less the drawings paired as selected ones.
        if preview == nil { builder.previews = .automatic(icons: inputCount - (sources.count - paired.count)) }
        CommandStep.inputsRead.reached()
        let batch = builder.run(paired.map(\.icon), selected: paired.map(\.selected), into: session)
        CommandStep.filesWritten.reached()
        for outcome in batch.icons {
            // A failed icon gets its one error line; with --strict that line carries the warnings.
            if let error = outcome.error {
                Console.error(outcome.source, error)
                failed = true
                continue
            }
            for warning in outcome.warnings {
                Console.warning(outcome.source, warning.description)
            }
            for note in outcome.notes {
                Console.warning(outcome.source, note)
            }
            if !quiet {
                // Say so when a template stood in for a file name that exists nowhere on disk.
                let prefix = "template:"
                let origin = outcome.source.hasPrefix(prefix) ? " (bundled template \(outcome.source.dropFirst(prefix.count)))" : ""
                Console.out("\(outcome.name): wrote \(outcome.files.count) files to \(root.path)\(origin)")
            }
        }
        if !quiet, let line = previewsLine(batch.assets.compactMap(\.preview), in: previews) { Console.out(line) }
        for sheet in batch.sheets {
            if let error = sheet.error {
                Console.error(sheet.url.path, error)
                failed = true
            } else if !quiet {
                Console.out("contact sheet \(sheet.url.path): \(sheet.icons) icon\(sheet.icons == 1 ? "" : "s")")
            }
        }
        IconRunRemains(session: session, sources: sources, paired: paired, batch: batch).leave()
        try output.synchronize([root] + (previews.map { [$0] } ?? []))
        if failed { throw ExitCode.failure }
    }
}

extension IconCommand {
    /// The sources with their selected drawings: `--selected`'s file beside the one icon, or
    /// the inputs paired by `--selected-suffix`. A `--selected` file that cannot be read fails
    /// the icon, in one line naming it. A drawing named as a selected drawing whose icon is
    /// itself one stays an icon, with a warning (with `--strict`, it fails).
    func pairSelected(_ sources: [IconSource], failed: inout Bool) -> [(icon: IconSource, selected: IconSource?)] {
        if let selectedSuffix {
            let pairing = SelectedPairing.pairing(sources, suffix: selectedSuffix, name: \.name)
            var refused = Set<Int>()
            for unpaired in pairing.unpaired {
                let warning = SelectedPairing.warning(unpaired, suffix: selectedSuffix) { sources[$0].displayName }
                if strict {
                    Console.error(sources[unpaired.drawing].displayName, IconError.strict([warning]).description)
                    refused.insert(unpaired.drawing)
                    failed = true
                } else {
                    Console.warning(sources[unpaired.drawing].displayName, warning.description)
                }
            }
            return pairing.pairs.filter { !refused.contains($0.icon) }.map { (sources[$0.icon], $0.selected.map { sources[$0] }) }
        }
        guard let selected else { return sources.map { ($0, nil) } }
        switch IconSource.load(selected, maximumBytes: rendering.maxInputSize.bytes) {
        case .success(let drawing):
            return sources.map { ($0, drawing) }
        case .failure(let error):
            Console.error(selected, error.description)
            failed = true
            return []
        }
    }
}

extension IconCommand {
    /// `--ultralight` and `--black` read; a file that cannot be read is one error line naming it,
    /// and the icon is not built.
    func loadWeights(failed: inout Bool) -> SymbolWeightSources {
        func load(_ path: String?) -> IconSource? {
            guard let path else { return nil }
            switch IconSource.load(path, maximumBytes: rendering.maxInputSize.bytes) {
            case .success(let drawing): return drawing
            case .failure(let error):
                Console.error(path, error.description)
                failed = true
                return nil
            }
        }
        return SymbolWeightSources(ultralight: load(ultralight), black: load(black))
    }
}

extension AndroidTabTheme: ArgumentCases {}
extension IconPreviews: ArgumentCases {}

/// What `--vector-fallback` writes for an SVG a VectorDrawable cannot express.
enum VectorFallback: String, ExpressibleByArgument {
    case png
}
