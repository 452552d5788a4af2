import Foundation

extension BuildOutput {
    /// Deletes files iconforge recorded writing (`files`: relative path -> SHA-256) unless
    /// `keep` (absolute paths, from every output's state) still claims them. A file whose content no longer matches its record was
    /// edited by hand and is left alone; so is anything never recorded. Folders emptied
    /// by the deletions are removed too (never the output folder itself).
    /// Returns the messages about files left in place.
    func prune(_ files: [String: String], keep: Set<String>, id: String) -> [String] {
        var notes: [String] = []
        for (path, hash) in files.sorted(by: { $0.key < $1.key }) where !keep.contains(absolutePath(path)) {
            guard let real = ownership.deletable(path, id: id) else {
                if let note = OwnedPath.leftInPlace(absolutePath(path), shown: displayPath(path)) { notes.append(note) }
                continue
            }
            let url = URL(fileURLWithPath: real)
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

    /// Removes `folder` and its parents while they are empty, stopping at the output folder
    /// (or the previews folder, for a preview).
    private func removeEmptyFolders(from folder: URL) {
        var current = folder.standardizedFileURL
        let boundaries = [root, previewRoot].compactMap { $0?.standardizedFileURL.path }
        guard let boundary = boundaries.first(where: { current.path.hasPrefix($0 + "/") }) else { return }
        while current.path.hasPrefix(boundary + "/") {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? ["?"]
            guard entries.isEmpty else { return }
            guard rmdir(current.path) == 0 else { return }
            current = current.deletingLastPathComponent()
        }
    }
}
