import Foundation

/// One entry of a folder, as `FolderListing` reads it.
struct FolderEntry: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case file, folder, other
    }

    /// The name, or nil when it is not UTF-8 (no path iconforge prints or writes can hold it).
    let name: String?
    /// The name for messages: `name` escaped for a terminal, or the bytes with `\xNN` for
    /// those that are not UTF-8. Made when asked: most listings never print a name.
    var displayName: String { PrintableText.escaped(bytes: bytes) }
    /// What the entry is; for a symbolic link, what it points to (`other` when nothing).
    let kind: Kind
    let isSymbolicLink: Bool
    /// The name's raw bytes, for the extension checks of a name that is not UTF-8.
    let bytes: [UInt8]

    /// Whether the name ends in `suffix` (ASCII, any case), checked on the bytes.
    func hasSuffix(_ suffix: String) -> Bool {
        let tail = Array(suffix.lowercased().utf8)
        return bytes.count >= tail.count && bytes.suffix(tail.count).map { (65 ... 90).contains($0) ? $0 + 32 : $0 } == tail
    }
}

/// A folder's entries read with readdir(3), names as bytes. Foundation's listing on Linux
/// turns bytes that are not UTF-8 into U+FFFD, so such a file could neither be opened under
/// that name nor told apart; here it is kept, marked, so callers report it in one line
/// instead of passing over it in silence.
enum FolderListing {
    /// The entries of the folder at `path` (without `.` and `..`), in the order readdir gives.
    static func entries(of path: String) throws -> [FolderEntry] {
        guard let folder = opendir(path) else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno))])
        }
        defer { closedir(folder) }
        var entries: [FolderEntry] = []
        while let entry = readdir(folder) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [46] || bytes == [46, 46] { continue }
            let name = String(validating: bytes, as: UTF8.self)
            let full = path.hasSuffix("/") ? path : path + "/"
            var kind: FolderEntry.Kind = .other
            var link = false
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .folder
            case Int32(DT_LNK), Int32(DT_UNKNOWN):
                // A link counts as what it points to; a file system without d_type is asked.
                var info = stat()
                let target = Array(full.utf8) + bytes
                link = Int32(entry.pointee.d_type) == Int32(DT_LNK)
                    || (lstatBytes(target, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
                if statBytes(target, &info) == 0 {
                    kind = (info.st_mode & S_IFMT) == S_IFDIR ? .folder : (info.st_mode & S_IFMT) == S_IFREG ? .file : .other
                }
            default: break
            }
            entries.append(FolderEntry(name: name, kind: kind,
                                       isSymbolicLink: link, bytes: bytes))
        }
        return entries
    }

    private static func statBytes(_ path: [UInt8], _ info: inout stat) -> Int32 {
        (path + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &info) } }
    }

    private static func lstatBytes(_ path: [UInt8], _ info: inout stat) -> Int32 {
        (path + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) } }
    }
}
