import Foundation

extension SwiftCodeGenerator {
    /// Reads the catalogs and makes their Swift source, checked; nothing is written.
    public func source(catalogs: [URL]) throws -> (text: String, contents: CatalogContents) {
        let contents = try CatalogReader.read(catalogs)
        return (try generate(contents, catalogNames: Self.names(of: catalogs)), contents)
    }

    /// Reads the catalogs and writes their Swift source to `output` atomically; nothing is
    /// written when a catalog cannot be read or the source fails its check, nor over a file
    /// iconforge has no record of writing (or that changed since) unless `replaces`
    /// (`RecordedFile`, which `warn`s of what it ignores in the record). Returns what was read,
    /// for the summary.
    @discardableResult
    public func write(catalogs: [URL], to output: URL, replaces: Bool = false,
                      warn: (_ path: String, _ message: String) -> Void = { _, _ in }) throws -> CatalogContents {
        let (source, contents) = try source(catalogs: catalogs)
        try RecordedFile.write(Data(source.utf8), to: output, replaces: replaces, warn: warn)
        return contents
    }

    /// `Icons.xcassets, Buttons.xcassets`: the catalogs as the header names them.
    public static func names(of catalogs: [URL]) -> String {
        catalogs.map(\.lastPathComponent).joined(separator: ", ")
    }
}
