import Foundation

/// One bundle a manifest writes: where it lives, how image sets are placed in it, and the
/// conversion between its files' URLs and the relative paths its build state records.
public struct BuildOutput: Sendable {
    public let format: BundleFormat
    /// The path as the manifest gives it, for reports.
    public let path: String
    public let root: URL

    public init(format: BundleFormat, path: String, root: URL) {
        self.format = format
        self.path = path
        self.root = root.standardizedFileURL
    }

    /// The writer for assets of `group` (a namespace folder in a catalog, a subfolder of a
    /// PNG folder; Android resources have no folders, the group prefixes the name instead).
    func writer(group: String?) -> AssetWriter {
        switch format {
        case .xcassets:
            return group.map { AssetCatalog.namespace($0, in: root) } ?? AssetCatalog(root: root)
        case .png:
            return PNGFolder(root: group.map { root.appendingPathComponent($0) } ?? root)
        case .android:
            return AndroidResources(root: root)
        }
    }

    /// The catalog's own root `Contents.json` must exist even when every asset is in a group.
    func prepare() throws {
        if format == .xcassets { try AssetCatalog(root: root).prepare() }
    }

    /// `url` relative to the output folder (`../x` for a file beside it).
    func relativePath(_ url: URL) -> String {
        let rootParts = root.pathComponents
        let parts = url.standardizedFileURL.pathComponents
        var common = 0
        while common < min(rootParts.count, parts.count) && rootParts[common] == parts[common] { common += 1 }
        return (Array(repeating: "..", count: rootParts.count - common) + parts[common...]).joined(separator: "/")
    }

    /// The file at a recorded relative path.
    func url(_ relative: String) -> URL {
        root.appendingPathComponent(relative).standardizedFileURL
    }

    /// The recorded path shown to people: the manifest's output path joined with it.
    func displayPath(_ relative: String) -> String {
        ((path as NSString).appendingPathComponent(relative) as NSString).standardizingPath
    }
}
