import Foundation

/// A file iconforge writes on its own, outside any bundle (`codegen`'s Swift file), under the
/// one rule: replaced only while the record beside it (the `.iconforge-owned.json` of its
/// folder, under `RecordID.swift`) holds it with the bytes it still has. The folder is locked
/// while the record is read and saved, as a bundle's is.
public enum RecordedFile {
    /// Writes `data` to `url` unless a file iconforge may not replace is there; `replaces`:
    /// the user's consent (`--replace`) to take such a file over.
    public static func write(_ data: Data, to url: URL, replaces: Bool) throws {
        try BundleSession<OwnershipRecord>.checkNames([url.lastPathComponent])
        let folder = url.deletingLastPathComponent()
        let lock: BundleLock
        do {
            lock = try BundleLock(folder: folder)
        } catch let error as BundleError {
            // About the file asked for, as writing it would have been.
            throw BundleError.io(path: url.path, reason: error.reason)
        }
        defer { lock.release() }
        var record = OwnershipRecord.load(from: folder)
        let name = url.lastPathComponent
        var files = record.files(of: RecordID.swift) ?? [:]
        let standing = FileStanding.of(url.path, writing: data, recorded: files[name])
        try standing.require(at: url.path, replaces: replaces, names: FolderNames()) { why in
            .notIconforges(path: url.path, thing: .file, why: why, consent: .option)
        }
        if standing != .same {
            do {
                try AtomicFile.write(data, to: url)
            } catch {
                throw BundleError(url, error)
            }
        }
        files[name] = SHA256.hex(data)
        guard files != record.files(of: RecordID.swift) else { return }
        record.record(RecordID.swift, files: files, fingerprint: nil)
        try record.save(to: folder)
    }
}
