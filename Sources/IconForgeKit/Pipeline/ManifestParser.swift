import Foundation
import Yams

/// Reads `iconforge.yml` (YAML; JSON is valid YAML too) into a `Manifest`. Unknown keys and
/// bad values are errors naming the manifest line.
public enum ManifestParser {
    /// The manifest's own keys; the formats' sections (`android`) come from the registry.
    static let ownKeys = ["outputs", "defaults", "icons", "buttons", "contact-sheet", "swift", "previews"]
    static var topKeys: [String] { ownKeys + FormatRegistry.sections.keys.sorted() }
    static let iconKeys = ["source", "template", "name", "size", "preset", "scales", "padding", "fit", "group",
                           "selected", "selected-suffix", "symbol", "symbol-insets", "ultralight", "black", "mirror"]
    static let buttonKeys = ["name", "colour", "color", "highlight", "stroke", "states", "size", "height", "width",
                             "radius", "stroke-width", "stretch", "template", "scales", "group", "dark-colour", "dark-color"]
    static let stretches: [String: StretchMode] = ["horizontal": .horizontal, "both": .both]

    /// The largest manifest read: far beyond any real one, small enough to parse quickly.
    static let maximumBytes = 4 << 20

    /// Reads and parses the manifest at `url`.
    public static func load(_ url: URL) throws -> Manifest {
        let display = url.path
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ManifestError(file: display, line: nil, .noSuchManifest)
        }
        let data: Data
        switch InputFile.read(url.path, maximumBytes: maximumBytes) {
        case .success(let read): data = read
        case .failure(let error): throw ManifestError(file: display, line: nil, .unreadable(error))
        }
        return try parse(String(decoding: data, as: UTF8.self), file: url, displayName: display)
    }

    /// Parses manifest text; `file` anchors relative paths, `displayName` is used in errors.
    public static func parse(_ text: String, file: URL, displayName: String? = nil) throws -> Manifest {
        let name = displayName ?? file.path
        let root: Node
        do {
            // Without Yams' tag rules (`Resolver.basic`): the readers take each scalar's text
            // (`ManifestNode`), never its resolved tag, and the default rules' seven regular
            // expressions were compiled on every run, more than the rest of the parse.
            guard let node = try Yams.compose(yaml: text, .basic) else {
                throw ManifestError(file: name, line: nil, .empty)
            }
            root = node
        } catch let error as YamlError {
            throw yamlError(error, file: name)
        }
        let top = try ManifestNode(node: root, file: name).mapping("the manifest", allowed: topKeys)
        var manifest = Manifest(file: file, outputs: [], icons: [], buttons: [], contactSheet: PreviewPlacement.contactSheet)

        guard let outputs = top["outputs"] else {
            throw ManifestError(file: name, line: root.mark?.line, .noOutputs)
        }
        let sections = try formatSections(top)
        manifest.outputs = try outputs.list("outputs").map { try output($0, sections: sections) }
        var paths: [String: Int] = [:]
        for output in manifest.outputs {
            let key = manifest.resolve(output.path).standardizedFileURL.path
            if let other = paths[key] {
                throw ManifestError(file: name, line: output.line, .outputListedTwice(path: output.path, line: other))
            }
            paths[key] = output.line
        }
        try swift(top["swift"], into: &manifest)
        try contactSheet(top["contact-sheet"], into: &manifest)
        let defaults = try top["defaults"]?.mapping("defaults", allowed: ["icons", "buttons"]) ?? [:]
        let iconDefaults = try icon(defaults["icons"], base: nil, isDefaults: true)
        let buttonDefaults = try defaults["buttons"].map { try button($0, base: nil, isDefaults: true) }
        manifest.icons = try (top["icons"]?.list("icons") ?? []).map { try icon($0, base: iconDefaults, isDefaults: false) }
        manifest.buttons = try (top["buttons"]?.list("buttons") ?? []).map {
            try button($0, base: buttonDefaults, isDefaults: false)
        }
        for (kind, declared) in [(Manifest.AssetKind.icons, !manifest.icons.isEmpty), (.buttons, !manifest.buttons.isEmpty)]
            where declared && !manifest.outputs.contains(where: { $0.assets.contains(kind) }) {
            throw ManifestError(file: name, line: top[kind.rawValue]?.line, .assetsWithoutOutput(kind))
        }
        try checkScales(top, manifest)
        try previews(top["previews"], into: &manifest)
        for button in manifest.buttons where manifest.previews != nil {
            guard let problem = button.options.previewProblem else { continue }
            throw ManifestError(file: name, line: button.line, .previewTooLarge(button: button.options.name, problem))
        }
        return manifest
    }

    /// `contact-sheet: review/sheet.png` (or `false`; `true` and no key: `iconforge-previews/ContactSheet.png`).
    static func contactSheet(_ node: ManifestNode?, into manifest: inout Manifest) throws {
        guard let node, node.node.bool != true else { return }
        manifest.contactSheet = node.node.bool == false ? nil : try node.string("contact-sheet")
    }

    /// `previews: Assets/Previews` (or `false`; `true`: `iconforge-previews` beside the manifest):
    /// where each asset's preview picture goes.
    static func previews(_ node: ManifestNode?, into manifest: inout Manifest) throws {
        guard let node, node.node.bool != false else { return }
        let path = node.node.bool == true ? PreviewPlacement.folderName : try node.string("previews")
        let folder = manifest.resolve(path).standardizedFileURL.path + "/"
        // Outside every output: in a catalog or res/ folder Xcode or aapt would trip over the
        // pictures, and in a PNG folder `home-preview.png` could be an icon named home-preview.
        for output in manifest.outputs {
            let root = manifest.resolve(output.path).standardizedFileURL.path + "/"
            if folder.hasPrefix(root) {
                throw node.error(.previewsInsideOutput(path: path, format: output.format, output: output.path))
            }
        }
        manifest.previews = path
    }

    static func icon(_ node: ManifestNode?, base: Manifest.IconEntry?, isDefaults: Bool) throws -> Manifest.IconEntry {
        var entry = base ?? Manifest.IconEntry(options: IconOptions(), line: 0)
        guard let node else { return entry }
        entry.line = node.line ?? 0
        let allowed = isDefaults ? ["size", "preset", "scales", "padding", "fit", "group", "selected-suffix", "symbol", "symbol-insets", "mirror"]
            : iconKeys
        // `- art/home.svg` is short for `- source: art/home.svg`.
        if !isDefaults, node.node.scalar != nil {
            entry.sources = [try node.string("an icon source")]
            return entry
        }
        let keys = try node.mapping(isDefaults ? "icon defaults" : "an icon entry", allowed: allowed)
        if keys["size"] != nil && keys["preset"] != nil { throw node.error(.both("size", "preset")) }
        if let preset = keys["preset"] { (entry.options.width, entry.options.height) = try Self.preset(preset).size }
        if let size = keys["size"] { (entry.options.width, entry.options.height) = try size.size("size") }
        if let scales = keys["scales"] { entry.options.scales = try scales.scales("scales") }
        if let padding = keys["padding"] { entry.options.padding = try padding.number("padding") }
        if let fit = keys["fit"] {
            let text = try fit.string("fit")
            guard let mode = FitMode(rawValue: text) else { throw fit.error(.notAFit(text)) }
            entry.options.fit = mode
        }
        if let group = keys["group"] { entry.group = try group.name("group") }
        if let mirror = keys["mirror"] {
            guard let value = mirror.node.bool else { throw mirror.error(.notABoolean("mirror")) }
            entry.options.mirrors = value
        }
        if let suffix = keys["selected-suffix"] {
            let text = try suffix.string("selected-suffix")
            guard !text.isEmpty else { throw suffix.error(.emptySelectedSuffix) }
            entry.selectedSuffix = text
        }
        try symbol(keys, into: &entry)
        if let problem = entry.options.problem { throw node.error(.iconOptions(problem)) }
        guard !isDefaults else { return entry }
        entry.sources = try keys["source"]?.strings("source") ?? []
        entry.templates = try (keys["template"]?.list("template") ?? []).map { template in
            let name = try template.string("template")
            guard let found = TemplateLibrary.named(name), !found.isParameterised else {
                throw template.error(.noIconTemplate(name))
            }
            return name
        }
        guard entry.sources.isEmpty != entry.templates.isEmpty else {
            throw node.error(.sourceOrTemplate)
        }
        if let name = keys["name"] {
            entry.name = try name.name("name")
            let single = entry.sources.count + entry.templates.count == 1 && !entry.sources.contains(where: Glob.isPattern)
            guard single else { throw name.error(.nameNeedsOneSource) }
        }
        for (key, node) in [("ultralight", keys["ultralight"]), ("black", keys["black"])] {
            guard let node else { continue }
            let path = try node.string(key)
            let single = entry.sources.count + entry.templates.count == 1 && !entry.sources.contains(where: Glob.isPattern)
            guard single else {
                throw node.error(.weightNeedsOneSource(key))
            }
            if key == "ultralight" { entry.ultralight = path } else { entry.black = path }
        }
        if let selected = keys["selected"] {
            if keys["selected-suffix"] != nil { throw selected.error(.both("selected", "selected-suffix")) }
            entry.selected = try selected.string("selected")
            entry.selectedSuffix = nil
            let single = entry.sources.count + entry.templates.count == 1 && !entry.sources.contains(where: Glob.isPattern)
            guard single else { throw selected.error(.selectedNeedsOneSource) }
        }
        return entry
    }

    static func button(_ node: ManifestNode, base: Manifest.ButtonEntry?, isDefaults: Bool) throws -> Manifest.ButtonEntry {
        var entry = base ?? Manifest.ButtonEntry(options: ButtonOptions(color: RGBA(0, 0, 0), name: ""), template: nil,
                                                 group: nil, line: 0)
        entry.line = node.line ?? 0
        let perButton = ["name", "colour", "color", "highlight", "stroke"]
        let allowed = isDefaults ? buttonKeys.filter { !perButton.contains($0) } : buttonKeys
        let keys = try node.mapping(isDefaults ? "button defaults" : "a button entry", allowed: allowed)
        var options = entry.options
        if let name = keys["name"] { options.name = try name.name("name") }
        if keys["colour"] != nil && keys["color"] != nil { throw node.error(.both("colour", "color")) }
        if let colour = keys["colour"] ?? keys["color"] { options.color = try colour.colour("colour") }
        if let highlight = keys["highlight"] { options.highlightColor = try highlight.colour("highlight") }
        if let stroke = keys["stroke"] { options.strokeColor = try stroke.colour("stroke") }
        if keys["dark-colour"] != nil && keys["dark-color"] != nil { throw node.error(.both("dark-colour", "dark-color")) }
        if let dark = keys["dark-colour"] ?? keys["dark-color"] {
            options.darkColor = try dark.string("dark-colour").lowercased() == "auto" ? .auto : .color(try dark.colour("dark-colour"))
        }
        if let states = keys["states"] {
            options.states = try states.list("states").map { item in
                let text = try item.string("states")
                guard let state = ButtonState(rawValue: text) else {
                    throw item.error(.unknownButtonState(text))
                }
                return state
            }
        }
        if let size = keys["size"] {
            // `WxH` gives both; a single number is the height (the width stays compact).
            let text = try size.string("size")
            let (width, height) = try size.size("size")
            options.geometry.height = height
            if text.lowercased().contains("x") { options.geometry.width = width }
        }
        if let height = keys["height"] { options.geometry.height = try height.number("height") }
        if let width = keys["width"] { options.geometry.width = try width.number("width") }
        if let radius = keys["radius"] { options.geometry.radius = try radius.number("radius") }
        if let width = keys["stroke-width"] { options.geometry.strokeWidth = try width.number("stroke-width") }
        if let stretch = keys["stretch"] {
            guard let mode = stretches[try stretch.string("stretch")] else {
                throw stretch.error(.notAStretch)
            }
            options.geometry.stretch = mode
        }
        if let scales = keys["scales"] { options.scales = try scales.scales("scales") }
        if let template = keys["template"] { entry.template = try template.string("template") }
        if let group = keys["group"] { entry.group = try group.name("group") }
        if let outOfRange = options.geometry.outOfRange {
            // Named where it was written: a bad `defaults:` value is the defaults' error, not each button's.
            let node = keys[outOfRange.key] ?? keys["size"] ?? node
            throw node.error(.buttonOutOfRange(owner: isDefaults ? nil : options.name, outOfRange))
        }
        if !isDefaults {
            if keys["name"] == nil { throw node.error(.buttonNeedsName) }
            if keys["colour"] == nil && keys["color"] == nil { throw node.error(.buttonNeedsColour(options.name)) }
            options.previewWidth = max(options.previewWidth, options.geometry.pointSize.width)
            options.previewHeight = max(options.previewHeight, options.geometry.pointSize.height)
            // The preview is checked once `previews:` is read: without previews, it need not fit one.
            if let problem = options.imageProblem { throw node.error(.buttonImage(options.name, problem)) }
        }
        entry.options = options
        return entry
    }

    /// Yams' parse errors, as one line in plain words with the manifest line (`YAMLErrorWording`).
    static func yamlError(_ error: YamlError, file: String) -> ManifestError {
        YAMLErrorWording.manifestError(error, file: file)
    }
}
