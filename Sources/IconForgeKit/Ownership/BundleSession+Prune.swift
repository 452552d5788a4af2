import Foundation

/// What the record held for an asset taken out of it: its files, and what it put into the
/// `Contents.json` files it shares with the user.
public struct ForgottenAsset: Sendable {
    /// Relative path -> SHA-256 recorded when written.
    public var files: [String: String]
    /// Relative path of a shared `Contents.json` -> iconforge's part of it.
    public var shares: [String: ContentsShare]
    /// The format settings that named `files`.
    public var settings: [String: String] = [:]
}

extension BundleSession {
    /// Takes asset `id` out of the record (an asset removed from the manifest), returning what
    /// it held for `prune`.
    public func forget(_ id: String) -> ForgottenAsset {
        ledger.withLock { ledger in
            let shares = ledger.store.shares(of: id), settings = ledger.store.settings(of: id)
            let files = ledger.store.remove(id) ?? [:]
            for path in files.keys { ledger.recordedFiles[path]?.removeValue(forKey: id) }
            return ForgottenAsset(files: files, shares: shares, settings: settings)
        }
    }

    /// Deletes `files` (relative path -> SHA-256 recorded when written) of asset `id`, each only
    /// while it still holds what iconforge wrote and nothing else claims it: another asset of
    /// this record, another record in the bundle, or `keep` (absolute paths other outputs
    /// record). Files not where iconforge writes for `id` (`OwnedPath`), links and folders stay;
    /// folders the deletions empty go, up to the bundle and previews folders. A catalog's set or
    /// group `Contents.json` is shared with the user: `shares` says what iconforge put there,
    /// and only that goes (`SharedContentsPrune`), as do the files only the user's entries do
    /// not use. Pictures beside the bundle go as their folder's record allows (`prunePictures`).
    /// `settings`: the format settings that named `files`, as recorded with them; the files are
    /// the asset's to delete only where the format makes those names under them.
    /// Returns one line per file left in place, and per set or group kept for the user's part.
    public func prune(_ files: [String: String], shares: [String: ContentsShare] = [:], settings: [String: String] = [:],
                      of id: String, keep: Set<String>) -> [String] {
        var notes: [String] = []
        var deletable: [(path: String, hash: String)] = []
        var pictures: [(relative: String, hash: String)] = []
        var shared: [SharedContentsPrune] = []
        var shown: [String: String] = [:]
        for (relative, hash) in files.sorted(by: { $0.key < $1.key }) {
            let absolute = url(relative).path
            let claimed = ledger.withLock { $0.recordedFiles[relative]?.isEmpty == false }
            guard !keep.contains(absolute), !claimed, otherWriter(of: relative) == nil else { continue }
            if isPicture(relative, id: id) {
                pictures.append((relative, hash))
                continue
            }
            guard let real = ownership.deletable(relative, id: id, settings: settings) else {
                if let note = OwnedPath.leftInPlace(absolute, shown: self.shown(relative)) { notes.append(note) }
                continue
            }
            if isSharedContents(relative) {
                let folder = RelativePath.folder(of: relative), prefix = folder + "/"
                let owned = Set(files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
                shared.append(SharedContentsPrune(path: real, shownFolder: folder, share: shares[relative], owned: owned))
                continue
            }
            deletable.append((real, hash))
            shown[real] = self.shown(relative)
        }
        // A file an entry of the user's uses stays with that entry.
        let used = shared.reduce(into: Set<String>()) { $0.formUnion($1.usedByUsersEntries) }
        for (path, _) in deletable where used.contains(path) {
            notes.append("\(shown[path] ?? path) was left in place: an entry of the user's in Contents.json uses it")
        }
        notes += FilePruner(boundaries: [root]).prune(deletable.filter { !used.contains($0.path) }) { shown[$0] ?? $0 }
        // Sets before the groups holding them.
        for contents in shared.sorted(by: { $0.folder.count > $1.folder.count }) {
            if let note = settle(contents) { notes.append(note) }
        }
        return notes + prunePictures(pictures, of: id)
    }

    /// Whether `relative` is a set's or group's `Contents.json` in a catalog (one iconforge
    /// shares with the user); the catalog's own is never recorded.
    func isSharedContents(_ relative: String) -> Bool {
        type(of: format).isAssetCatalog && relative.hasSuffix("/Contents.json")
    }

    /// Prunes iconforge's part of one shared `Contents.json`; a line when the set or group is
    /// kept for the user's part, or the file is not one iconforge can read.
    private func settle(_ contents: SharedContentsPrune) -> String? {
        let prefix = contents.shownFolder + "/"
        let outcome: SharedContentsPrune.Outcome
        do {
            outcome = try contents.settle { name in ledger.withLock { $0.recordedFiles.keys.contains { $0.hasPrefix(prefix + name + "/") } } }
        } catch {
            return "\(error)"
        }
        switch outcome {
        case .deleted:
            FilePruner(boundaries: [root]).removeEmptyFolders(from: URL(fileURLWithPath: contents.folder))
            return nil
        case .kept(let users):
            guard !users.isEmpty else { return nil }
            let what = contents.kind == nil ? "the group \(contents.shownFolder)" : contents.shownFolder
            return "removed iconforge's files; kept \(what) for your \(users)"
        case .unreadable:
            return "\(shown(prefix + "Contents.json")) is not a JSON object, so it was left in place"
        }
    }
}
