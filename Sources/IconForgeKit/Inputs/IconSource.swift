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

    /// Reads `argument` as a file, or, when no such file exists, as a template name.
    /// Files over `maximumBytes`, compressed or decompressed, are refused before parsing.
    public static func load(_ argument: String, maximumBytes: Int = 16 << 20) -> Result<IconSource, InputError> {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) {
            if isFolder.boolValue { return .failure(.isDirectory) }
            return readFile(argument, maximumBytes: maximumBytes).flatMap { data in
                Gunzip.isCompressed(data) ? Gunzip.inflate(data, limit: maximumBytes) : .success(data)
            }.map {
                IconSource(displayName: argument, name: assetName(for: argument), data: $0,
                           fileURL: URL(fileURLWithPath: argument).standardizedFileURL)
            }
        }
        if let template = TemplateLibrary.named(argument), !template.isParameterised {
            return .success(IconSource(displayName: "template:\(template.fileName)", name: template.name,
                                       data: template.data))
        }
        return .failure(.notFound)
    }

    /// The file name without `.svg` / `.svgz`.
    public static func assetName(for path: String) -> String {
        var name = (path as NSString).lastPathComponent
        for suffix in [".svgz", ".svg", ".SVGZ", ".SVG"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    static func readFile(_ path: String, maximumBytes: Int) -> Result<Data, InputError> {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumBytes {
            return .failure(.tooLarge(bytes: size, limit: maximumBytes))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(.unreadable(String(cString: strerror(errno))))
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
            if data.isEmpty { return .failure(.empty) }
            if data.count > maximumBytes { return .failure(.tooLarge(bytes: data.count, limit: maximumBytes)) }
            return .success(data)
        } catch {
            return .failure(.unreadable(error.localizedDescription))
        }
    }
}
