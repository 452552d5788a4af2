import ArgumentParser
import Foundation
import IconForgeKit

struct ButtonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "button",
        _superCommandName: DirectParse.superCommandName,
        abstract: "Render a glossy stretchable button background, with cap insets, for each state.",
        discussion: """
        Writes <name>.imageset, <name>-highlighted.imageset and <name>-disabled.imageset (or the same \
        names as PNG files, or Android 9-patches), each file carrying its cap insets, plus \
        <name>-preview.png showing the states stretched into a table-button frame.

        Exit status: 0 on success, 1 when rendering or writing failed, 64 on a usage error.
        """
    )

    @Option(name: [.customLong("color"), .customLong("colour")], help: "Base colour: rrggbb, #rrggbb, #rgb, r,g,b, rgb(r,g,b) or a CSS colour name.")
    var color: ColorArgument

    @Option(help: "Full image size in points, WxH (default: a compact stretchable image, 40 pt high).", transform: { try PointSize.parse($0) })
    var size: PointSize?

    @Option(help: "Corner radius in points (default: a quarter of the height; 10 with --stretch both).")
    var radius: Double?

    @Option(name: [.customLong("stroke-color"), .customLong("stroke-colour")], help: "Outline colour, or auto to derive a darker, greyer shade of each state's fill.")
    var strokeColor: ColorArgument = ColorArgument(argument: "auto")!

    @Option(help: "Outline width in points, drawn inside the edge.")
    var strokeWidth: Double = 0.5

    @Option(name: [.customLong("highlight-color"), .customLong("highlight-colour")], help: "Fill of the highlighted (pressed) state (default: the base colour darkened).")
    var highlightColor: ColorArgument?

    @Option(name: [.customLong("dark-color"), .customLong("dark-colour")],
            help: "Base colour of a dark appearance (xcassets: luminosity dark entries; android: drawable-night-*), or auto to derive one that stands out from a dark background as the light one does from white.")
    var darkColor: ColorArgument?

    @Option(help: "States to write, comma-separated: normal, highlighted, disabled.")
    var states: StateList = StateList(argument: "normal,highlighted,disabled")!

    @Option(help: "Stretch direction: horizontal (3-part) or both (9-part).")
    var stretch: StretchArgument = StretchArgument(argument: "horizontal")!

    @Option(help: "Asset name (default: button-<hex>).")
    var name: String?

    @Option(help: "Scales to write, comma-separated (xcassets and png; android writes every density). \(ScaleList.standard.shownDefault)",
            transform: { try ScaleList.parse($0) })
    var scales: ScaleList?

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The .xcassets catalog, PNG folder or Android res/ folder to write (default: Buttons.xcassets, Buttons or res).",
        valueName: "path"))
    var out: String?

    @Option(help: "Bundle format.")
    var format: BundleFormat = .xcassets

    @Option(name: .customLong("set"), help: SettingArgument.help, transform: { try SettingArgument.parse($0) })
    var settings: [SettingArgument] = []

    @Option(help: ArgumentHelp("Mustache SVG template with the parameters of the bundled button.svg, or a bundled template's name (default: button). It is checked before rendering: colour placeholders, opaque body, room for the caps.",
                               valueName: "path"))
    var template: String?

    @Option(help: "Title shown on the preview's buttons.")
    var title: String = "Button Title"

    @Option(help: "The frame the preview stretches each state to, WxH in points; when not given, UIKit's table button, grown to hold a larger button image, and with --format android a 328x40 dp button on a 360 dp screen (default: 300x44).",
            transform: { try PointSize.parse($0) })
    var previewSize: PointSize?

    @Flag(name: .customLong("no-preview"), help: "Don't write <name>-preview.png.")
    var noPreview = false

    @Option(help: ArgumentHelp("Folder for the preview (default: iconforge-previews/ in the current folder; never inside the bundle).",
                               valueName: "path"))
    var previewDir: String?

    @Flag(help: ArgumentHelp("Take over what is in the way: an imageset, entry or file of the same name that iconforge has no record of writing (or that changed since). iconforge records it as its own from then on."))
    var replace = false

    @Flag(name: .shortAndLong, help: "Print only warnings and errors.")
    var quiet = false

    @OptionGroup(title: "Rendering")
    var rendering: RenderOptions

    @OptionGroup(title: "Output")
    var output: OutputOptions

    /// The options; the error names the option at fault and why, in one line.
    func makeOptions() throws -> ButtonOptions {
        func colour(_ argument: ColorArgument?, _ option: String, allowsAuto: Bool = false) throws -> RGBA? {
            guard let argument else { return nil }
            switch argument.parsed {
            case .success(nil) where !allowsAuto: throw OptionProblem(option, "auto is not allowed here")
            case .success(let color): return color
            case .failure(let error): throw OptionProblem(option, error.description)
            }
        }
        let given = ButtonOptions(
            geometry: ButtonGeometry(height: size?.height ?? 40, width: size?.width, radius: radius,
                                     strokeWidth: strokeWidth, stretch: stretch.mode),
            color: try colour(color, "--color")!,
            strokeColor: try colour(strokeColor, "--stroke-color", allowsAuto: true),
            highlightColor: try colour(highlightColor, "--highlight-color"),
            states: states.values, name: name, scales: (scales ?? .standard).values, title: title,
            previewWidth: previewSize?.width, previewHeight: previewSize?.height)
        if let outOfRange = given.geometry.outOfRange {
            let bySize = ["height", "width"].contains(outOfRange.key)
            throw OptionProblem(bySize ? "--size" : "--\(outOfRange.key)", bySize ? outOfRange.description : outOfRange.reason)
        }
        var options = given
        if let darkColor {
            options.darkColor = try colour(darkColor, "--dark-color", allowsAuto: true).map { .color($0) } ?? .auto
        }
        if previewSize == nil {
            // The default frame grows to hold the image; a given one is checked as given.
            options.previewWidth = max(options.previewWidth, options.geometry.pointSize.width)
            options.previewHeight = max(options.previewHeight, options.geometry.pointSize.height)
        }
        if let problem = options.imageProblem { throw imageProblem(problem) }
        if !noPreview, let problem = options.previewProblem { throw previewProblem(problem) }
        return options
    }

    func validate() throws {
        try OutputOptions.requirePaths(out: out, previewDir: previewDir)
        let bundle = try format.checkedOutput(root: URL(fileURLWithPath: "/"), options: FormatOptions(settings))
        if scales != nil, let unused = bundle.scalesUnused(for: .button) {
            throw ValidationError("--scales \(format) \(unused); leave --scales out")
        }
    }

    func run() throws {
        output.applyEncoding()
        let options: ButtonOptions
        do {
            options = try makeOptions()
        } catch let problem as OptionProblem {
            Console.error(problem.option, problem.reason)
            throw ExitCode.validationFailure
        }
        let root = URL(fileURLWithPath: out ?? format.type.defaultRoot("Buttons"))
        let formatOptions = FormatOptions(settings)
        let bundle = try format.checkedOutput(root: root, options: formatOptions)
        let previews = previewFolder(previewDir, noPreview: noPreview)
        try checkOutputs(bundle, previews: previews, out: out, previewDir: previewDir,
                         inputs: template.map { [$0] } ?? [])
        let session = try openBundle {
            try PipelineBuilder.openCommandBundle(bundle, previews: previews, replaces: replace, settings: formatOptions.recorded)
        }
        defer { session.close() }
        let buttonTemplate: ButtonTemplate
        let rasterizer = rendering.makeRasterizer()
        do {
            buttonTemplate = try template.map(ButtonTemplate.resolve) ?? ButtonTemplate.bundled()
            try buttonTemplate.check(geometry: options.geometry, rasterizer: rasterizer)
        } catch {
            Console.error(template ?? "template:button.svg", String(describing: error))
            throw ExitCode.failure
        }
        let written = ButtonBuilder(options: options, template: buttonTemplate, rasterizer: rasterizer).run(into: session)
        if let error = written.error {
            Console.error(buttonTemplate.displayName, error)
            throw ExitCode.failure
        }
        written.notes.forEach { Console.warning(options.name, $0) }
        if !quiet {
            Console.out("\(options.name): wrote \(written.files.count) files to \(root.path)")
            if let line = previewsLine(written.preview.map { [$0] } ?? [], in: previews) { Console.out(line) }
        }
        try output.synchronize([root] + (previews.map { [$0] } ?? []))
    }
}

/// A bad option value: the option (nil for a combination) and why.
struct OptionProblem: Error {
    let option: String?
    let reason: String

    init(_ option: String?, _ reason: String) {
        self.option = option
        self.reason = reason
    }
}
