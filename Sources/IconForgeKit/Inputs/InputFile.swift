import Foundation

/// Reads input files only when they are regular files. Opening a named pipe blocks until a
/// writer appears, and a device or socket may never end, so anything else is refused
/// before it is read: checked with stat(2), opened without blocking, and checked again on
/// the open descriptor (the path may have been swapped in between).
public enum InputFile {
    /// The kind of a path that is not a regular file ("a named pipe"), nil for a regular
    /// file, a folder, or a path that does not exist (those have their own messages).
    public static func irregularKind(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return kind(info.st_mode)
    }

    /// Reads at most `maximumBytes` from the regular file at `path`, within `timeout`.
    public static func read(_ path: String, maximumBytes: Int) -> Result<Data, InputError> {
        within { readNow(path, maximumBytes: maximumBytes) }
    }

    static func readNow(_ path: String, maximumBytes: Int) -> Result<Data, InputError> {
        if let kind = irregularKind(path) { return .failure(.notRegular(kind)) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.isDirectory) }
        if let kind = kind(info.st_mode) { return .failure(.notRegular(kind)) }
        if Int(info.st_size) > maximumBytes { return .failure(.tooLarge(bytes: Int(info.st_size), limit: maximumBytes)) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= maximumBytes {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0 ..< count])
        }
        if data.count > maximumBytes { return .failure(.tooLarge(bytes: data.count, limit: maximumBytes)) }
        return .success(data)
    }

    /// "a named pipe", "a device", "a socket" for those file types; nil for files and folders.
    static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFIFO: return "a named pipe"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}
