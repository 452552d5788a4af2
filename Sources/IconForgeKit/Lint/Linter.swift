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
    /// A one-line reason when the input could not be checked at all.
    public var error: String?
}

/// Runs every check on SVGs without writing anything: icon checks on plain SVGs, button
/// checks on Mustache button templates (files containing `{{`).
public struct Linter {
    /// The icon size the icon checks render at (1x).
    public var iconOptions: IconOptions
    /// The button shape the template checks render.
    public var buttonGeometry: ButtonGeometry
    public var rasterizer: Rasterizer

    public init(iconOptions: IconOptions = IconOptions(), buttonGeometry: ButtonGeometry = ButtonGeometry(),
                rasterizer: Rasterizer = LibrsvgRasterizer()) {
        self.iconOptions = iconOptions
        self.buttonGeometry = buttonGeometry
        self.rasterizer = rasterizer
    }

    /// Checks a file path or bundled template name.
    public func lint(_ argument: String) -> LintResult {
        var result = LintResult(source: argument)
        let data: Data
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) {
            if isFolder.boolValue { result.error = InputError.isDirectory.description; return result }
            switch IconSource.readFile(argument, maximumBytes: 16 << 20) {
            case .success(let bytes): data = bytes
            case .failure(let error): result.error = error.description; return result
            }
        } else if let template = TemplateLibrary.named(argument) {
            data = template.data
        } else {
            result.error = InputError.notFound.description
            return result
        }
        do {
            if String(decoding: data, as: UTF8.self).contains("{{") {
                result.kind = .buttonTemplate
                let template = try ButtonTemplate(text: String(decoding: data, as: UTF8.self), displayName: argument)
                result.warnings = try ButtonLint.check(template, geometry: buttonGeometry, rasterizer: rasterizer)
            } else {
                let rendered = try rasterizer.render(RenderRequest(svg: data, targets: [iconOptions.target(scale: 1)]))
                result.warnings = IconLint.check(image: rendered.images[0], clippedFraction: rendered.clippedFraction)
            }
        } catch {
            result.error = String(describing: error)
        }
        return result
    }
}
