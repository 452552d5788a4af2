import Foundation

/// Where a run keeps what it wrote into one bundle: per asset id (`icons/home`,
/// `buttons/buy`, `contact-sheet`), each file's path relative to the bundle
/// (`../iconforge-previews/…` for a picture outside it) and its SHA-256. The record is the whole
/// of iconforge's claim to a file: a file is iconforge's to replace or delete only while its
/// record holds it and it still has the recorded bytes. Each store is one writer's part of
/// the folder's one record (`BundleRecord`): `iconforge icon`, `button` and `codegen` keep
/// the commands' part, `iconforge build` one per manifest writing the output (`WriterRecord`,
/// both alike); a folder of previews and contact sheets keeps `PreviewRecord`, whichever run
/// drew them (a bundle's record names its pictures as what its assets drew).
public protocol RecordStore: Equatable, Sendable {
    /// How messages name the record (`the build state`, `.iconforge-record.json`).
    var displayName: String { get }
    /// Who wrote the files this record holds, for another run's refusals (`iconforge icon`).
    var writer: String { get }

    /// Each asset's files: relative path -> SHA-256.
    var recordedFiles: [String: [String: String]] { get }
    /// The files of asset `id`, if recorded.
    func files(of id: String) -> [String: String]?
    /// Records `files` as everything asset `id` wrote, built from `fingerprint` when known.
    mutating func record(_ id: String, files: [String: String], fingerprint: AssetFingerprint?)
    /// What asset `id` put into the `Contents.json` files it shares with the user: relative
    /// path -> its part (empty for a record written before these were kept).
    func shares(of id: String) -> [String: ContentsShare]
    /// Records `shares` as what asset `id` put into shared `Contents.json` files.
    mutating func recordShares(_ id: String, _ shares: [String: ContentsShare])
    /// The format settings (key -> value as given) that named asset `id`'s files: the names a
    /// record of it may hold, and prunes, are those the format makes under them. Empty for the
    /// defaults, and for a record written before settings were kept.
    func settings(of id: String) -> [String: String]
    /// Records `settings` as what named asset `id`'s files.
    mutating func recordSettings(_ id: String, _ settings: [String: String])
    /// The assets each page of the contact sheet `id` shows: page (relative path) -> asset ids.
    func shown(of id: String) -> [String: [String]]
    /// Records `shown` as the assets each page of the contact sheet `id` shows.
    mutating func recordShown(_ id: String, _ shown: [String: [String]])
    /// Takes the record of `id` out (its shares too), returning its files.
    @discardableResult
    mutating func remove(_ id: String) -> [String: String]?
    /// Writes this store's part of the record in `folder`, and `setAside` (records refused, per
    /// asset id: relative path -> SHA-256) into its `set-aside` part, in one atomic write,
    /// keeping the other parts. The caller holds the folder's lock.
    func save(to folder: URL, settingAside setAside: [String: [String: String]]) throws
}

extension RecordStore {
    /// Writes this store's part of the record in `folder` atomically, keeping the other parts.
    public func save(to folder: URL) throws { try save(to: folder, settingAside: [:]) }
    /// A store of files no catalog shares (a previews folder's pictures) keeps no shares.
    public func shares(of id: String) -> [String: ContentsShare] { [:] }
    public mutating func recordShares(_ id: String, _ shares: [String: ContentsShare]) {}
    /// A store of pictures keeps no settings: a picture's name is the asset's alone.
    public func settings(of id: String) -> [String: String] { [:] }
    public mutating func recordSettings(_ id: String, _ settings: [String: String]) {}
    /// A store of pictures keeps no sheet's assets: each picture is its own entry.
    public func shown(of id: String) -> [String: [String]] { [:] }
    public mutating func recordShown(_ id: String, _ shown: [String: [String]]) {}
}

/// What an asset's files were made from, which a build compares to decide what to redo.
public struct AssetFingerprint: Equatable, Sendable {
    /// SHA-256 of the source bytes (SVG, or template plus parameters).
    public var source: String
    /// SHA-256 of the options that shape the files.
    public var options: String

    public init(source: String, options: String) {
        self.source = source
        self.options = options
    }

    /// The source of what was not written whole (a preview refused, a sheet missing an asset):
    /// it matches no source, so a build makes it again.
    public static let incompleteSource = "incomplete"

    /// This fingerprint, marked as not written whole.
    var incomplete: AssetFingerprint { AssetFingerprint(source: Self.incompleteSource, options: options) }
}

/// The record ids of what is not an asset.
public enum RecordID {
    /// The contact sheet (an `icon` batch's pages, or a build's sheet).
    public static let contactSheet = "contact-sheet"
    /// The Swift file a build generates (`swift:`).
    public static let swift = "swift"
}
