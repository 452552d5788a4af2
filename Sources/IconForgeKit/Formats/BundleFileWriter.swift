import Foundation

/// Writes an asset's files into a bundle under the merge rules: a file may be replaced only
/// when iconforge wrote it before (`previous`), when the format owns it (`owned`), or when
/// it already holds the same bytes. Anything else in the way stops the asset with one line
/// before a byte is written. Files iconforge wrote before and no longer writes are deleted
/// when they still hold what iconforge wrote; edited ones are reported and kept.
struct BundleFileWriter {
    let root: URL

    func write(_ files: [EncodedFile], previous: [String: String], owned: Set<String> = []) throws -> BundleWrite {
        let paths = Set(files.map(\.path))
        var absent: Set<String> = []
        for file in files where previous[file.path] == nil && !owned.contains(file.path) {
            if try checkNothingInTheWay(file) { absent.insert(file.path) }
        }
        for file in files {
            let url = self.url(file.path)
            AtomicFile.removeStaleTemporaries(in: url.deletingLastPathComponent())
            // Same bytes already there: left alone (no rename, no new inode, same mtime).
            if !absent.contains(file.path) && FileManager.default.contents(atPath: url.path) == file.data { continue }
            do {
                try AtomicFile.write(file.data, to: url)
            } catch {
                throw BundleError(url, error)
            }
        }
        let dropped = previous.filter { !paths.contains($0.key) }
        return BundleWrite(files: files.map { url($0.path) }, notes: prune(dropped))
    }

    /// Throws when a file iconforge has no record of writing stands where `file` goes; true
    /// when nothing is there at all.
    @discardableResult
    func checkNothingInTheWay(_ file: EncodedFile) throws -> Bool {
        let url = self.url(file.path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return true }
        if isFolder.boolValue { throw BundleError(url, reason: "a folder is in the way") }
        if FileManager.default.contents(atPath: url.path) == file.data { return false }
        throw BundleError(url, reason: "iconforge did not write this file, so it will not replace it; move it away or delete it")
    }

    /// Deletes `files` (relative path -> SHA-256 recorded when written) that still hold what
    /// iconforge wrote, then the folders that leaves empty (never the bundle root). Returns
    /// one line per file left in place.
    func prune(_ files: [String: String]) -> [String] {
        FilePruner(boundaries: [root]).prune(files.sorted { $0.key < $1.key }.map { (url($0.key).path, $0.value) }) { $0 }
    }

    func url(_ path: String) -> URL {
        root.appendingPathComponent(path, isDirectory: false)
    }
}
