import Foundation

/// An Xcode asset catalog. Each image set becomes `<name>.imageset/` with its PNGs and a
/// `Contents.json`; the catalog root has its own `Contents.json`. Previews go beside
/// the catalog, in `Previews/`, where Xcode never sees them.
public struct AssetCatalog: AssetWriter {
    /// The `info` block of every `Contents.json` iconforge writes.
    public static let info: JSONValue = .object(["author": .string("iconforge"), "version": .int(1)])

    public let root: URL
    public let previewFolder: URL

    /// Folder-level `properties` of the root `Contents.json`, e.g. `provides-namespace` for a group folder.
    public var folderProperties: [String: JSONValue] = [:]

    public init(root: URL, previewFolder: URL? = nil) {
        self.root = root
        self.previewFolder = previewFolder ?? root.deletingLastPathComponent().appendingPathComponent("Previews")
    }

    /// A group folder inside a catalog whose image sets are named `<group>/<name>` in code.
    public static func namespace(_ group: String, in catalog: URL) -> AssetCatalog {
        var folder = AssetCatalog(root: catalog.appendingPathComponent(group))
        folder.folderProperties = ["provides-namespace": .bool(true)]
        return folder
    }

    /// Creates the catalog folder and its root `Contents.json` when missing, and clears
    /// temporaries a killed run may have left.
    public func prepare() throws {
        do {
            let contents = root.appendingPathComponent("Contents.json")
            var members: [String: JSONValue] = ["info": Self.info]
            if !folderProperties.isEmpty { members["properties"] = .object(folderProperties) }
            let text = Data(JSONValue.object(members).xcodeText.utf8)
            if (try? Data(contentsOf: contents)) != text { try AtomicFile.write(text, to: contents) }
            AtomicFile.removeStaleTemporaries(in: root)
        } catch {
            throw BundleError(root, error)
        }
    }

    public func write(_ set: ImageSet) throws -> [URL] {
        try prepare()
        let folder = root.appendingPathComponent("\(set.name).imageset")
        do {
            try AtomicFile.writeFolder(at: folder) { temporary in
                for image in set.images {
                    try AtomicFile.writeUnsynced(image.data, to: temporary.appendingPathComponent(image.filename))
                }
                try AtomicFile.writeUnsynced(Data(set.contents.xcodeText.utf8), to: temporary.appendingPathComponent("Contents.json"))
            }
        } catch {
            throw BundleError(folder, error)
        }
        return set.images.map { folder.appendingPathComponent($0.filename) } + [folder.appendingPathComponent("Contents.json")]
    }
}
