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
    /// Asset id -> shared `Contents.json` (relative path) -> what the asset put there; kept
    /// under `shared`, which records from before it lack (and earlier versions pass over).
    var shared: [String: [String: ContentsShare]] = [:]
    /// Asset id -> the format settings that named its files, where any were given; kept under
    /// `settings`, which records from before it lack (their files were named by the defaults
    /// or the bundle's own settings, `OutputFormat.recordableForms`).
    var settings: [String: [String: String]] = [:]

    public init() {}

    /// The record in `root`; empty when there is none or it is unreadable (then nothing is
    /// known to be iconforge's, which only makes a run more careful). A run that writes reads
    /// it with `read`, which says why a record is unreadable.
    public static func load(from root: URL) -> OwnershipRecord {
        (try? read(from: root)) ?? OwnershipRecord()
    }

    /// The record in `root`, empty when there is none; throws `BundleError.unreadableRecord`
    /// for one that is no record (`RecordFile`).
    static func read(from root: URL) throws -> OwnershipRecord {
        let url = root.appendingPathComponent(fileName)
        guard let data = try RecordFile.read(url) else { return OwnershipRecord() }
        if let plain = try? JSONDecoder().decode(Plain.self, from: data) {
            var record = OwnershipRecord()
            record.assets = plain.assets
            for (id, shares) in plain.shared ?? [:] where record.assets[id] != nil {
                record.shared[id] = ContentsShare.table(shares)
            }
            record.settings = (plain.settings ?? [:]).filter { record.assets[$0.key] != nil && !$0.value.isEmpty }
            return record
        }
        let document = JSONValue(parsing: data)?.members
        guard let members = document?["assets"]?.members else {
            throw RecordFile.unparsed(url, data, detail: .noAssetsObject)
        }
        var record = OwnershipRecord()
        for (id, files) in members {
            record.assets[id] = files.members?.compactMapValues(\.text) ?? [:]
        }
        for (id, shares) in document?["shared"]?.members ?? [:] where record.assets[id] != nil {
            record.shared[id] = ContentsShare.table(shares)
        }
        for (id, settings) in document?["settings"]?.members ?? [:] where record.assets[id] != nil {
            let table = settings.members?.compactMapValues(\.text) ?? [:]
            if !table.isEmpty { record.settings[id] = table }
        }
        return record
    }

    /// A record as iconforge writes it, read straight into strings: a record of 200,000 entries
    /// reads in a moment, where `JSONValue` tries every kind of value on each string. Any other
    /// shape is read as before, value by value.
    private struct Plain: Decodable {
        let assets: [String: [String: String]]
        let shared: [String: JSONValue]?
        let settings: [String: [String: String]]?
    }

    public var recordedFiles: [String: [String: String]] { assets }
    public func files(of id: String) -> [String: String]? { assets[id] }

    public mutating func record(_ id: String, files: [String: String], fingerprint: AssetFingerprint?) {
        assets[id] = files
    }

    public func shares(of id: String) -> [String: ContentsShare] { shared[id] ?? [:] }

    public mutating func recordShares(_ id: String, _ shares: [String: ContentsShare]) {
        shared[id] = shares.isEmpty ? nil : shares
    }

    public func settings(of id: String) -> [String: String] { settings[id] ?? [:] }

    public mutating func recordSettings(_ id: String, _ settings: [String: String]) {
        self.settings[id] = settings.isEmpty ? nil : settings
    }

    @discardableResult
    public mutating func remove(_ id: String) -> [String: String]? {
        shared[id] = nil
        settings[id] = nil
        return assets.removeValue(forKey: id)
    }

    public func save(to root: URL) throws {
        let url = root.appendingPathComponent(Self.fileName)
        do {
            var more = self.shared.isEmpty ? [:] : ["shared": JSONValue.object(self.shared.mapValues(ContentsShare.json))]
            if !settings.isEmpty { more["settings"] = .object(settings.mapValues { .object($0.mapValues(JSONValue.string)) }) }
            try AtomicFile.write(Data(JSONValue.xcodeText("assets", stringTables: assets, then: more).utf8), to: url)
        } catch {
            throw BundleError(url, error)
        }
    }
}
