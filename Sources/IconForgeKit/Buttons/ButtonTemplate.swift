import Foundation
import Mustache

/// A Mustache SVG template for button images: the bundled `button.svg` or a user's own
/// with the same parameters (see the comment in `Templates/button.svg`).
public struct ButtonTemplate: Sendable {
    /// Where the template came from, for messages.
    public let displayName: String
    /// The template's source text.
    public let text: String
    private let template: MustacheTemplate

    /// Parses `text`; the error is one line naming the problem.
    public init(text: String, displayName: String) throws {
        self.displayName = displayName
        self.text = text
        if let problem = Self.limitProblem(in: text) { throw problem }
        do {
            template = try MustacheTemplate(string: text)
        } catch {
            throw ButtonTemplateError.notMustache(Self.describe(error))
        }
    }

    /// Where and why parsing failed, in words rather than the parser's type dump.
    static func describe(_ error: Error) -> String {
        guard let parse = error as? MustacheTemplate.ParserError else { return String(describing: error) }
        let what: String
        switch parse.error {
        case MustacheTemplate.Error.sectionCloseNameIncorrect: what = "a section closes with another name than it opened with"
        case MustacheTemplate.Error.unfinishedName: what = "a tag is not finished"
        case MustacheTemplate.Error.expectedSectionEnd: what = "a section is never closed"
        case MustacheTemplate.Error.invalidSetDelimiter: what = "a set-delimiter tag is malformed"
        default:
            // The parser's own enum is internal; "overflow" means the text ended inside a tag.
            let name = String(describing: parse.error).split(separator: ".").last.map(String.init) ?? ""
            what = name == "overflow" ? "the text ends inside a tag" : name
        }
        return "line \(parse.context.lineNumber), column \(parse.context.columnNumber): \(what)"
    }

    /// The bundled `button.svg`.
    public static func bundled() throws -> ButtonTemplate {
        guard let file = TemplateLibrary.named("button.svg") else {
            throw ButtonTemplateError.bundledMissing
        }
        return try ButtonTemplate(text: String(decoding: file.data, as: UTF8.self), displayName: "template:button.svg")
    }

    /// Reads a user's template file (at most `maximumTemplateBytes`).
    public static func load(contentsOf path: String) throws -> ButtonTemplate {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ButtonTemplateError.noSuchFile
        }
        guard !isFolder.boolValue else { throw InputError.isDirectory }
        let data: Data
        switch IconSource.readFile(path, maximumBytes: maximumTemplateBytes) {
        case .success(let read): data = read
        case .failure(.tooLarge(let bytes, let limit)):
            // --max-input-size governs SVGs, not templates: name the templates' own cap.
            throw ButtonTemplateError.tooLarge(bytes: bytes, limit: limit)
        case .failure(let error): throw error
        }
        return try ButtonTemplate(text: String(decoding: data, as: UTF8.self), displayName: path)
    }

    /// Renders with `context`. `{{name}}` values are escaped for XML (`<`, `>`, `&`, `"`
    /// and `'`), so any value is safe inside attributes and text.
    public func render(_ context: [String: Any]) -> String {
        template.render(context)
    }

    /// The SVG for one file: `layout`'s pixel size with `palette`'s colours.
    public func svg(for layout: StretchableLayout, geometry: ButtonGeometry, palette: ButtonPalette) -> Data {
        let s = layout.scale
        let stroke = geometry.strokeWidth * s
        let radius = geometry.cornerRadius * s
        let number = NumberText.decimal
        let context: [String: Any] = [
            "width": String(layout.width),
            "height": String(layout.height),
            "radius": number(radius),
            "innerRadius": number(max(0, radius - stroke / 2)),
            "inset": number(stroke / 2),
            "innerWidth": number(Double(layout.width) - stroke),
            "innerHeight": number(Double(layout.height) - stroke),
            "strokeWidth": number(stroke),
            "scale": number(s),
            // 9-part images keep the glare inside the top cap, so the rows that stretch are flat.
            "glareHeight": number(Double(layout.mode == .both ? layout.insets.top : layout.height)),
            "fill": palette.fill.hex,
            "stroke": palette.stroke.hex,
            "stops": palette.glare.map { ["offset": number($0.offset), "color": $0.color.hex] },
        ]
        return Data(render(context).utf8)
    }
}

