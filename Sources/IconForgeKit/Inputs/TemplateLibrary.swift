import Foundation

/// The SVG templates compiled into iconforge from the top-level `Templates/` folder.
public enum TemplateLibrary {
    /// A bundled template.
    public struct Template: Sendable {
        /// File name, e.g. `docs.svg`.
        public let fileName: String
        public let data: Data

        /// The name without extension, e.g. `docs`.
        public var name: String { (fileName as NSString).deletingPathExtension }

        /// Mustache templates (buttons) take parameters; plain SVGs are icons. It takes a
        /// Mustache tag (`{{name}}`, `{{#section}}`, ...), not just a stray `{{` (say in a
        /// comment), and never compressed bytes, which may hold `{{` by chance.
        public var isParameterised: Bool { TemplateLibrary.containsMustacheTag(data) }
    }

    /// Every bundled template, sorted by file name.
    public static let all: [Template] = EmbeddedTemplates.base64.compactMap { entry in
        Data(base64Encoded: entry.data).map { Template(fileName: entry.name, data: $0) }
    }

    /// The icon templates (plain SVGs).
    public static var icons: [Template] { all.filter { !$0.isParameterised && $0.fileName.hasSuffix(".svg") } }

    /// The template called `name` (`docs` or `docs.svg`), if any.
    public static func named(_ name: String) -> Template? {
        all.first { $0.fileName == name || $0.name == name }
    }
}
