import Foundation
import Synchronization

/// The records this process last read or saved, each with the identity of its file then
/// (device, inode, size, modification and change time). A record is parsed again only when
/// another run saved it since (every save renames a new file into place): a batch drawing
/// hundreds of previews into one folder, and a build saving its progress, do not parse a
/// growing record again for each save.
enum BundleRecordCache {
    private struct Identity: Equatable {
        let device: UInt64, inode: UInt64, size: Int64
        let modified: Int, modifiedNanoseconds: Int, changed: Int, changedNanoseconds: Int

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            (modified, modifiedNanoseconds) = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
            (changed, changedNanoseconds) = (Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec))
        }
    }

    /// Record path -> the record and the identity of its file when it was read or saved.
    private static let records = Mutex([String: (identity: Identity, record: BundleRecord)]())

    /// The record at `url` (without what earlier versions' files hold); empty when there is none.
    static func read(_ url: URL) throws -> BundleRecord {
        if let identity = identity(of: url.path), let cached = records.withLock({ $0[url.path] }), cached.identity == identity {
            return cached.record
        }
        var opened: Identity?
        switch PlainFile.read(url.path, limit: Int64(RecordFile.limit), afterReading: { descriptor in
            var info = stat()
            if fstat(descriptor, &info) == 0 { opened = Identity(info) }
        }) {
        case .missing:
            records.withLock { $0[url.path] = nil }
            return BundleRecord()
        case .data(let data):
            let record = try BundleRecord.parse(data, from: url)
            records.withLock { $0[url.path] = opened.map { ($0, record) } }
            return record
        default:
            // Worded as any record that cannot be read.
            _ = try RecordFile.read(url)
            return BundleRecord()
        }
    }

    /// Notes that `record` was just saved at `url` (under its folder's lock).
    static func saved(_ record: BundleRecord, at url: URL) {
        var clean = record
        clean.legacy = []
        clean.older = false
        let found = identity(of: url.path)
        records.withLock { $0[url.path] = found.map { ($0, clean) } }
    }

    private static func identity(of path: String) -> Identity? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Identity(info)
    }
}
