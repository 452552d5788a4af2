import Foundation

/// Writes files and folders so a reader never sees a partial result: content goes to a
/// hidden temporary sibling first and is renamed into place, which is atomic on POSIX.
public enum AtomicFile {
    /// Prefix of every temporary name, so stale leftovers of a killed run can be recognised.
    static let temporaryPrefix = ".iconforge-tmp-"

    /// Writes `data` to `url` atomically, creating the parent folder if needed.
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            // Replacing would delete the user's folder to put one file in its place.
            throw CocoaError(.fileWriteFileExists, userInfo: [NSLocalizedDescriptionKey: "is a folder, not a file"])
        }
        let temporary = folder.appendingPathComponent(temporaryName(for: url.lastPathComponent))
        do {
            try data.write(to: temporary)
            try replace(url, with: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Builds a folder in a temporary sibling with `fill`, then swaps it in for `url`.
    /// The old folder disappears only once the new one is complete.
    public static func writeFolder(at url: URL, _ fill: (URL) throws -> Void) throws {
        let parent = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let temporary = parent.appendingPathComponent(temporaryName(for: url.lastPathComponent))
        do {
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
            try fill(temporary)
            try replace(url, with: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Folders already cleaned by this process.
    private static let cleaned = Cleaned()

    /// Removes temporaries left in `folder` by a run that was killed midway. This process's
    /// own temporaries are kept: other threads may be writing them right now; so are those
    /// of any other running process (another iconforge writing the same bundle). Each folder
    /// is listed once per process, so writing n files into it stays O(n).
    public static func removeStaleTemporaries(in folder: URL) {
        guard cleaned.insert(folder.standardizedFileURL.path) else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(temporaryPrefix) && !isOwnedByLiveProcess(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// True when the process id in a temporary's name belongs to a running process.
    static func isOwnedByLiveProcess(_ name: String) -> Bool {
        let digits = name.dropFirst(temporaryPrefix.count).prefix { $0.isNumber }
        guard let pid = pid_t(digits), pid > 0 else { return false }
        return pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }

    /// The longest file name Linux and macOS file systems accept, in bytes.
    static let nameMax = 255

    /// `.iconforge-tmp-<pid>-<random>-<name>`; when that would pass `nameMax`, the name is
    /// replaced by a short hash of it, so every name that fits can be written.
    static func temporaryName(for name: String) -> String {
        let stem = "\(temporaryPrefix)\(getpid())-\(String(UInt32.random(in: 0 ... .max), radix: 36))-"
        let full = stem + name
        return full.utf8.count <= nameMax ? full : stem + SHA256.hex(name).prefix(16)
    }

    private static func replace(_ destination: URL, with source: URL) throws {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder)
        if exists && isFolder.boolValue {
            // rename(2) cannot replace a non-empty folder: move the old one aside first.
            let trash = destination.deletingLastPathComponent()
                .appendingPathComponent(temporaryName(for: destination.lastPathComponent))
            try FileManager.default.moveItem(at: destination, to: trash)
            do {
                try FileManager.default.moveItem(at: source, to: destination)
            } catch {
                // Put the old folder back rather than leave the user with none.
                try? FileManager.default.moveItem(at: trash, to: destination)
                throw error
            }
            try? FileManager.default.removeItem(at: trash)
        } else if rename(source.path, destination.path) != 0 {
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSLocalizedDescriptionKey: String(cString: strerror(errno)),
            ])
        }
    }
}

/// A thread-safe set of folder paths.
private final class Cleaned: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []

    /// True when `path` was not in the set yet.
    func insert(_ path: String) -> Bool {
        lock.withLock { paths.insert(path).inserted }
    }
}
