import Foundation
import Synchronization

/// An exclusive lock on a bundle folder for the length of one run, so two runs writing one
/// bundle (two `icon` runs, `icon` and `build`) take turns: each reads the record, merges
/// `Contents.json` and saves the record with the other's work in place, never half of it.
/// It is flock(2) on the folder itself, which writes nothing into it and is released when
/// the process dies. A folder missing at the start is made for the lock and removed again
/// when the run leaves it empty. The lock holds the folder's `WritingMark` too: a killed
/// run's temporaries are cleared when the lock is taken, only if that run left the mark.
final class BundleLock {
    private var descriptor: Int32 = -1
    private let path: String
    private let real: String
    private var created = false
    /// Set before this run's first temporary in the folder or `beside` it, cleared at `release`.
    private let mark: WritingMark

    /// Folders this process holds: a second lock on one would wait for itself.
    private static let held = Mutex<Set<String>>([])

    /// Waits until no other process holds `folder`, then clears the temporaries a killed run
    /// left in it (`depth` levels down: catalog groups, image sets, density folders) and in
    /// the folders `beside` it this run writes (previews, the contact sheet's, the Swift
    /// file's), when that run left the mark.
    init(folder: URL, beside: [URL] = [], depth: Int = 3) throws {
        path = folder.path
        real = RealPath.of(path)
        mark = WritingMark(folder: path, beside: beside.map(\.path))
        guard Self.held.withLock({ $0.insert(real).inserted }) else {
            throw BundleError.io(path: path, reason: "this run already writes this folder as another output")
        }
        do {
            created = try Self.lock(path, into: &descriptor)
        } catch {
            Self.held.withLock { _ = $0.remove(real) }
            throw error
        }
        // Under the lock no other run writes the folder: a mark there is a killed run's. The last
        // release set no mark, so a bundle still holding its record files is walked once, on the
        // run that migrates them (only the bundle's: every session migrates those when it opens,
        // while a folder beside it may keep one no run of this output migrates).
        if mark.wasLeft || Self.lastReleaseWrote(path) {
            AtomicFile.removeStaleTemporaries(under: [folder], extra: beside, depth: depth)
            mark.takeOver()
        }
        AtomicFile.guarding(mark)
    }

    /// Whether `folder` still holds a record file of the last release, which left no
    /// `WritingMark` when killed.
    private static func lastReleaseWrote(_ folder: String) -> Bool {
        BundleRecord.Legacy.all.contains { access(folder + "/" + $0, F_OK) == 0 }
    }

    /// Opens and locks `path` (made when missing) into `descriptor`; true when it was made.
    private static func lock(_ path: String, into descriptor: inout Int32) throws -> Bool {
        var created = false
        while true {
            if mkdir(path, 0o777) == 0 {
                created = true
            } else if errno != EEXIST {
                if errno == ENOENT {
                    do {
                        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                    } catch {
                        throw BundleError(URL(fileURLWithPath: path), error)
                    }
                    created = true
                    continue
                }
                throw BundleError.io(path: path, reason: reason(errno))
            }
            let opened = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard opened >= 0 else {
                if errno == ENOTDIR { throw BundleError.fileInTheWay(path: path) }
                throw BundleError.io(path: path, reason: reason(errno))
            }
            while flock(opened, LOCK_EX) != 0 {
                // A file system without locks (some network mounts) gets no lock rather than no run.
                guard errno == EINTR else { break }
            }
            // The folder may have been removed (and made again) while this process waited.
            var locked = stat(), current = stat()
            if fstat(opened, &locked) == 0, stat(path, &current) == 0,
               locked.st_dev == current.st_dev, locked.st_ino == current.st_ino {
                descriptor = opened
                break
            }
            close(opened)
        }
        return created
    }

    /// Whether this process holds `folder` (as a bundle it writes).
    static func isHeld(_ folder: URL) -> Bool {
        let real = RealPath.of(folder.path)
        return held.withLock { $0.contains(real) }
    }

    /// Releases the lock; a folder made for it and still empty goes.
    func release() {
        guard descriptor >= 0 else { return }
        // Every temporary of this run is renamed into place or gone by now.
        AtomicFile.unguard(mark)
        if created, (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty == true {
            rmdir(path)
        }
        Self.held.withLock { _ = $0.remove(real) }
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }

    private static func reason(_ code: Int32) -> String {
        NSError(domain: NSPOSIXErrorDomain, code: Int(code)).plainReason
    }
}
