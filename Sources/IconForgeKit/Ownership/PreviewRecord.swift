import Foundation

/// What iconforge drew into one folder of pictures for people (previews and contact sheets),
/// kept in that folder as `.iconforge-previews.json` (hidden, like a bundle's record): each
/// picture's name and the SHA-256 of the bytes written. It is the folder's own record, shared by
/// every bundle, command and manifest drawing there: any run may replace or delete a picture it
/// holds while the picture still has the recorded bytes; every other file there is the user's.
/// Each picture is its own entry (its id is its name), so runs never drop each other's.
public struct PreviewRecord: RecordStore {
    public static let fileName = ".iconforge-previews.json"
    public static let displayName = fileName
    public var writer: String { "iconforge" }

    /// Picture name -> SHA-256.
    var pictures: [String: String] = [:]

    public init() {}

    /// The record in `folder`; empty when there is none or it is unreadable (then nothing there
    /// is known to be iconforge's, which only makes a run more careful). A record is data: an
    /// entry that is not a picture's plain name in its own folder is left out.
    public static func load(from folder: URL) -> PreviewRecord {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path),
              let members = JSONValue(parsing: data)?.members?["pictures"]?.members else { return PreviewRecord() }
        var record = PreviewRecord()
        for (name, hash) in members where isPictureName(name) {
            if let hash = hash.text { record.pictures[name] = hash }
        }
        return record
    }

    /// Whether `name` is one a picture of iconforge's may have: a plain name in its folder, and
    /// none of iconforge's own records and temporaries.
    static func isPictureName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.hasPrefix(".iconforge-") && !name.contains("/") && !name.contains("\0")
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

    /// Writes the record into `folder` atomically; an empty one is removed, so a folder emptied
    /// of pictures is empty.
    public func save(to folder: URL) throws {
        let url = folder.appendingPathComponent(Self.fileName)
        do {
            if pictures.isEmpty {
                if unlink(url.path) != 0 && errno != ENOENT { throw BundleError.io(path: url.path, reason: "cannot be removed") }
                return
            }
            let text = JSONValue.object(["pictures": .object(pictures.mapValues(JSONValue.string))]).xcodeText
            try AtomicFile.write(Data(text.utf8), to: url)
        } catch let error as BundleError {
            throw error
        } catch {
            throw BundleError(url, error)
        }
    }
}
