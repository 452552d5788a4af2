import Foundation

extension BuildOutput {
    /// Deletes files iconforge recorded writing (`files`: relative path -> SHA-256) unless
    /// `keep` still claims them. A file whose content no longer matches its record was
    /// edited by hand and is left alone; so is anything never recorded. Folders emptied
    /// by the deletions are removed too (never the output folder itself).
    /// Returns the messages about files left in place.
    func prune(_ files: [String: String], keep: Set<String>) -> [String] {
        var notes: [String] = []
        for (path, hash) in files.sorted(by: { $0.key < $1.key }) where !keep.contains(path) {
            let url = url(path)
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            guard SHA256.hex(data) == hash else {
                notes.append("\(displayPath(path)) was edited by hand, so it was left in place")
                continue
            }
            try? FileManager.default.removeItem(at: url)
            removeEmptyFolders(from: url.deletingLastPathComponent())
        }
        return notes
    }

    /// Removes `folder` and its parents while they are empty, stopping at the output folder.
    private func removeEmptyFolders(from folder: URL) {
        var current = folder.standardizedFileURL
        while current.path.hasPrefix(root.path + "/") {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? ["?"]
            guard entries.isEmpty else { return }
            guard rmdir(current.path) == 0 else { return }
            current = current.deletingLastPathComponent()
        }
    }
}
