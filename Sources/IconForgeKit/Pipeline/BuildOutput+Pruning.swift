import Foundation

extension BuildOutput {
    /// Deletes files iconforge recorded writing (`files`: relative path -> SHA-256) unless
    /// `keep` (absolute paths, from every output's state) still claims them. A file whose
    /// content no longer matches its record was edited by hand and is left alone; so is
    /// anything never recorded, and anything not where iconforge writes for asset `id`
    /// (`OwnedPath`). Folders emptied by the deletions are removed too (never the output
    /// folder itself, nor the previews folder). Returns the messages about files left in place.
    func prune(_ files: [String: String], keep: Set<String>, id: String) -> [String] {
        var notes: [String] = []
        var deletable: [(path: String, hash: String)] = []
        var display: [String: String] = [:]
        for (path, hash) in files.sorted(by: { $0.key < $1.key }) where !keep.contains(absolutePath(path)) {
            guard let real = ownership.deletable(path, id: id) else {
                if let note = OwnedPath.leftInPlace(absolutePath(path), shown: displayPath(path)) { notes.append(note) }
                continue
            }
            deletable.append((real, hash))
            display[real] = displayPath(path)
        }
        return notes + FilePruner(boundaries: [root] + (previewRoot.map { [$0] } ?? []))
            .prune(deletable) { display[$0] ?? $0 }
    }
}
