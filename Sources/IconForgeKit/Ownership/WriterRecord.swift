import Foundation

/// One writer's part of a folder's one record (`BundleRecord`, `.iconforge-record.json`), as a
/// run keeps it: the commands' (`icon`, `button`, `codegen`) or one manifest's build's. Both are
/// the same kind of part: per asset id (`icons/home`, `buttons/buy`, `contact-sheet`), one
/// `RecordEntry` (its files with the SHA-256 written, what it put into shared `Contents.json`
/// files, the settings that named its files), a build's with the fingerprints it was made from.
/// A run reads and saves only its own part; a build reads the other manifests' parts too
/// (`others`), to refuse their files. `BuildState` is a manifest's.
public struct WriterRecord: RecordStore {
    /// Whose part of the record.
    public enum Writer: Hashable, Sendable {
        /// `iconforge icon`, `button` and `codegen`.
        case commands
        /// `iconforge build` of the manifest at this path relative to the folder (`../iconforge.yml`);
        /// `""`: a build state from before records were kept by manifest (format 1).
        case manifest(String)

        /// Who wrote the files, for another run's refusals (`iconforge build for ../iconforge.yml`).
        var name: String {
            switch self {
            case .commands: return "iconforge icon or button"
            case .manifest(let manifest): return manifest.isEmpty ? "iconforge build" : "iconforge build for \(manifest)"
            }
        }
    }

    public static let fileName = BundleRecord.fileName

    public let owner: Writer
    /// This part's entries by asset id.
    public var assets: [String: RecordEntry]
    /// The other manifests' parts of the record, by manifest, as read (a manifest's part only).
    var others: [String: [String: RecordEntry]] = [:]

    public init(_ owner: Writer, assets: [String: RecordEntry] = [:]) {
        self.owner = owner
        self.assets = assets
    }

    /// How warnings name the part: the build's as `the build state`, the commands' as the file.
    public var displayName: String { owner == .commands ? Self.fileName : "the build state" }
    public var writer: String { owner.name }

    /// The commands' part of the record in `folder`, empty when there is none; throws
    /// `BundleError.unreadableRecord` for one that is no record (`RecordFile`), and `.io` for
    /// one a later version wrote.
    public static func commands(in folder: URL) throws -> WriterRecord {
        WriterRecord(.commands, assets: try BundleRecord.read(from: folder).commands)
    }

    public var recordedFiles: [String: [String: String]] { assets.mapValues(\.files) }
    public func files(of id: String) -> [String: String]? { assets[id]?.files }

    /// A build's entry says what it was made from (`fingerprint`, else as recorded before) and
    /// which version wrote it; the commands' entries never held fingerprints (their runs always write).
    public mutating func record(_ id: String, files: [String: String], fingerprint: AssetFingerprint?) {
        var entry = assets[id] ?? RecordEntry(files: files)
        entry.files = files
        if case .manifest = owner {
            entry.source = fingerprint?.source ?? entry.source ?? ""
            entry.options = fingerprint?.options ?? entry.options ?? ""
            entry.version = IconForgeVersion.string
        }
        assets[id] = entry
    }

    public func shares(of id: String) -> [String: ContentsShare] { assets[id]?.shared ?? [:] }

    public mutating func recordShares(_ id: String, _ shares: [String: ContentsShare]) {
        assets[id]?.shared = shares
    }

    public func settings(of id: String) -> [String: String] { assets[id]?.settings ?? [:] }

    public mutating func recordSettings(_ id: String, _ settings: [String: String]) {
        assets[id]?.settings = settings
    }

    @discardableResult
    public mutating func remove(_ id: String) -> [String: String]? {
        assets.removeValue(forKey: id)?.files
    }

    /// Writes this part, and `setAside` into the record's `set-aside` part (a later record of
    /// one id replacing the earlier), in one atomic write of the record in `folder`, keeping
    /// the other parts as they are there. A manifest's part left empty goes, and so does a
    /// format 1 state, now this manifest's.
    public func save(to folder: URL, settingAside setAside: [String: [String: String]]) throws {
        try BundleRecord.update(in: folder) { record in
            record.setAside.merge(setAside) { _, later in later }
            switch owner {
            case .commands:
                record.commands = assets
            case .manifest(let manifest):
                record.manifests[manifest] = assets.isEmpty ? nil : assets
                record.manifests[""] = nil
            }
        }
    }
}
