import Foundation

/// What iconforge drew into one folder of pictures for people (previews and contact sheets):
/// the `pictures` part of that folder's one record (`BundleRecord`, `.iconforge-record.json`),
/// each picture's name and the SHA-256 of the bytes written. It is the folder's own record,
/// shared by every bundle, command and manifest drawing there: any run may replace or delete a
/// picture it holds while the picture still has the recorded bytes; every other file there is
/// the user's. Each picture is its own entry (its id is its name), so runs never drop each other's.
public struct PreviewRecord: RecordStore {
    public static let fileName = BundleRecord.fileName
    public var displayName: String { Self.fileName }
    public var writer: String { "iconforge" }

    /// Picture name -> SHA-256.
    var pictures: [String: String] = [:]

    public init() {}

    /// The record in `folder`; empty when there is none or it is unreadable (then nothing there
    /// is known to be iconforge's, which only makes a run more careful). A record is data: an
    /// entry that is not a picture's plain name in its own folder is left out.
    public static func load(from folder: URL) -> PreviewRecord {
        var record = PreviewRecord()
        record.pictures = (try? BundleRecord.read(from: folder))?.pictures ?? [:]
        return record
    }

    /// The SHA-256 the record in the folder holding `path` keeps for it, if it holds it.
    static func hash(of path: String) -> String? {
        load(from: URL(fileURLWithPath: RelativePath.folder(of: path))).pictures[RelativePath.name(of: path)]
    }

    public var recordedFiles: [String: [String: String]] {
        Dictionary(uniqueKeysWithValues: pictures.map { ($0.key, [$0.key: $0.value]) })
    }

    public func files(of id: String) -> [String: String]? { pictures[id].map { [id: $0] } }

    public mutating func record(_ id: String, files: [String: String], fingerprint: AssetFingerprint?) {
        pictures[id] = files[id]
    }

    @discardableResult
    public mutating func remove(_ id: String) -> [String: String]? {
        pictures.removeValue(forKey: id).map { [id: $0] }
    }

    /// Writes the pictures' part of the record in `folder` atomically, keeping the rest; a
    /// record left empty is removed, so a folder emptied of pictures is empty.
    public func save(to folder: URL, settingAside setAside: [String: [String: String]]) throws {
        try BundleRecord.update(in: folder) { record in
            record.pictures = pictures
            record.setAside.merge(setAside) { _, later in later }
        }
    }
}
