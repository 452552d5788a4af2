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
        var info = stat()
        return stat(path, &info) == 0 ? FileStamp(info) : nil
    }

    /// The stamp in what `stat` (or `lstat`, `fstatat`) said of a file.
    init(_ info: stat) {
        #if canImport(Darwin)
        let (m, c) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (m, c) = (info.st_mtim, info.st_ctim)
        #endif
        self.init(size: Int64(info.st_size), inode: UInt64(info.st_ino), device: UInt64(info.st_dev),
                  modified: Int64(m.tv_sec) * 1_000_000_000 + Int64(m.tv_nsec), changed: Int64(c.tv_sec) * 1_000_000_000 + Int64(c.tv_nsec))
    }

    /// Whether `path` is a folder (links followed).
    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Whether the file was written so shortly before `now` (nanoseconds since 1970) that a
    /// second write within the file system's time granularity (a second, on some) could leave
    /// the stamp as it is: such a file is hashed again next time instead of trusted.
    func isRecent(now: Int64) -> Bool {
        max(modified, changed) > now - Self.recentWindow
    }

    /// How long after a write a stamp is not trusted, in nanoseconds: two seconds, the
    /// coarsest granularity of the file systems iconforge writes to (FAT's). Bound for the code
    /// a caller runs (`$recentWindow.withValue`), never set for the process: read on the
    /// building thread.
    @TaskLocal static var recentWindow: Int64 = 2_000_000_000

    /// `size:inode:device:modified:changed`, as the stamp cache keeps it.
    var text: String { "\(size):\(inode):\(device):\(modified):\(changed)" }

    /// The stamp `text` starting `line` (five integers, colon-separated) and the rest of the
    /// line after it; nil when the line does not start with one. Read from the bytes: a no-op
    /// build of 10,000 icons reads about 100,000 stamps.
    static func parse(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> (FileStamp, Slice<UnsafeBufferPointer<UInt8>>)? {
        let bytes = line.base
        var index = line.startIndex
        let end = line.endIndex
        // One number of one to nineteen digits at `index`: nineteen can pass Int64.max (a
        // damaged cache's 9999999999999999999), which is no stamp; a twentieth digit ends it.
        func number() -> Int64? {
            var value: Int64 = 0, digits = 0
            while index < end, digits < 19, case let digit = bytes[index] &- 48, digit < 10 {
                let (tens, over) = value.multipliedReportingOverflow(by: 10)
                let (sum, overAgain) = tens.addingReportingOverflow(Int64(digit))
                guard !over, !overAgain else { return nil }
                (value, digits, index) = (sum, digits + 1, index + 1)
            }
            return digits > 0 ? value : nil
        }
        // Four numbers each followed by a colon, then the fifth.
        func field() -> Int64? {
            guard let value = number(), index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            return value
        }
        guard let size = field(), let inode = field(), let device = field(), let modified = field(),
              let changed = number() else { return nil }
        let stamp = FileStamp(size: size, inode: UInt64(inode), device: UInt64(device), modified: modified, changed: changed)
        return (stamp, line[index...])
    }

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
