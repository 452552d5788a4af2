import Foundation

/// What `iconforge build` wrote into one output, kept as `.iconforge-state.json` in the output's
/// folder: per asset, the fingerprints it was built from and every file it wrote with the
/// file's SHA-256. It decides what to rebuild, detects hand edits, and is the only record of
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

    public static let fileName = ".iconforge-state.json"
    public static let displayName = "the build state"
    /// 2: records by manifest. 1 (read only): one manifest's records, taken as this one's.
    static let formatVersion = 2

    /// This manifest's records by asset id (e.g. `icons/docs`).
    public var assets: [String: Record] = [:]
    /// The manifest whose records `assets` are: its path relative to the output (`../iconforge.yml`).
    public var manifest: String
    /// The records of the other manifests writing this output, by manifest, kept as read.
    var others: [String: [String: Record]] = [:]

    public init(assets: [String: Record] = [:], manifest: String = "../iconforge.yml") {
        self.assets = assets
        self.manifest = manifest
    }

    public var writer: String { "iconforge build for \(manifest)" }

    /// Reads `manifest`'s records from the state in `folder`; an empty state when there is none
    /// yet. Throws `BundleError.unreadableRecord` for a file that is no state (`RecordFile`), and
    /// `.io` for one a later version wrote.
    public static func load(from folder: URL, manifest: String) throws -> BuildState {
        let url = folder.appendingPathComponent(fileName)
        var state = BuildState(manifest: manifest)
        guard let data = try RecordFile.read(url) else { return state }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw RecordFile.unparsed(url, data) }
        // Worded only when thrown: it parses the file again to say what is wrong with it.
        var unreadable: BundleError { RecordFile.unparsed(url, data, detail: .notABuildState) }
        switch root["format"] as? Int {
        case 1:
            // Written before records were kept by manifest: the manifest building now wrote them.
            guard let assets = root["assets"] as? [String: [String: Any]] else { throw unreadable }
            state.assets = try records(assets, url)
        case formatVersion:
            guard let manifests = root["manifests"] as? [String: [String: Any]] else { throw unreadable }
            for (key, section) in manifests {
                guard let assets = section["assets"] as? [String: [String: Any]] else { throw unreadable }
                if key == manifest { state.assets = try records(assets, url) } else { state.others[key] = try records(assets, url) }
            }
        case let later? where later > formatVersion:
            // A later version's state is no damaged one: it is left alone, and said.
            throw BundleError.io(path: url.path, reason: "a later iconforge wrote this build state (format \(later)); build with that "
                                 + "version, or delete the file to rebuild everything")
        default:
            throw unreadable
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

    private static func records(_ assets: [String: [String: Any]], _ url: URL) throws -> [String: Record] {
        var records: [String: Record] = [:]
        for (id, fields) in assets {
            guard let source = fields["source"] as? String, let options = fields["options"] as? String,
                  let version = fields["version"] as? String, let files = fields["files"] as? [String: String] else {
                throw BundleError.unreadableRecord(path: url.path, problem: .incompleteAsset(id))
            }
            records[id] = Record(source: source, options: options, version: version, files: files,
                                 shared: ContentsShare.table(fields["shared"].flatMap(JSONValue.init(serialized:))),
                                 settings: fields["settings"] as? [String: String] ?? [:])
        }
        return records
    }

    /// The state as JSON text: sorted keys, so identical builds give identical files.
    public var text: String {
        var manifests = others
        manifests[manifest] = assets.isEmpty ? nil : assets
        let sections = manifests.mapValues { assets -> JSONValue in
            .object(["assets": .object(assets.mapValues { record in
                var fields: [String: JSONValue] = [
                    "files": .object(record.files.mapValues { .string($0) }),
                    "options": .string(record.options),
                    "source": .string(record.source),
                    "version": .string(record.version),
                ]
                if !record.shared.isEmpty { fields["shared"] = ContentsShare.json(record.shared) }
                if !record.settings.isEmpty { fields["settings"] = .object(record.settings.mapValues(JSONValue.string)) }
                return .object(fields)
            })])
        }
        return JSONValue.object([
            "format": .int(Self.formatVersion),
            "generator": .string("iconforge"),
            "manifests": .object(sections),
        ]).xcodeText
    }

    /// Writes the state into `folder` atomically.
    public func save(to folder: URL) throws {
        let url = folder.appendingPathComponent(Self.fileName)
        do {
            try AtomicFile.write(Data(text.utf8), to: url)
        } catch {
            throw BundleError.io(path: url.path, reason: "cannot write the build state: \(error.plainReason)")
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
