import Foundation

extension BuildOutput {
    /// Deletes files iconforge recorded writing (`files`: relative path -> SHA-256) unless
    /// `keep` (absolute paths, from every output's state) still claims them. A file whose
    /// content no longer matches its record was edited by hand and is left alone; so is
    /// anything never recorded. Folders emptied by the deletions are removed too (never the
    /// output folder itself, nor the previews folder). Returns the messages about files left in place.
    func prune(_ files: [String: String], keep: Set<String>) -> [String] {
        let sorted = files.sorted { $0.key < $1.key }.filter { !keep.contains(absolutePath($0.key)) }
        var display: [String: String] = [:]
        for (path, _) in sorted { display[absolutePath(path)] = displayPath(path) }
        return FilePruner(boundaries: [root] + (previewRoot.map { [$0] } ?? []))
            .prune(sorted.map { (absolutePath($0.key), $0.value) }) { display[$0] ?? $0 }
    }
}
