import Foundation

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

    /// True when `path` is a folder named `.xcassets`: what `lint` checks as a catalog.
    public static func isCatalogFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return URL(fileURLWithPath: path).pathExtension == "xcassets"
            && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Reads the catalog at `root` (an `.xcassets` folder). `visit` is given each folder the
    /// read descends into that is not a set (the catalog first), before its `Contents.json` is
    /// read or its entries listed: what a memo of the read must stamp.
    public static func read(_ root: URL, visit: (URL) -> Void = { _ in }) throws -> CatalogContents {
        let root = root.standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
            throw CatalogError(root.path, .noSuchCatalog)
        }
        guard isFolder.boolValue else { throw CatalogError(root.path, .notAFolder) }
        // Xcode and iconforge both write the root Contents.json; a folder of SVGs has none.
        guard root.pathExtension == "xcassets" || FileManager.default.fileExists(atPath: root.appendingPathComponent("Contents.json").path) else {
            throw CatalogError(root.path, .notACatalog)
        }
        visit(root)
        let folders = CatalogFolders(root: root)
        var contents = CatalogContents(catalogs: [CatalogNamespace(name: root.deletingPathExtension().lastPathComponent, path: root.path)])
        try readFolder(folders.rootFolder, prefix: "", ancestors: [folders.realRoot], folders: folders,
                       into: &contents.catalogs[0], skipped: &contents.skipped, visit: visit)
        return contents
    }

    /// Adds what `folder` holds to `namespace`; plain folders merge into it, namespace
    /// folders become children.
    private static func readFolder(_ folder: CatalogFolders.Folder, prefix: String, ancestors: [String], folders: CatalogFolders,
                                   into namespace: inout CatalogNamespace, skipped: inout [SkippedSet], visit: (URL) -> Void) throws {
        for (name, sub) in try folders.subfolders(of: folder, ancestors: ancestors) {
            let url = sub.url
            let setType = url.pathExtension
            if CatalogSetType.xcodeSetTypes.contains(setType) {
                let setName = String(name.dropLast(setType.count + 1))
                if let kind = try CatalogSetType.asset(setType, at: url, folders: folders) {
                    namespace.assets.append(CatalogAsset(assetName: prefix + setName, name: setName, path: url.path, kind: kind))
                } else {
                    skipped.append(SkippedSet(path: url.path, kind: CatalogSetType.description(of: setType)))
                }
                continue
            }
            visit(url)
            let properties = try folders.contents(of: url, required: false)?["properties"] as? [String: Any]
            if properties?["provides-namespace"] as? Bool == true {
                var child = CatalogNamespace(name: name, path: url.path)
                try readFolder(sub, prefix: prefix + name + "/", ancestors: ancestors + [sub.real], folders: folders,
                               into: &child, skipped: &skipped, visit: visit)
                namespace.children.append(child)
            } else {
                try readFolder(sub, prefix: prefix, ancestors: ancestors + [sub.real], folders: folders,
                               into: &namespace, skipped: &skipped, visit: visit)
            }
        }
    }
}
