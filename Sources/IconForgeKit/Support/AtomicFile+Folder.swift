import Foundation

extension AtomicFile {
    /// Creates the folder `path` holding `files` (names inside it, and their bytes) as one
    /// step: the files go into a temporary sibling folder, written directly, and the folder is
    /// renamed into place, so a reader or a killed run never sees part of it, and a new folder
    /// of n files costs one rename(2) instead of n. Returns false, having written nothing,
    /// when the folder cannot be made this way: its parent is missing, or something has the
    /// name (made meanwhile, or not known to the caller); the caller then writes file by file.
    /// A killed run's temporary folder is removed like any stale temporary
    /// (`removeStaleTemporaries`).
    static func createFolder(_ path: String, files: [(name: String, data: Data)]) throws -> Bool {
        let (parent, name) = folderAndName(path)
        return try writingTemporary(in: parent) {
            let temporary = (parent.hasSuffix("/") ? parent : parent + "/") + temporaryName(for: name)
            guard mkdir(temporary, 0o777) == 0 else { return false }
            do {
                // Opened once, the new folder takes its files by name alone, its path not walked
                // again for each: a batch makes four files an icon.
                let folder = open(temporary, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                guard folder >= 0 else { throw posixError() }
                defer { close(folder) }
                for file in files { try writeUnsynced(file.data, in: folder, name: file.name) }
            } catch {
                try? FileManager.default.removeItem(atPath: temporary)
                throw error
            }
            // Anything at the name, even an empty folder, fails the rename (the caller then merges
            // file by file under the ownership rule), so no check beforehand is needed for safety.
            guard Platform.renameNoReplace(temporary, path) == 0 else {
                try? FileManager.default.removeItem(atPath: temporary)
                return false
            }
            return true
        }
    }
}
