import Foundation

/// Deletes files iconforge recorded writing, under the one rule for deleting: only while a
/// file still holds what iconforge wrote (its recorded SHA-256). An edited file is reported
/// and kept; folders the deletions empty go too, up to (never including) a boundary folder.
struct FilePruner {
    /// Folders whose insides may be emptied but which are never removed themselves.
    var boundaries: [URL]

    /// Deletes each of `files` (absolute path -> SHA-256); `display` names a file in the
    /// notes. Returns one line per file left in place.
    func prune(_ files: [(path: String, hash: String)], display: (String) -> String) -> [String] {
        var notes: [String] = []
        for (path, hash) in files {
            // A link or folder where a file was recorded is not what iconforge wrote.
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            guard SHA256.hex(data) == hash else {
                notes.append("\(display(path)) was edited by hand, so it was left in place")
                continue
            }
            try? FileManager.default.removeItem(atPath: path)
            removeEmptyFolders(from: URL(fileURLWithPath: path).deletingLastPathComponent())
        }
        return notes
    }

    /// Removes `folder` and its parents while they are empty, stopping at the boundary holding it.
    func removeEmptyFolders(from folder: URL) {
        var current = URL(fileURLWithPath: RealPath.of(folder.path))
        let paths = boundaries.map { RealPath.of($0.path) }
        guard let boundary = paths.first(where: { current.path.hasPrefix($0 + "/") }) else { return }
        while current.path.hasPrefix(boundary + "/") {
            guard (try? FileManager.default.contentsOfDirectory(atPath: current.path))?.isEmpty == true,
                  rmdir(current.path) == 0 else { return }
            current = current.deletingLastPathComponent()
        }
    }
}
