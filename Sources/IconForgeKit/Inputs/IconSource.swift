import Foundation

/// An SVG to turn into an icon: a user's file, or a bundled template.
public struct IconSource: Sendable, Equatable {
    /// What to call it in messages: the path as given, or `template:docs.svg`.
    public let displayName: String
    /// The asset name, e.g. `docs` for `art/docs.svg`.
    public let name: String
    /// The SVG bytes, already decompressed when the file was an SVGZ.
    public let data: Data
    /// The file it was read from; nil for templates.
    public let fileURL: URL?

    public init(displayName: String, name: String, data: Data, fileURL: URL? = nil) {
        self.displayName = displayName
        self.name = name
        self.data = data
        self.fileURL = fileURL
    }

    /// Reads `argument` as a file, or, when it names no file, as a template name.
    /// A folder is never an SVG, so a folder that happens to share a template's name
    /// (a project's `docs/`, say) does not hide the template. Files over `maximumBytes`,
    /// compressed or decompressed, are refused before parsing.
    public static func load(_ argument: String, maximumBytes: Int = 16 << 20) -> Result<IconSource, InputError> {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder)
        if exists && !isFolder.boolValue {
            return readFile(argument, maximumBytes: maximumBytes).flatMap { data in
                Gunzip.isCompressed(data) ? Gunzip.inflate(data, limit: maximumBytes) : .success(data)
            }.map {
                IconSource(displayName: argument, name: assetName(for: argument), data: $0,
                           fileURL: URL(fileURLWithPath: argument).standardizedFileURL)
            }
        }
        if let template = TemplateLibrary.named(argument) {
            guard !template.isParameterised else { return .failure(.notAnIconTemplate) }
            return .success(IconSource(displayName: "template:\(template.fileName)", name: template.name,
                                       data: template.data))
        }
        return .failure(exists ? .isDirectory : .notFound)
    }

    /// The asset name for a file: its name without `.svg` / `.svgz` (any case) or a trailing
    /// `@2x`-style scale, with characters that file systems or Xcode reject replaced by `-`,
    /// and no leading dot (which would hide the output). Never empty.
    public static func assetName(for path: String) -> String {
        var name = (path as NSString).lastPathComponent
        for suffix in [".svgz", ".svg"] {
            if let range = name.range(of: suffix, options: [.caseInsensitive, .anchored, .backwards]) {
                name.removeSubrange(range)
                break
            }
        }
        if let scale = name.range(of: "@[1-9]x$", options: .regularExpression) { name.removeSubrange(scale) }
        let unsafe = CharacterSet(charactersIn: "/\\:*?\"<>|").union(.controlCharacters)
        name = String(String.UnicodeScalarView(name.unicodeScalars.map { unsafe.contains($0) ? "-" : $0 }))
        name = name.trimmingCharacters(in: .whitespaces)
        while name.hasPrefix(".") { name.removeFirst() }
        return name.isEmpty ? "icon" : name
    }

    static func readFile(_ path: String, maximumBytes: Int) -> Result<Data, InputError> {
        InputFile.read(path, maximumBytes: maximumBytes).flatMap { $0.isEmpty ? .failure(.empty) : .success($0) }
    }
}
