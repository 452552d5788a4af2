import Foundation

extension XcodeCatalog {
    /// Writes an imageset that does not exist yet in one step (`AtomicFile.createFolder`): its
    /// files and a fresh Contents.json, nothing to merge and nothing in the way. Nil when the
    /// folder exists (or cannot be made whole): the caller merges into it file by file.
    /// `previous`: what the record says iconforge wrote in this imageset, its Contents.json aside.
    func writeNewImageSet(_ folder: String, at folderURL: URL, files: [EncodedFile], properties: [String: JSONValue],
                          previous: [String: String]) throws -> BundleWrite? {
        let path = folderURL.path
        var status = stat()
        guard lstat(path, &status) != 0, errno == ENOENT else { return nil }
        let prefix = folder + "/"
        guard files.allSatisfy({ $0.path.hasPrefix(prefix) && !$0.path.utf8.dropFirst(prefix.utf8.count).contains(UInt8(ascii: "/")) })
        else { return nil }
        let contents = ImageSetContents.fresh(files.compactMap(\.entry), properties: properties).data
        let named = files.map { (name: String($0.path.dropFirst(prefix.count)), data: $0.data) } + [("Contents.json", contents)]
        do {
            guard try AtomicFile.createFolder(path, files: named) else { return nil }
        } catch {
            throw BundleError(folderURL, error)
        }
        let writer = BundleFileWriter(root: root)
        // URLs from the folder's path: appending components to a URL parses it again each time.
        let url = { (name: Substring) in URL(filePath: path + "/" + name, directoryHint: .notDirectory) }
        let contentsURL = url("Contents.json")
        // Files recorded for this imageset before (a folder the user deleted) are gone with it;
        // pruning says nothing about files that are not there.
        let written = Set(files.map(\.path))
        let dropped = previous.filter { !written.contains($0.key) }
        return BundleWrite(files: files.map { url($0.path.dropFirst(prefix.count)) } + [contentsURL], notes: writer.prune(dropped),
                           contents: [contentsURL.path: contents])
    }
}
