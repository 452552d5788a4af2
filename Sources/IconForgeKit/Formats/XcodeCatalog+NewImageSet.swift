import Foundation

extension XcodeCatalog {
    /// Writes an imageset that does not exist yet in one step (`AtomicFile.createFolder`): its
    /// files and a fresh Contents.json, nothing to merge and nothing in the way. Nil when the
    /// folder exists (or cannot be made whole): the caller merges into it file by file.
    func writeNewImageSet(_ folder: String, at folderURL: URL, files: [EncodedFile], properties: [String: JSONValue],
                          previous: [String: String]) throws -> BundleWrite? {
        let path = folderURL.path
        var status = stat()
        guard lstat(path, &status) != 0, errno == ENOENT else { return nil }
        let prefix = folder + "/"
        guard files.allSatisfy({ $0.path.hasPrefix(prefix) && !$0.path.dropFirst(prefix.count).contains("/") }) else { return nil }
        let contents = ImageSetContents.fresh(files.compactMap(\.entry), properties: properties).data
        let named = files.map { (name: String($0.path.dropFirst(prefix.count)), data: $0.data) } + [("Contents.json", contents)]
        do {
            guard try AtomicFile.createFolder(path, files: named) else { return nil }
        } catch {
            throw BundleError(folderURL, error)
        }
        let writer = BundleFileWriter(root: root)
        let contentsURL = folderURL.appendingPathComponent("Contents.json", isDirectory: false)
        // Files recorded for this imageset before (a folder the user deleted) are gone with it;
        // pruning says nothing about files that are not there.
        let written = Set(files.map(\.path))
        let dropped = previous.filter { $0.key.hasPrefix(prefix) && $0.key != prefix + "Contents.json" && !written.contains($0.key) }
        return BundleWrite(files: files.map { writer.url($0.path) } + [contentsURL], notes: writer.prune(dropped),
                           contents: [contentsURL.path: contents])
    }
}
