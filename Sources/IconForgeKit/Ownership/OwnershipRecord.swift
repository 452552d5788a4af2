import Foundation

/// What the `icon`, `button` and `codegen` commands wrote into a folder: the `commands` part
/// of its one record (`BundleRecord`, `.iconforge-record.json`): per asset, each file's path
/// relative to the bundle and its SHA-256, previews and contact sheets outside it included as
/// what the asset drew (`../iconforge-previews/home-preview.png`; their folder's record says
/// whether they are iconforge's), with what it put into shared `Contents.json` files and the
/// settings that named its files. `iconforge build` keeps its manifest's part (`BuildState`).
public struct OwnershipRecord: RecordStore {
    public static let fileName = BundleRecord.fileName
    public static let displayName = fileName
    public var writer: String { "iconforge icon or button" }

    /// Asset id (`icons/home`, `buttons/buy`) -> what it wrote.
    var entries: [String: RecordEntry] = [:]

    public init() {}

    /// Asset id -> relative path -> SHA-256.
    var assets: [String: [String: String]] { entries.mapValues(\.files) }

    /// The record in `root`; empty when there is none or it is unreadable (then nothing is
    /// known to be iconforge's, which only makes a run more careful). A run that writes reads
    /// it with `read`, which says why a record is unreadable.
    public static func load(from root: URL) -> OwnershipRecord {
        (try? read(from: root)) ?? OwnershipRecord()
    }

    /// The record in `root`, empty when there is none; throws `BundleError.unreadableRecord`
    /// for one that is no record (`RecordFile`).
    static func read(from root: URL) throws -> OwnershipRecord {
        var record = OwnershipRecord()
        record.entries = try BundleRecord.read(from: root).commands
        return record
    }

    public var recordedFiles: [String: [String: String]] { assets }
    public func files(of id: String) -> [String: String]? { entries[id]?.files }

    public mutating func record(_ id: String, files: [String: String], fingerprint: AssetFingerprint?) {
        if entries[id] == nil { entries[id] = RecordEntry(files: files) } else { entries[id]?.files = files }
    }

    public func shares(of id: String) -> [String: ContentsShare] { entries[id]?.shared ?? [:] }

    public mutating func recordShares(_ id: String, _ shares: [String: ContentsShare]) {
        entries[id]?.shared = shares
    }

    public func settings(of id: String) -> [String: String] { entries[id]?.settings ?? [:] }

    public mutating func recordSettings(_ id: String, _ settings: [String: String]) {
        entries[id]?.settings = settings
    }

    @discardableResult
    public mutating func remove(_ id: String) -> [String: String]? {
        entries.removeValue(forKey: id)?.files
    }

    /// Writes the commands' part of the record in `root`, keeping the rest as it is there.
    public func save(to root: URL) throws {
        try BundleRecord.update(in: root) { $0.commands = entries }
    }
}
