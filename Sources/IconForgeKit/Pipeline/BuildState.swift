import Foundation

/// What one manifest's `iconforge build` wrote into one output, its part of the output's one
/// record (`BundleRecord`, `.iconforge-record.json`): per asset, the fingerprints it was built
/// from and every file it wrote with the file's SHA-256. It decides what to rebuild, detects hand edits, and is the only record of
/// ownership pruning trusts. One output may be written by several manifests (two apps sharing
/// a folder of PNGs): each keeps its own records in the file, under its path relative to the
/// output, and never acts on another's. Printed deterministically (sorted keys, no times).
public struct BuildState: RecordStore {
    /// One asset's record.
    public struct Record: Equatable, Sendable {
        /// SHA-256 of the source bytes (SVG, or template plus parameters).
        public var source: String
        /// SHA-256 of the options that shape the output.
        public var options: String
        /// The iconforge version that wrote it.
        public var version: String
        /// Paths relative to the output folder, mapped to the SHA-256 of their content.
        public var files: [String: String]
        /// What the asset put into the `Contents.json` files it shares with the user, by path
        /// (`shared`, which states from before it lack and earlier versions pass over).
        public var shared: [String: ContentsShare] = [:]
        /// The format settings that named `files`, where any were given (`settings`, which
        /// states from before it lack: their files were named by the defaults or the output's own).
        public var settings: [String: String] = [:]

        public init(source: String, options: String, version: String, files: [String: String],
                    shared: [String: ContentsShare] = [:], settings: [String: String] = [:]) {
            self.source = source
            self.options = options
            self.version = version
            self.files = files
            self.shared = shared
            self.settings = settings
        }
    }

    public static let fileName = BundleRecord.fileName
    public static let displayName = "the build state"

    /// This manifest's records by asset id (e.g. `icons/docs`).
    public var assets: [String: Record] = [:]
    /// The manifest whose records `assets` are: its path relative to the output (`../iconforge.yml`).
    public var manifest: String
    /// The records of the other manifests writing this output, by manifest, as read.
    var others: [String: [String: Record]] = [:]

    public init(assets: [String: Record] = [:], manifest: String = "../iconforge.yml") {
        self.assets = assets
        self.manifest = manifest
    }

    public var writer: String { "iconforge build for \(manifest)" }

    /// Reads `manifest`'s records from the record in `folder` (`BundleRecord`, an earlier
    /// version's state file migrated); an empty state when there is none yet. Throws
    /// `BundleError.unreadableRecord` for a file that is no record (`RecordFile`), and `.io` for
    /// one a later version wrote.
    public static func load(from folder: URL, manifest: String) throws -> BuildState {
        let record = try BundleRecord.read(from: folder)
        let url = folder.appendingPathComponent(fileName)
        var state = BuildState(manifest: manifest)
        for (key, entries) in record.manifests {
            var records: [String: Record] = [:]
            for (id, entry) in entries {
                guard let source = entry.source, let options = entry.options, let version = entry.version else {
                    throw BundleError.unreadableRecord(path: url.path, problem: .incompleteAsset(id))
                }
                records[id] = Record(source: source, options: options, version: version, files: entry.files,
                                     shared: entry.shared, settings: entry.settings)
            }
            if key == manifest { state.assets = records } else { state.others[key] = records }
        }
        // Written before records were kept by manifest: the manifest building now wrote them.
        if !manifest.isEmpty, record.manifests[manifest] == nil, let first = state.others.removeValue(forKey: "") {
            state.assets = first
        }
        return state
    }

    /// The state in `folder` as the manifest writing it sees it (the usual case of one
    /// manifest); when several write it, the first by path, the others' records kept aside.
    public static func load(from folder: URL) throws -> BuildState {
        var all = try load(from: folder, manifest: "")
        guard let first = all.others.keys.min(), let assets = all.others.removeValue(forKey: first) else { return all }
        var state = BuildState(assets: assets, manifest: first)
        state.others = all.others
        return state
    }

    /// Every file some manifest's records in this state hold.
    public var ownedFiles: Set<String> {
        Set(assets.values.flatMap(\.files.keys)).union(others.values.flatMap { $0.values.flatMap(\.files.keys) })
    }

    /// This manifest's records as the one record keeps them.
    var entries: [String: RecordEntry] {
        assets.mapValues { record in
            RecordEntry(files: record.files, shared: record.shared, settings: record.settings,
                        source: record.source, options: record.options, version: record.version)
        }
    }

    /// Writes this manifest's part of the record in `folder` atomically, keeping the other
    /// manifests' and writers' parts as they are there (a format 1 state, now this manifest's, goes).
    public func save(to folder: URL) throws {
        try BundleRecord.update(in: folder) { record in
            record.manifests[manifest] = assets.isEmpty ? nil : entries
            record.manifests[""] = nil
        }
    }

    public var recordedFiles: [String: [String: String]] { assets.mapValues(\.files) }
    public func files(of id: String) -> [String: String]? { assets[id]?.files }

    public mutating func record(_ id: String, files: [String: String], fingerprint: AssetFingerprint?) {
        assets[id] = Record(source: fingerprint?.source ?? assets[id]?.source ?? "",
                            options: fingerprint?.options ?? assets[id]?.options ?? "",
                            version: IconForgeVersion.string, files: files, shared: assets[id]?.shared ?? [:],
                            settings: assets[id]?.settings ?? [:])
    }

    public func settings(of id: String) -> [String: String] { assets[id]?.settings ?? [:] }

    public mutating func recordSettings(_ id: String, _ settings: [String: String]) {
        assets[id]?.settings = settings
    }

    public func shares(of id: String) -> [String: ContentsShare] { assets[id]?.shared ?? [:] }

    public mutating func recordShares(_ id: String, _ shares: [String: ContentsShare]) {
        assets[id]?.shared = shares
    }

    @discardableResult
    public mutating func remove(_ id: String) -> [String: String]? {
        assets.removeValue(forKey: id)?.files
    }

    /// The first other manifest (by path) whose records hold `path` with the SHA-256 `hash`.
    func otherManifest(recording path: String, hash: String) -> String? {
        others.keys.sorted().first { others[$0]?.values.contains { $0.files[path] == hash } == true }
    }

    /// Every file another manifest's records hold, with the manifests holding it, in order.
    func otherFiles() -> [String: [String]] {
        var files: [String: [String]] = [:]
        for (manifest, records) in others.sorted(by: { $0.key < $1.key }) {
            for record in records.values { for path in record.files.keys { files[path, default: []].append(manifest) } }
        }
        return files
    }
}
