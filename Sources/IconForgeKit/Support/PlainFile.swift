import Foundation

/// Reading a file iconforge keeps for itself (a record, a stamp cache file) in a folder anyone
/// may put anything into: only a regular file of a bounded size is read, opened without
/// blocking and without following a link, so a named pipe, a device or a link in its place
/// never blocks a run, and an inflated file is never read at all.
enum PlainFile {
    /// What reading found.
    enum Outcome {
        case missing
        /// The whole file.
        case data(Data)
        /// A link, named pipe, folder or device.
        case notPlain
        /// Its size, over the limit.
        case tooLarge(Int64)
        /// It could not be opened or read whole (`errno`, 0 when cut short).
        case failed(Int32)
    }

    /// The file at `path` when it is a regular file of at most `limit` bytes, as `lstat` and
    /// then the opened file say. `afterReading` gets the descriptor once the file is read whole.
    static func read(_ path: String, limit: Int64, afterReading: (Int32) -> Void = { _ in }) -> Outcome {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT ? .missing : .failed(errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .notPlain }
        guard Int64(info.st_size) <= limit else { return .tooLarge(Int64(info.st_size)) }
        // Not blocking and not following a link even if the name was swapped since the lstat.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ELOOP ? .notPlain : .failed(errno) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return .notPlain }
        guard Int64(info.st_size) <= limit else { return .tooLarge(Int64(info.st_size)) }
        var data = Data(count: Int(info.st_size))
        let complete = data.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = Foundation.read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard complete else { return .failed(0) }
        afterReading(descriptor)
        return .data(data)
    }
}
