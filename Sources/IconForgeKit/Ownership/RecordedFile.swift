import Foundation

/// A file iconforge writes on its own, outside any bundle (`codegen`'s Swift file), under the
/// one rule: replaced only while the record beside it (the `.iconforge-record.json` of its
/// folder, under `RecordID.swift`) holds it with the bytes it still has. The folder is locked
/// while the record is read and saved, as a bundle's is.
public enum RecordedFile {
    /// Writes `data` to `url` unless a file iconforge may not replace is there; `replaces`:
    /// the user's consent (`--replace`) to take such a file over. `warn` gets a line (the
    /// record's path, what is wrong) for each thing in the record iconforge will not act on.
    public static func write(_ data: Data, to url: URL, replaces: Bool,
                             warn: (_ path: String, _ message: String) -> Void = { _, _ in }) throws {
        try BundleSession<WriterRecord>.checkNames([url.lastPathComponent])
        let folder = url.deletingLastPathComponent()
        let lock: BundleLock
        do {
            lock = try BundleLock(folder: folder)
        } catch let error as BundleError {
            // About the file asked for, as writing it would have been.
            throw BundleError.io(path: url.path, reason: error.reason)
        }
        defer { lock.release() }
        var record: WriterRecord
        do {
            try BundleRecord.migrate(in: folder)
            record = try WriterRecord.commands(in: folder)
        } catch BundleError.unreadableRecord(let path, let problem) {
            // Never taken as empty and saved over: set aside, and said.
            warn(path, try RecordFile.setAside(URL(fileURLWithPath: path), reason: problem, consent: .option))
            try BundleRecord.migrate(in: folder)
            record = try WriterRecord.commands(in: folder)
        }
        let name = url.lastPathComponent
        var files = record.files(of: RecordID.swift) ?? [:]
        // The record is data anyone can edit: an entry naming anything but a file beside it
        // (`../src/victim.swift`) is set aside, never acted on, and said once.
        let planted = files.keys.filter { !isBeside($0) }.sorted()
        var setAside: [String: [String: String]] = [:]
        if !planted.isEmpty {
            for path in planted { setAside[RecordID.swift, default: [:]][path] = files.removeValue(forKey: path) }
            warn(folder.appendingPathComponent(WriterRecord.fileName).path,
                 "records \(planted.joined(separator: ", ")), which codegen does not write (it records only files beside "
                 + "this record); \(planted.count == 1 ? "the entry is" : "the entries are") ignored and nothing it names is touched")
        }
        let recorded = record.files(of: RecordID.swift)
        do {
            try put(data, at: url, recorded: files[name], replaces: replaces)
            files[name] = SHA256.hex(data)
        } catch {
            // Refused or unwritten: the entries set aside still leave the record, said once.
            if !setAside.isEmpty {
                record.record(RecordID.swift, files: files, fingerprint: nil)
                // The refusal is what the person needs to read; a record this fails to save sets
                // the entries aside again next run.
                try? record.save(to: folder, settingAside: setAside)
            }
            throw error
        }
        guard files != recorded else { return }
        record.record(RecordID.swift, files: files, fingerprint: nil)
        // One write: the file's entry, and the entries set aside.
        try record.save(to: folder, settingAside: setAside)
    }

    /// Writes `data` to `url` when a file iconforge may replace (its `recorded` SHA-256) or none is there.
    private static func put(_ data: Data, at url: URL, recorded: String?, replaces: Bool) throws {
        let standing = FileStanding.of(url.path, writing: data, recorded: recorded)
        try standing.require(at: url.path, replaces: replaces, names: FolderNames()) { why in
            .notIconforges(path: url.path, thing: .file, why: why, consent: .option)
        }
        guard standing != .same else { return }
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw BundleError(url, error)
        }
    }

    /// Whether `name`, as a record names a file, is one in the record's own folder: a plain name.
    static func isBeside(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.utf8.contains { $0 == UInt8(ascii: "/") || $0 == 0 }
    }
}
