import Foundation

extension ButtonTemplate {
    /// The template `argument` names: a file when one exists there, else a bundled button
    /// template (`button` or `button.svg`), as `lint` resolves names.
    public static func resolve(_ argument: String) throws -> ButtonTemplate {
        if FileManager.default.fileExists(atPath: argument) { return try load(contentsOf: argument) }
        guard let bundled = TemplateLibrary.named(argument) else {
            throw ButtonTemplateError.noSuchFileOrTemplate
        }
        guard bundled.isParameterised else {
            throw ButtonTemplateError.bundledIcon
        }
        return try ButtonTemplate(text: String(decoding: bundled.data, as: UTF8.self),
                                  displayName: "template:\(bundled.fileName)")
    }
}
