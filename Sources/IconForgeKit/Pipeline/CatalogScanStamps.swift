import Foundation

/// The folders a catalog's symbol scan descended into (`CatalogReader.read`'s `visit`: the
/// catalog, its groups and the user's own folders), each stamped with its `Contents.json`
/// before the scan read them: the key of the scan's memo. Stamped again from the kept list,
/// equal stamps mean no folder gained or lost an entry, so the folders are still these.
struct CatalogScanStamps {
    private let rootPath: String
    /// Relative to the catalog, `/` first (`""`, `/Tabs`, `/Mine/Deeper`), in the order visited.
    private var folders: [String] = []
    private var stamps: [(folder: FileStamp?, contents: FileStamp?)] = []

    /// None stamped yet, for a scan to stamp.
    init(catalog root: URL) {
        rootPath = root.standardizedFileURL.path
    }

    /// The folders `encodedFolders` named, stamped now; nil when `line` is not such a list.
    init?(catalog root: URL, folders line: String) {
        guard let folders = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String] else { return nil }
        self.init(catalog: root)
        for folder in folders { stamp(relative: folder) }
    }

    /// Stamps the folder at `url`, inside the catalog, and its `Contents.json`, as they are now.
    mutating func stamp(_ url: URL) {
        stamp(relative: String(url.path.dropFirst(rootPath.count)))
    }

    private mutating func stamp(relative folder: String) {
        let path = rootPath + folder
        folders.append(folder)
        stamps.append((FileStamp.of(path), FileStamp.of(path + "/Contents.json")))
    }

    /// The folders as one line of JSON, as a memo keeps them.
    var encodedFolders: String {
        (try? JSONSerialization.data(withJSONObject: folders)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The folders and their stamps as one text; nil when a folder is gone or a stamp changed
    /// too recently to tell a later change from it (`FileStamp.isRecent`).
    func key(now: Int64) -> String? {
        var text = "symbols\n"
        for (folder, stamp) in zip(folders, stamps) {
            guard let own = stamp.folder, !own.isRecent(now: now), stamp.contents?.isRecent(now: now) != true else { return nil }
            text += "\(own.text) \(stamp.contents?.text ?? "-") \(folder)\n"
        }
        return text
    }
}
