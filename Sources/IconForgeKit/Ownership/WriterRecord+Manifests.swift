import Foundation

/// A manifest's part of an output's record, as `iconforge build` keeps it (`BuildState`): per
/// asset, the fingerprints it was built from and every file it wrote with the file's SHA-256. It
/// decides what to rebuild, detects hand edits, and is the only record of ownership pruning
/// trusts. One output may be written by several manifests (two apps sharing a folder of PNGs):
/// each keeps its own part, under its path relative to the output, and never acts on another's.
extension WriterRecord {
    public init(assets: [String: RecordEntry] = [:], manifest: String = "../iconforge.yml") {
        self.init(.manifest(manifest), assets: assets)
    }

    /// The manifest whose part this is: its path relative to the output (`../iconforge.yml`);
    /// `""` for the commands' part.
    public var manifest: String {
        if case .manifest(let manifest) = owner { return manifest }
        return ""
    }

    /// Reads `manifest`'s part of the record in `folder` (`BundleRecord`, an earlier version's
    /// state file migrated), the other manifests' beside it; an empty part when there is none
    /// yet. Throws `BundleError.unreadableRecord` for a file that is no record (`RecordFile`) or
    /// a manifest's entry without its fingerprints, and `.io` for one a later version wrote.
    public static func load(from folder: URL, manifest: String) throws -> WriterRecord {
        let record = try BundleRecord.read(from: folder)
        let url = folder.appendingPathComponent(fileName)
        var state = WriterRecord(manifest: manifest)
        for (key, entries) in record.manifests {
            // A build compares what an asset was made from: an entry saying nothing of it is no build's.
            if let id = entries.first(where: { $0.value.source == nil || $0.value.options == nil || $0.value.version == nil })?.key {
                throw BundleError.unreadableRecord(path: url.path, problem: .incompleteAsset(id))
            }
            if key == manifest { state.assets = entries } else { state.others[key] = entries }
        }
        // Written before records were kept by manifest: the manifest building now wrote them.
        if !manifest.isEmpty, record.manifests[manifest] == nil, let first = state.others.removeValue(forKey: "") {
            state.assets = first
        }
        return state
    }

    /// The part of the record in `folder` as the manifest writing it sees it (the usual case of
    /// one manifest); when several write it, the first by path, the others' parts kept aside.
    public static func load(from folder: URL) throws -> WriterRecord {
        var all = try load(from: folder, manifest: "")
        guard let first = all.others.keys.min(), let assets = all.others.removeValue(forKey: first) else { return all }
        var state = WriterRecord(assets: assets, manifest: first)
        state.others = all.others
        return state
    }

    /// Every file some manifest's part read with this one holds.
    public var ownedFiles: Set<String> {
        Set(assets.values.flatMap(\.files.keys)).union(others.values.flatMap { $0.values.flatMap(\.files.keys) })
    }

    /// The first other manifest (by path) whose part holds `path` with the SHA-256 `hash`.
    func otherManifest(recording path: String, hash: String) -> String? {
        others.keys.sorted().first { others[$0]?.values.contains { $0.files[path] == hash } == true }
    }

    /// Every file another manifest's part holds, with the manifests holding it, in order.
    func otherFiles() -> [String: [String]] {
        var files: [String: [String]] = [:]
        for (manifest, entries) in others.sorted(by: { $0.key < $1.key }) {
            for entry in entries.values { for path in entry.files.keys { files[path, default: []].append(manifest) } }
        }
        return files
    }
}
