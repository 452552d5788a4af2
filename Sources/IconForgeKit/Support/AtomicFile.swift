import Foundation
import Synchronization

/// Writes files so a reader never sees a partial result: content goes to a
/// hidden temporary sibling first and is renamed into place, which is atomic on POSIX.
public enum AtomicFile {
    /// Prefix of every temporary name, so stale leftovers of a killed run can be recognised.
    static let temporaryPrefix = ".iconforge-tmp-"

    /// Writes `data` to `url` atomically, creating the parent folder if needed (a new folder
    /// of several files is made whole by `createFolder(_:files:)`).
    public static func write(_ data: Data, to url: URL) throws {
        // Plain path strings from here on: a batch writes four files an icon, and building
        // the folder's and the temporary's URLs (each parsed and percent-decoded again for
        // `.path`) had cost more than the system calls' user-side share.
        let path = url.path
        let (folder, name) = folderAndName(path)
        try createFolder(folder)
        try writingTemporary(in: folder) {
            let temporary = (folder.hasSuffix("/") ? folder : folder + "/") + temporaryName(for: name)
            do {
                try writeUnsynced(data, toPath: temporary)
                try replace(path, with: temporary)
            } catch {
                unlink(temporary)
                throw error
            }
        }
    }

    /// Creates `folder` and its parents when missing: one mkdir(2) when the parent exists or
    /// the folder already does, the common cases of a batch (several files a folder).
    private static func createFolder(_ folder: String) throws {
        if mkdir(folder, 0o777) == 0 || errno == EEXIST { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Folders already cleaned by this process.
    private static let cleaned = Cleaned()

    /// Removes temporaries left in `folder` by a run that was killed midway. This process's
    /// own temporaries are kept: other threads may be writing them right now; so are those
    /// of any other running process (another iconforge writing the same bundle). Each folder
    /// is listed once per process, so writing n files into it stays O(n).
    public static func removeStaleTemporaries(in folder: URL) {
        // The path as given is checked first: standardizing it costs more than the listing
        // saves when every file of a batch asks about its folder.
        guard cleaned.insert(folder.path), cleaned.insert("=" + folder.standardizedFileURL.path) else { return }
        removeStale(from: folder.path, (try? FolderListing.entries(of: folder.path)) ?? [])
    }

    /// Removes the stale temporaries among `entries`, the listing of the folder at `path`.
    static func removeStale(from path: String, _ entries: [FolderEntry]) {
        for case let name? in entries.map(\.name) where name.hasPrefix(temporaryPrefix) && !isOwnedByLiveProcess(name) {
            try? FileManager.default.removeItem(atPath: path + "/" + name)
        }
    }

    /// Marks `path` cleaned; false when it already was.
    static func markCleaned(_ path: String) -> Bool {
        cleaned.insert(path) && cleaned.insert("=" + LexicalPath.standardized(path))
    }

    /// True when the process id in a temporary's name belongs to a running process.
    static func isOwnedByLiveProcess(_ name: String) -> Bool {
        let digits = name.dropFirst(temporaryPrefix.count).prefix { $0.isNumber }
        guard let pid = pid_t(digits), pid > 0 else { return false }
        return pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }

    /// The longest file name Linux and macOS file systems accept, in bytes.
    static let nameMax = 255

    /// The folder `path` names its file in ("/" at the root, "." for a bare name) and the file's name.
    static func folderAndName(_ path: String) -> (folder: String, name: String) {
        guard let slash = RelativePath.lastSlash(in: path) else { return (".", path) }
        return (slash == path.utf8.startIndex ? "/" : String(path[..<slash]), String(path[path.utf8.index(after: slash)...]))
    }

    /// `.iconforge-tmp-<pid>-<random>-<name>`; when that would pass `nameMax`, the name is
    /// replaced by a short hash of it, so every name that fits can be written.
    static func temporaryName(for name: String) -> String {
        let stem = "\(temporaryPrefix)\(processID)-\(String(temporarySeed &+ temporaryCount.add(1, ordering: .relaxed).oldValue, radix: 36))-"
        let full = stem + name
        return full.utf8.count <= nameMax ? full : stem + SHA256.hex(name).prefix(16)
    }

    /// The middle of temporary names: a random start once per process, then counted, so names
    /// stay unique without a getpid(2) and a getrandom(2) per file; the random start keeps a
    /// stale leftover of an earlier run under a reused process id out of the way.
    private static let processID = getpid()
    private static let temporarySeed = UInt64.random(in: 0 ... UInt64(UInt32.max)) << 20
    private static let temporaryCount = Atomic<UInt64>(0)

    /// Creates `url` (which must not exist) holding `data`: the temporary that `write` renames
    /// into place. Unlike `Data.write`, there is no fsync: rename keeps a killed
    /// run from leaving partial files, and outputs can be rebuilt after a power loss, so
    /// durability is left to `synchronizeFileSystem` (`--fsync`).
    static func writeUnsynced(_ data: Data, toPath path: String) throws {
        try writeUnsynced(data, in: AT_FDCWD, name: path)
    }

    /// `writeUnsynced(_:toPath:)` for the file `name` in the open folder `folder` (or a path
    /// from the working folder with `AT_FDCWD`).
    static func writeUnsynced(_ data: Data, in folder: Int32, name: String) throws {
        let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw posixError() }
        defer { close(descriptor) }
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw posixError() }
                offset += written
            }
        }
    }

    /// Flushes the whole file system holding `url` (or its nearest existing parent) to disk
    /// with one syncfs(2) (see `Platform`), for runs that ask for durability (`--fsync`). `done` holds the
    /// file systems already flushed (by device): outputs side by side cost one flush.
    public static func synchronizeFileSystem(containing url: URL, skipping done: inout Set<UInt64>) throws {
        var folder = url
        while !FileManager.default.fileExists(atPath: folder.path) && folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        let descriptor = open(folder.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw posixError() }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw posixError() }
        guard done.insert(UInt64(truncatingIfNeeded: status.st_dev)).inserted else { return }
        guard Platform.flushFileSystem(descriptor) == 0 else { throw posixError() }
    }

    /// `errno` as a write error whose reason `plainReason` words as the rest of iconforge does
    /// ("is a file, not a folder", not the C library's "Not a directory").
    static func posixError() -> CocoaError {
        CocoaError(.fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno))])
    }

    private static func replace(_ destination: String, with source: String) throws {
        // rename(2) replaces a file or nothing: a folder at `destination` (the user's, which
        // replacing would delete to put one file in its place) fails it with EISDIR.
        guard rename(source, destination) != 0 else { return }
        if errno == EISDIR || errno == ENOTEMPTY || errno == EEXIST {
            throw CocoaError(.fileWriteFileExists, userInfo: [NSLocalizedDescriptionKey: "is a folder, not a file"])
        }
        throw posixError()
    }
}

/// A thread-safe set of folder paths.
private final class Cleaned: Sendable {
    private let paths = Mutex<Set<String>>([])

    /// True when `path` was not in the set yet.
    func insert(_ path: String) -> Bool {
        paths.withLock { $0.insert(path).inserted }
    }
}
