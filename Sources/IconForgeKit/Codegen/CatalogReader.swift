import Foundation

/// Why a catalog could not be read for code generation, or the code not be written.
public struct CatalogError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }

    public init(_ path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Reads an Xcode asset catalog's folders and `Contents.json` files into namespaces of
/// loadable sets, the way Xcode resolves their names.
public enum CatalogReader {
    /// Reads each catalog into its own root namespace, in the order given.
    public static func read(_ roots: [URL]) throws -> CatalogContents {
        var contents = CatalogContents(catalogs: [])
        for root in roots {
            let one = try read(root)
            contents.catalogs += one.catalogs
            contents.skipped += one.skipped
        }
        return contents
    }

    /// Reads the catalog at `root` (an `.xcassets` folder).
    public static func read(_ root: URL) throws -> CatalogContents {
        let root = root.standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
            throw CatalogError(root.path, "no such catalog")
        }
        guard isFolder.boolValue else { throw CatalogError(root.path, "is a file, not a folder (an .xcassets catalog is a folder)") }
        // Xcode and iconforge both write the root Contents.json; a folder of SVGs has none.
        guard root.pathExtension == "xcassets" || FileManager.default.fileExists(atPath: root.appendingPathComponent("Contents.json").path) else {
            throw CatalogError(root.path, "not an asset catalog (no Contents.json and not named .xcassets)")
        }
        var contents = CatalogContents(catalogs: [CatalogNamespace(name: root.deletingPathExtension().lastPathComponent, path: root.path)])
        try readFolder(root, prefix: "", into: &contents.catalogs[0], skipped: &contents.skipped)
        return contents
    }

    /// Adds what `folder` holds to `namespace`; plain folders merge into it, namespace
    /// folders become children.
    private static func readFolder(_ folder: URL, prefix: String, into namespace: inout CatalogNamespace,
                                   skipped: inout [SkippedSet]) throws {
        for name in try entries(of: folder) {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let setType = url.pathExtension
            if CatalogSetType.xcodeSetTypes.contains(setType) {
                let setName = String(name.dropLast(setType.count + 1))
                if let kind = try CatalogSetType.asset(setType, at: url) {
                    namespace.assets.append(CatalogAsset(assetName: prefix + setName, name: setName, path: url.path, kind: kind))
                } else {
                    skipped.append(SkippedSet(path: url.path, kind: CatalogSetType.description(of: setType)))
                }
                continue
            }
            let properties = try readContents(url.appendingPathComponent("Contents.json"), required: false)?["properties"] as? [String: Any]
            if properties?["provides-namespace"] as? Bool == true {
                var child = CatalogNamespace(name: name, path: url.path)
                try readFolder(url, prefix: prefix + name + "/", into: &child, skipped: &skipped)
                namespace.children.append(child)
            } else {
                try readFolder(url, prefix: prefix, into: &namespace, skipped: &skipped)
            }
        }
    }

    static func readContents(_ file: URL, required: Bool) throws -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            if required { throw CatalogError(file.path, "missing or unreadable") }
            return nil
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let dictionary = object as? [String: Any] else {
            throw CatalogError(file.path, "not a JSON object")
        }
        return dictionary
    }

    /// Folder entries sorted by name, so generated code never depends on directory order.
    static func entries(of folder: URL) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { !$0.hasPrefix(".") }.sorted()
        } catch {
            throw CatalogError(folder.path, error.plainReason)
        }
    }
}
