import Foundation

/// What the `icon` and `button` commands wrote into a bundle, kept in the bundle as
/// `.iconforge-owned.json` (hidden, so Xcode, aapt and folder listings pass over it): per
/// asset, each file's path relative to the bundle and its SHA-256, previews and contact sheets
/// outside it included as what the asset drew (`../iconforge-previews/home-preview.png`; their
/// folder's `PreviewRecord` says whether they are iconforge's). `iconforge build` keeps the
/// same facts in its state file instead; `codegen` keeps one beside its Swift file.
public struct OwnershipRecord: RecordStore {
    public static let fileName = ".iconforge-owned.json"
    public static let displayName = fileName
    public var writer: String { "iconforge icon or button" }

    /// Asset id (`icons/home`, `buttons/buy`) -> relative path -> SHA-256.
    var assets: [String: [String: String]] = [:]

    public init() {}

    /// The record in `root`; empty when there is none or it is unreadable (then nothing is
    /// known to be iconforge's, which only makes a run more careful).
    public static func load(from root: URL) -> OwnershipRecord {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(fileName).path),
              let members = JSONValue(parsing: data)?.members?["assets"]?.members else { return OwnershipRecord() }
        var record = OwnershipRecord()
        for (id, files) in members {
            record.assets[id] = files.members?.compactMapValues(\.text) ?? [:]
        }
        return record
    }

    public var recordedFiles: [String: [String: String]] { assets }
    public func files(of id: String) -> [String: String]? { assets[id] }

    public mutating func record(_ id: String, files: [String: String], fingerprint: AssetFingerprint?) {
        assets[id] = files
    }

    @discardableResult
    public mutating func remove(_ id: String) -> [String: String]? {
        assets.removeValue(forKey: id)
    }

    public func save(to root: URL) throws {
        let url = root.appendingPathComponent(Self.fileName)
        do {
            try AtomicFile.write(Data(JSONValue.xcodeText("assets", stringTables: assets).utf8), to: url)
        } catch {
            throw BundleError(url, error)
        }
    }
}
