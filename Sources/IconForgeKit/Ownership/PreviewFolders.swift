import Foundation
import Synchronization

/// Writes and deletes the pictures iconforge draws for people (previews and contact sheets)
/// under the ownership rule as their folders keep it: each folder's own record
/// (`PreviewRecord`) says which files there iconforge wrote, whichever run wrote them, so two
/// bundles, `icon` and `build`, or two manifests share a previews folder without refusing each
/// other's pictures. A bundle's record still names the pictures its assets drew (`drawn`): for
/// a build's incremental decisions, to delete only its own drawing, and to adopt a picture an
/// earlier version recorded in the bundle alone. Each write or deletion holds the folder's lock
/// (`BundleLock`) only while it reads the record, acts and saves it, so runs into different
/// bundles sharing one previews folder do not wait for each other's whole run.
enum PreviewFolders {
    /// What a deletion did.
    enum Deletion: Equatable {
        case deleted
        /// Nothing there, or not a plain file.
        case absent
        /// Another run drew it since (the folder's record holds its bytes): it is that run's now.
        case redrawn
        /// Its bytes are neither what this asset drew nor what the folder's record holds.
        case edited
        /// What this asset drew, but neither the folder's record nor where it lies vouches for it.
        case unvouched
    }

    /// One picture operation at a time in this process (a folder's lock is held once per process).
    private static let inProcess = Mutex(())

    /// Writes `data` (whose SHA-256 is `hash`) at `path` unless a file iconforge may not replace
    /// is there (`replaces`: the user's consent to take it over), and records it in its folder's
    /// record: a file is iconforge's when the folder's record holds its bytes, or `drawn` (the
    /// SHA-256 a bundle's record holds for it) is them. `refusal` words the refusal of the user's file.
    /// `names`: the names in the folders, to find one differing only in case or normalization.
    static func write(_ data: Data, hash: String, to path: String, drawn: String?, replaces: Bool, names: FolderNames,
                      refusal: (BundleError.Standing) -> BundleError) throws {
        let name = RelativePath.name(of: path)
        try withRecord(in: RelativePath.folder(of: path)) { record in
            let standing = FileStanding.of(path, writing: data, recordedAny: [record.pictures[name], drawn].compactMap { $0 })
            try standing.require(at: path, replaces: replaces, names: names,
                                 recorded: { other in
                                     record.pictures.keys.contains { FolderNames.isSpelledAs($0, RelativePath.name(of: other)) }
                                 }, refusal: refusal)
            if standing != .same {
                do {
                    try AtomicFile.write(data, to: URL(fileURLWithPath: path))
                } catch {
                    throw BundleError(URL(fileURLWithPath: path), error)
                }
            }
            record.pictures[name] = hash
        }
    }

    /// Moves what an earlier version's record of the pictures in `folder` holds into the folder's
    /// one record, when there is such a file, so it is read once even by a run drawing nothing.
    static func migrate(_ folder: URL) {
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(BundleRecord.Legacy.pictures).path) else { return }
        _ = try? withRecord(in: folder.path, creating: false) { _ in }
    }

    /// Deletes the picture at `path` (a real path) while it holds `drawn`, the bytes its asset
    /// drew, and the folder's record holds them too, or `adoptable` (an earlier version's picture,
    /// recorded only in the bundle, where iconforge writes). Its entry leaves the folder's record.
    static func delete(_ path: String, drawn: String, adoptable: Bool) -> Deletion {
        let name = RelativePath.name(of: path)
        let deletion = try? withRecord(in: RelativePath.folder(of: path), creating: false) { record -> Deletion in
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                  let data = FileManager.default.contents(atPath: path) else { return .absent }
            let current = SHA256.hex(data), held = record.pictures[name]
            guard current == drawn else { return held == current ? .redrawn : .edited }
            guard held == current || adoptable else { return .unvouched }
            guard unlink(path) == 0 else { return .absent }
            record.pictures[name] = nil
            return .deleted
        }
        return deletion ?? .absent
    }

    /// Runs `body` on the record of `folder` under the folder's lock, and saves the record when
    /// `body` changed it. The folder is made when missing unless `creating` is false (then a
    /// missing folder is an error). A record there that cannot be read is set aside beside itself
    /// (`RecordFile`), never saved over.
    private static func withRecord<T: Sendable>(in folder: String, creating: Bool = true,
                                      _ body: (inout PreviewRecord) throws -> T) throws -> T {
        try inProcess.withLock { _ in
            let url = URL(fileURLWithPath: folder, isDirectory: true)
            if !creating, !FileManager.default.fileExists(atPath: folder) { throw BundleError.io(path: folder, reason: "is gone") }
            // A folder this process holds as a bundle (a contact sheet in a PNG folder) is locked already.
            let lock = BundleLock.isHeld(url) ? nil : try BundleLock(folder: url)
            defer { lock?.release() }
            do {
                return try pictures(in: url, body)
            } catch BundleError.unreadableRecord(let path, _) {
                _ = try RecordFile.setAside(URL(fileURLWithPath: path))
                return try pictures(in: url, body)
            }
        }
    }

    /// Runs `body` on the pictures' part of the record in `folder`, saving it when changed.
    private static func pictures<T: Sendable>(in folder: URL, _ body: (inout PreviewRecord) throws -> T) throws -> T {
        try BundleRecord.update(in: folder) { whole in
            var record = PreviewRecord()
            record.pictures = whole.pictures
            let result = try body(&record)
            whole.pictures = record.pictures
            return result
        }
    }
}
