import Foundation

/// What `stat` says of a file, enough to tell it was not written since: its size, inode and
/// device, and its modification and change times to the nanosecond. The change time is what
/// makes it exact in practice: every write, rename or `touch` sets it to the current time, and no
/// program can set it back (a rewrite of the same size that restores the modification time,
/// or a file moved over another, still changes it).
struct FileStamp: Hashable, Sendable {
    var size: Int64
    var inode: UInt64
    var device: UInt64
    var modified: Int64
    var changed: Int64

    /// The stamp of the file at `path` (links followed), nil when there is none.
    static func of(_ path: String) -> FileStamp? {
        Platform.fileTimes(path).map { FileStamp(size: $0.size, inode: $0.inode, device: $0.device, modified: $0.modified, changed: $0.changed) }
    }

    /// Whether the file was written so shortly before `now` (nanoseconds since 1970) that a
    /// second write within the file system's time granularity (a second, on some) could leave
    /// the stamp as it is: such a file is hashed again next time instead of trusted.
    func isRecent(now: Int64) -> Bool {
        max(modified, changed) > now - Self.recentWindow
    }

    /// How long after a write a stamp is not trusted, in nanoseconds: two seconds, the
    /// coarsest granularity of the file systems iconforge writes to (FAT's).
    nonisolated(unsafe) static var recentWindow: Int64 = 2_000_000_000

    /// `size:inode:device:modified:changed`, as the stamp cache keeps it.
    var text: String { "\(size):\(inode):\(device):\(modified):\(changed)" }

    init(size: Int64, inode: UInt64, device: UInt64, modified: Int64, changed: Int64) {
        (self.size, self.inode, self.device, self.modified, self.changed) = (size, inode, device, modified, changed)
    }

    /// The current time, as stamps count it.
    static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
