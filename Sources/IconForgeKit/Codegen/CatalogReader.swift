import Foundation

/// Why a catalog could not be read for code generation.
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
/// images, the way Xcode resolves image names.
public enum CatalogReader {
    /// Reads several catalogs into one namespace, as an app target that has them all sees
    /// their images (see `CatalogNamespace.merging`).
    public static func read(_ roots: [URL]) throws -> CatalogNamespace {
        try roots.map(read).reduce(CatalogNamespace(name: "")) { $0.merging($1) }
    }

    /// Reads the catalog at `root` (an `.xcassets` folder).
    public static func read(_ root: URL) throws -> CatalogNamespace {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
            throw CatalogError(root.path, "no such catalog")
        }
        guard isFolder.boolValue else { throw CatalogError(root.path, "is a file, not a folder (an .xcassets catalog is a folder)") }
        var namespace = CatalogNamespace(name: "")
        try readFolder(root, prefix: "", into: &namespace)
        return namespace
    }

    /// Adds what `folder` holds to `namespace`; plain folders merge into it, namespace
    /// folders become children.
    private static func readFolder(_ folder: URL, prefix: String, into namespace: inout CatalogNamespace) throws {
        for name in try entries(of: folder) {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            if name.hasSuffix(".imageset") {
                let imageName = String(name.dropLast(".imageset".count))
                namespace.images.append(try readImageSet(url, name: imageName, assetName: prefix + imageName))
            } else if !name.contains(".") {
                let contents = try readContents(url.appendingPathComponent("Contents.json"), required: false)
                let properties = contents?["properties"] as? [String: Any]
                if properties?["provides-namespace"] as? Bool == true {
                    var child = CatalogNamespace(name: name)
                    try readFolder(url, prefix: prefix + name + "/", into: &child)
                    namespace.children.append(child)
                } else {
                    try readFolder(url, prefix: prefix, into: &namespace)
                }
            }
            // Other sets (.colorset, .appiconset, ...) are not images this generator types.
        }
    }

    static func readImageSet(_ folder: URL, name: String, assetName: String) throws -> CatalogImage {
        let file = folder.appendingPathComponent("Contents.json")
        let contents = try readContents(file, required: true) ?? [:]
        let properties = contents["properties"] as? [String: Any]
        let isTemplate = properties?["template-rendering-intent"] as? String == "template"
        let images = contents["images"] as? [[String: Any]] ?? []
        // Every scale carries the same insets in its own pixels; the lowest scale divides exactly.
        let resizable = images.compactMap { entry -> (scale: Double, resizing: [String: Any])? in
            guard let resizing = entry["resizing"] as? [String: Any] else { return nil }
            return (scale(of: entry), resizing)
        }.min { $0.scale < $1.scale }
        var insets: PointInsets?
        if let resizable {
            let caps = resizable.resizing["cap-insets"] as? [String: Any] ?? [:]
            func points(_ key: String) throws -> Double {
                guard let value = caps[key] else { return 0 }
                guard let pixels = (value as? NSNumber)?.doubleValue, pixels >= 0 else {
                    throw CatalogError(file.path, "cap-insets \(key) is not a number of pixels")
                }
                return pixels / resizable.scale
            }
            insets = PointInsets(top: try points("top"), left: try points("left"),
                               bottom: try points("bottom"), right: try points("right"))
        }
        return CatalogImage(assetName: assetName, name: name, isTemplate: isTemplate, capInsets: insets)
    }

    /// `"2x"` -> 2; entries without a scale (single vector files) count as 1x.
    static func scale(of entry: [String: Any]) -> Double {
        guard let text = entry["scale"] as? String, text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0 else {
            return 1
        }
        return value
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
