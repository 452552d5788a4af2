import Foundation

/// What `iconforge lint` found in one input.
public struct LintResult: Sendable {
    public enum Kind: String, Sendable {
        case icon
        case buttonTemplate = "button template"
    }

    /// The input as given.
    public let source: String
    public var kind: Kind = .icon
    public var warnings: [IconWarning] = []
    /// Why the input could not be checked at all.
    public var error: AssetError?
}

/// Runs every check on SVGs without writing anything: icon checks on plain SVGs, button
/// checks on Mustache button templates (files containing `{{`).
public struct Linter {
    /// The icon size the icon checks render at (1x).
    public var iconOptions: IconOptions
    /// The button shape the template checks render.
    public var buttonGeometry: ButtonGeometry
    public var rasterizer: Rasterizer
    /// Largest input accepted, checked before parsing (for .svgz, the decompressed size).
    public var maximumInputBytes: Int
    /// Let SVGs load files from their own folder or below; off, nothing external is loaded.
    public var allowsExternalFiles: Bool
    /// The icons mirror in right-to-left languages (`--mirror`): no directional-name suggestion.
    public var mirrors = false
    /// Also check icons as custom symbols (`lint --symbol`): what `icon --symbol` would refuse or
    /// draw differently, as warnings. nil: no symbol checks.
    public var symbol: SymbolOptions?
    /// Also check icons as the VectorDrawables `icon --format android --vector` would write
    /// (`lint --format android --vector`): what it would refuse, and what Android Lint would
    /// report (`VectorDrawableLint`), as warnings. nil: no VectorDrawable checks.
    public var drawable: VectorDrawableOptions?

    public init(iconOptions: IconOptions = IconOptions(), buttonGeometry: ButtonGeometry = ButtonGeometry(),
                rasterizer: Rasterizer = LibrsvgRasterizer(), maximumInputBytes: Int = 16 << 20,
                allowsExternalFiles: Bool = false) {
        self.iconOptions = iconOptions
        self.buttonGeometry = buttonGeometry
        self.rasterizer = rasterizer
        self.maximumInputBytes = maximumInputBytes
        self.allowsExternalFiles = allowsExternalFiles
    }

    /// Checks a file path or bundled template name.
    public func lint(_ argument: String) -> LintResult {
        let input = IconInput.file(argument)
        return lint(input, loaded: input.load(name: nil, maximumBytes: maximumInputBytes))
    }

    /// Checks one input as `IconInput.loadAll` read it (every command reads inputs the same way);
    /// button templates are the bundled templates `icon` refuses.
    public func lint(_ input: IconInput, loaded: Result<IconSource, InputError>) -> LintResult {
        var result = LintResult(source: input.displayName)
        let data: Data
        var fileURL: URL?
        var name: String?
        switch loaded {
        case .success(let source):
            (data, fileURL, name) = (source.data, source.fileURL, source.name)
        case .failure(.notAnIconTemplate):
            guard let template = TemplateLibrary.named(input.displayName) else {
                result.error = .input(.notFound)
                return result
            }
            data = template.data
        case .failure(let error):
            result.error = .input(error)
            return result
        }
        do {
            if String(decoding: data, as: UTF8.self).contains("{{") {
                result.kind = .buttonTemplate
                let template = try ButtonTemplate(text: String(decoding: data, as: UTF8.self), displayName: input.displayName)
                result.warnings = try ButtonLint.check(template, geometry: buttonGeometry, rasterizer: rasterizer)
            } else {
                let rendered = try rasterizer.render(RenderRequest(svg: data, targets: [iconOptions.target(scale: 1)],
                                                                   baseURL: allowsExternalFiles ? fileURL : nil,
                                                                   drawable: drawable, symbol: symbol))
                guard let image = rendered.images.first else { throw RenderError.imageCount(expected: 1, got: 0) }
                result.warnings = IconLint.check(image: image, clippedFraction: rendered.clippedFraction,
                                                 refersOutside: ExternalReferences.mentioned(in: data), svg: data)
                    + IconLint.fitWarnings(rendered)
                if let soft = try softness(data, rendered: rendered, image: image, fileURL: fileURL) { result.warnings.append(soft) }
                result.warnings += Self.symbolFindings(rendered.symbol)
                result.warnings += Self.drawableFindings(rendered.drawable)
                if !mirrors, let name, let suggestion = DirectionalNames.suggestion(for: name) { result.warnings.append(suggestion) }
            }
        } catch {
            result.error = AssetError(error)
        }
        return result
    }
}
