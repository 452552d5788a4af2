import Foundation

/// A bundle the `icon` and `button` commands write into, with its previews folder. It keeps
/// the merge rules without a build state: previews never go inside the bundle, no two
/// assets may share a resource, and what iconforge wrote is recorded in the bundle
/// (`OwnershipRecord`), so only those files are ever replaced or deleted.
public final class CommandBundle: @unchecked Sendable {
    public let format: any OutputFormat
    /// Where `<name>-preview.png` goes; nil writes no previews.
    public let previewFolder: URL?
    private let lock = NSLock()
    private var record: OwnershipRecord
    private let loaded: OwnershipRecord
    /// Records naming files iconforge does not write for their asset, taken out of `record`.
    private var ignored: [String: [String: String]] = [:]
    /// The lines about `ignored`, given once, with the first asset written.
    private var pendingNotes: [String] = []
    /// Clash key -> (asset id, file) of every file recorded when the run began.
    private let recordedKeys: [String: (id: String, path: String)]

    /// Fails when the previews folder lies inside the bundle.
    public init(format: any OutputFormat, previewFolder: URL?) throws {
        if let previewFolder, format.contains(previewFolder) {
            throw BundleError(previewFolder, reason: "previews never go inside the bundle \(format.root.path); give another --preview-dir")
        }
        self.format = format
        self.previewFolder = previewFolder
        AtomicFile.removeStaleTemporaries(under: [format.root], extra: previewFolder.map { [$0] } ?? [])
        loaded = OwnershipRecord.load(from: format.root)
        record = loaded
        // The record is data a pull request can change: one naming files this asset never
        // makes is set aside at `save`, and reported with the first asset written.
        let owned = OwnedPath(root: format.root, previews: nil, sheet: nil, project: format.root, format: format)
        let notes = owned.distrusted(loaded.assets, kind: OwnershipRecord.fileName)
        for (id, _) in notes { ignored[id] = record.assets.removeValue(forKey: id) }
        pendingNotes = notes.map(\.message)
        var keys: [String: (id: String, path: String)] = [:]
        for (id, files) in record.assets.sorted(by: { $0.key < $1.key }) {
            for path in files.keys.sorted() where keys[format.clashKey(path)] == nil {
                keys[format.clashKey(path)] = (id, path)
            }
        }
        recordedKeys = keys
    }

    /// The asset another asset's recorded files already hold a resource of `asset`'s, if any:
    /// `(their id, the clashing file)`.
    public func clash(_ asset: RenderedAsset, id: String) throws -> (id: String, path: String)? {
        clash(keys: try format.files(of: asset).map { format.clashKey($0.path) }, id: id)
    }

    /// `clash(_:id:)` for an asset whose files' clash keys are known already.
    public func clash(keys: [String], id: String) -> (id: String, path: String)? {
        keys.lazy.compactMap { self.recordedKeys[$0] }.first { $0.id != id }
    }

    /// Writes `asset` (recorded as `id`) and its preview; returns every file, the preview
    /// last, and the notes about the user's files left alone. The preview goes first: it can
    /// be taken back if the bundle write fails.
    public func write(_ asset: RenderedAsset, id: String, preview: Data?) throws -> (files: [URL], notes: [String]) {
        let files = try format.encodedFiles(of: asset)
        try FileNameTooLong.check(files.map(\.path) + (preview == nil ? [] : ["\(asset.name)-preview.png"]))
        var previewFiles: [URL] = []
        if let preview, let folder = previewFolder {
            let url = folder.appendingPathComponent("\(asset.name)-preview.png")
            do {
                AtomicFile.removeStaleTemporaries(in: folder)
                try AtomicFile.write(preview, to: url)
            } catch {
                throw BundleError(url, error)
            }
            previewFiles.append(url)
        }
        let previous = lock.withLock { record.assets[id] ?? [:] }
        let written: BundleWrite
        do {
            written = try format.write(files, of: asset, previous: previous)
        } catch {
            previewFiles.forEach { try? FileManager.default.removeItem(at: $0) }
            throw error
        }
        // Hashed from the bytes in hand; what the format added is read back only when it did not say.
        var owned: [String: String] = [:]
        let encoded = Dictionary(files.map { ($0.path, $0.data) }) { first, _ in first }
        // The format names its files below its root as given, so no path needs standardizing.
        let root = format.root.path.hasSuffix("/") ? format.root.path : format.root.path + "/"
        for url in written.files {
            let path = url.path
            guard path.hasPrefix(root) else { continue }
            let relative = String(path.dropFirst(root.count))
            guard let data = encoded[relative] ?? written.contents[path] ?? FileManager.default.contents(atPath: path) else { continue }
            owned[relative] = SHA256.hex(data)
        }
        let notes = lock.withLock {
            record.assets[id] = owned
            defer { pendingNotes = [] }
            return pendingNotes
        }
        return (written.files + previewFiles, notes + written.notes)
    }

    /// Saves the record of what iconforge owns, when it changed, setting aside the records
    /// it refused.
    public func save() throws {
        var (current, reported) = lock.withLock { (record, pendingNotes.isEmpty) }
        // Refused records are set aside only once their warning went out with a written asset;
        // when every asset failed, they stay, so the next run warns again.
        if !reported { for (id, files) in ignored where current.assets[id] == nil { current.assets[id] = files } }
        guard current != loaded, FileManager.default.fileExists(atPath: format.root.path) else { return }
        if reported { try IgnoredRecords.setAside(ignored, in: format.root) }
        try current.save(to: format.root)
    }
}
