import ArgumentParser
import Foundation
import IconForgeKit

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check SVG icons, button templates and asset catalogs without writing anything.",
        discussion: """
        Icons get every icon check at the tab-bar size (opaque background, colour discarded, clipped, \
        empty, faint, and soft: a grid icon the default fit draws off its pixel grid, with what `--fit pixel` \
        would do); button templates (files with {{...}}) are rendered stretched and checked for caps \
        too small for the corners and a see-through body. Asset catalogs (.xcassets folders) are checked \
        for sets whose Xcode-generated asset symbols clash (giftColor and gift are both `gift`), and for \
        symbols whose .fill variant SwiftUI would not pair (house.fill with no house, or house-selected beside house). \
        With --format android --vector, icons are also made into VectorDrawables and checked as Android \
        Lint checks them (VectorPath, VectorRaster). Warnings name the measurement.

        Exit status: 0 when every input was checked (1 with --strict if any warning), 1 when an input \
        could not be read or rendered, 64 on a usage error.
        """
    )

    @Argument(help: "SVG files, folders (their SVGs), button templates, bundled template names, .xcassets catalogs, Android res/ folders, or - for one SVG on stdin.")
    var inputs: [String]

    /// The inputs as given (see `PositionalRuns`).
    var paths: [String] { PositionalRuns.unpack(inputs) }

    @Option(help: "Tab-bar icon size to check icons at (default: classic).")
    var preset: IconPreset?

    @Option(help: "Icon size to check icons at, in points (dp for android): 30, or WxH (default: the preset's; android 24).",
            transform: { try PointSize.parse($0) })
    var size: PointSize?

    @Option(help: "Check icons as `icon --format` writes them: at the format's size (android: 24 dp), and with --vector as its vector files.")
    var format: BundleFormat = .xcassets

    @Flag(help: "Also check icons as `icon --vector` writes them: with --format android, the VectorDrawable, with what it would refuse (no vector) and Android Lint's VectorPath (a pathData of 800 characters or more, which iconforge could not split) and VectorRaster (larger than 200 dp).")
    var vector = false

    @Option(help: fitHelp)
    var fit: FitMode = .aspect

    @Flag(help: "Also check icons as custom SF Symbols: what `icon --symbol` would refuse (text, images, masks, filters, ...) or draw differently (a gradient, evenodd), as warnings.")
    var symbol = false

    // Suffixes start with a dash (-fill): the next word is the value whatever it looks like.
    @Option(parsing: .unconditional, help: ArgumentHelp("Also check each input X against the input X<suffix>, its selected drawing (-fill), as `icon --selected-suffix` pairs them: a warning when their ink boxes differ by more than a pixel at 1x.",
                                                        valueName: "suffix"))
    var selectedSuffix: String?

    @Flag(help: "The icons mirror in right-to-left languages (as icon --mirror): no suggestion for directional names (arrow, chevron, reply, send, forward, back, undo, redo).")
    var mirror = false

    @Flag(help: "Exit 1 when any warning is found.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only warnings and errors.")
    var quiet = false

    @OptionGroup(title: "Rendering")
    var rendering: RenderOptions

    /// The format the icons are checked for: `--format`, or its vector form with `--vector`.
    var writtenFormat: BundleFormat { vector ? format.vectorForm ?? format : format }

    /// The icon canvas, as `icon` takes it from `--preset`, `--size` and the format.
    var iconOptions: IconOptions {
        var options = (preset ?? .classic).options(IconOptions(fit: fit))
        if preset == nil, let size = writtenFormat.type.defaultIconSize { (options.width, options.height) = size }
        if let size { (options.width, options.height) = (size.width, size.height) }
        return options
    }

    func validate() throws {
        try IconInputRules.validate(inputs: paths, name: nil, namesStandardInput: false)
        if size != nil && preset != nil { throw ValidationError("give --size or --preset, not both") }
        if let size, iconOptions.problem == .sizeOutOfRange {
            throw ValidationError("--size must be \(IconOptionProblem.sizeRange), not \(size.text)")
        }
        if vector && format.vectorForm == nil {
            throw ValidationError("--vector checks the vector files of \(FormatRegistry.vectorNames), not \(format)")
        }
        if selectedSuffix?.isEmpty == true { throw ValidationError("--selected-suffix needs a suffix, such as -fill") }
    }

    func run() throws {
        let bundle = try writtenFormat.checkedOutput(root: URL(fileURLWithPath: "/"), options: FormatOptions())
        let options = bundle.iconOptions(iconOptions)
        var linter = Linter(iconOptions: options, rasterizer: rendering.makeRasterizer(),
                            maximumInputBytes: rendering.maxInputSize.bytes,
                            allowsExternalFiles: rendering.allowExternalFiles)
        if symbol { linter.symbol = SymbolOptions() }
        linter.drawable = bundle.vectorArt(options)?.drawableOptions
        linter.mirrors = mirror
        var failed = 0, warned = 0, checked = 0, leftOut = 0
        // Everything but a catalog is read as `icon` and `build` read: folders, -, names that
        // are not UTF-8, all at once; the results are then reported in argument order.
        let arguments = paths.map { path in
            (path, CatalogReader.isCatalogFolder(path) || AndroidDensityProblem.isResourceFolder(path) ? nil
                : IconInput.expand([path], undecodable: RawArguments.undecodable))
        }
        let inputs = arguments.flatMap { $0.1 ?? [] }
        let all = IconInput.loadAll(inputs, name: nil, maximumBytes: rendering.maxInputSize.bytes)
        var loaded = all[...]
        let sources = all.map { try? $0.get() }
        let (partners, unpaired) = selectedSuffix.map { Linter.selectedPartners(sources, suffix: $0) } ?? ([:], [:])
        var position = 0
        for (path, expanded) in arguments {
            guard let expanded else {
                let outcome = CatalogReader.isCatalogFolder(path) ? lintCatalog(path) : lintResources(path)
                (checked, failed, warned) = (checked + 1, failed + (outcome.failed ? 1 : 0), warned + (outcome.warned ? 1 : 0))
                continue
            }
            for input in expanded {
                let read = loaded.removeFirst()
                defer { position += 1 }
                // A link a folder holds that reaches no file is no input: said, and not checked.
                if let reason = input.leftOutReason {
                    Console.warning(input.displayName, reason)
                    leftOut += 1
                    continue
                }
                var result = linter.lint(input, loaded: read)
                if result.error == nil, let partner = partners[position], let icon = sources[position], let selected = sources[partner] {
                    do {
                        if let warning = try linter.lintPair(icon, selected: selected) { result.warnings.append(warning) }
                    } catch {
                        result.error = AssetError(error)
                    }
                }
                if let warning = unpaired[position] { result.warnings.append(warning) }
                let shown = input.displayName
                checked += 1
                if let error = result.error {
                    Console.error(shown, error)
                    failed += 1
                    continue
                }
                for warning in result.warnings { Console.warning(shown, warning.description) }
                warned += result.warnings.isEmpty ? 0 : 1
                if result.warnings.isEmpty && !quiet { Console.out("\(shown): ok (\(result.kind.rawValue))") }
            }
        }
        // Inputs that could not be read or rendered were not checked: the summary says so.
        if !quiet {
            Console.out("\(checked - failed) checked, \(warned) with warnings" + (failed > 0 ? ", \(failed) failed" : "")
                        + (leftOut > 0 ? ", \(leftOut) left out" : ""))
        }
        if failed > 0 || (strict && warned + leftOut > 0) { throw ExitCode.failure }
    }

    /// Checks the Android resource folder `input` for PNGs missing from some densities (Android
    /// Lint's IconDensities); returns whether it could be read, and whether it had warnings.
    func lintResources(_ input: String) -> (failed: Bool, warned: Bool) {
        do {
            let problems = try AndroidDensityProblem.problems(inResourcesAt: URL(fileURLWithPath: input))
            for problem in problems { Console.warning(problem.path, problem.reason) }
            if problems.isEmpty && !quiet { Console.out("\(input): ok (resources)") }
            return (false, !problems.isEmpty)
        } catch {
            Console.error(input, "\(error.localizedDescription)")
            return (true, false)
        }
    }

    /// Checks the catalog `input` for Xcode asset-symbol clashes and symbols' `.fill` variants
    /// without their pair; returns whether it could be
    /// read, and whether it had warnings.
    func lintCatalog(_ input: String) -> (failed: Bool, warned: Bool) {
        do {
            let url = URL(fileURLWithPath: input)
            let clashes = try XcodeAssetSymbols.clashes(inCatalogAt: url)
            for clash in clashes { Console.warning(clash.path, clash.reason) }
            let pairs = try SymbolFillPairProblem.problems(inCatalogAt: url)
            for pair in pairs { Console.warning(pair.path, pair.reason) }
            if clashes.isEmpty && pairs.isEmpty && !quiet { Console.out("\(input): ok (asset catalog)") }
            return (false, !clashes.isEmpty || !pairs.isEmpty)
        } catch {
            let error = error as? CatalogError ?? CatalogError(input, .system(error))
            Console.error(error.path, error.reason)
            return (true, false)
        }
    }
}
