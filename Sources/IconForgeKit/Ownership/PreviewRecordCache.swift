import Foundation

/// The previews folders' records this process last read or saved, each with the identity of its
/// file then (device, inode, size, modification time). A record is read again only when another
/// run saved it since (every save renames a new file into place), so a batch drawing hundreds of
/// previews into one folder does not parse a growing record for each of them.
struct PreviewRecordCache {
    private struct Identity: Equatable {
        let device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int
    }

    /// Folder path -> the record and the identity of its file when it was read or saved.
    private var records: [String: (identity: Identity, record: PreviewRecord)] = [:]

    /// The record in `folder`, as `PreviewRecord.load` reads it.
    mutating func load(from folder: URL) -> PreviewRecord {
        guard let identity = Self.identity(of: folder) else {
            records[folder.path] = nil
            return PreviewRecord.load(from: folder)
        }
        if let cached = records[folder.path], cached.identity == identity { return cached.record }
        let record = PreviewRecord.load(from: folder)
        records[folder.path] = (identity, record)
        return record
    }

    /// Notes that `record` was just saved into `folder` (under its lock).
    mutating func saved(_ record: PreviewRecord, in folder: URL) {
        records[folder.path] = Self.identity(of: folder).map { ($0, record) }
    }

    private static func identity(of folder: URL) -> Identity? {
        var info = stat()
        guard stat(folder.appendingPathComponent(PreviewRecord.fileName).path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                        seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
    }
}
