import Foundation

extension BundleSession {
    /// Takes asset `id` out of the record (an asset removed from the manifest), returning its
    /// files for `prune`.
    public func forget(_ id: String) -> [String: String] {
        lock.withLock {
            let files = store.remove(id) ?? [:]
            for path in files.keys { recordedFiles[path]?.removeValue(forKey: id) }
            return files
        }
    }

    /// Deletes `files` (relative path -> SHA-256 recorded when written) of asset `id`, each only
    /// while it still holds what iconforge wrote and nothing else claims it: another asset of
    /// this record, another record in the bundle, or `keep` (absolute paths other outputs
    /// record). Files not where iconforge writes for `id` (`OwnedPath`), links and folders stay;
    /// folders the deletions empty go, up to the bundle and previews folders. Pictures beside
    /// the bundle go as their folder's record allows (`prunePictures`). Returns one line per file
    /// left in place.
    public func prune(_ files: [String: String], of id: String, keep: Set<String>) -> [String] {
        var notes: [String] = []
        var deletable: [(path: String, hash: String)] = []
        var pictures: [(relative: String, hash: String)] = []
        var shown: [String: String] = [:]
        for (relative, hash) in files.sorted(by: { $0.key < $1.key }) {
            let absolute = url(relative).path
            let claimed = lock.withLock { recordedFiles[relative]?.isEmpty == false }
            guard !keep.contains(absolute), !claimed, otherWriter(of: relative) == nil else { continue }
            if isPicture(relative, id: id) {
                pictures.append((relative, hash))
                continue
            }
            guard let real = ownership.deletable(relative, id: id) else {
                if let note = OwnedPath.leftInPlace(absolute, shown: self.shown(relative)) { notes.append(note) }
                continue
            }
            deletable.append((real, hash))
            shown[real] = self.shown(relative)
        }
        return notes + FilePruner(boundaries: [root]).prune(deletable) { shown[$0] ?? $0 } + prunePictures(pictures, of: id)
    }
}
