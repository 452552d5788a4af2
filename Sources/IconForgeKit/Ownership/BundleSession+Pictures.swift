import Foundation

/// Previews and contact sheets: pictures outside the bundle, whose ownership their folder's
/// record keeps (`PreviewFolders`). The bundle's record names them too, each preview as an
/// entry of the asset it shows and the sheet as its own entry (`RecordSection`).
extension BundleSession {
    /// Writes `data` to `url` as one of the pictures of `id` (a contact sheet or one of its
    /// pages) under the rule as the picture's folder keeps it; the bundle's record keeps the
    /// id's other pictures, unless `only` (a build's sheet, moved: the one before goes). `shows`:
    /// the assets the picture shows (a sheet's page), recorded with it.
    public func writePicture(_ data: Data, to url: URL, id: String, replaces: Bool, consent: BundleError.ReplaceConsent,
                             only: Bool = false, fingerprint: AssetFingerprint? = nil, shows: [String] = []) throws {
        try Self.checkNames([url.lastPathComponent])
        let relative = relativePath(url)
        let previous = ledger.withLock { $0.store.files(of: id) ?? [:] }
        let hash = SHA256.hex(data)
        try writePicture(data, hash: hash, to: url, relative: relative, previous: previous, replaces: replaces, consent: consent)
        var files = only ? [:] : previous
        files[relative] = hash
        var shown = ledger.withLock { $0.store.shown(of: id) }
        shown[relative] = shows.isEmpty ? nil : shows.sorted()
        record(id, files: files, fingerprint: fingerprint, shown: shown)
        let dropped = previous.filter { files[$0.key] == nil }
        if !dropped.isEmpty { _ = prune(dropped, of: id, keep: []) }
    }

    /// Writes the picture `data` (SHA-256 `hash`) at `url` (`relative` to the bundle), recorded in
    /// its folder's record.
    func writePicture(_ data: Data, hash: String, to url: URL, relative: String, previous: [String: String], replaces: Bool,
                      consent: BundleError.ReplaceConsent) throws {
        try PreviewFolders.write(data, hash: hash, to: url.path, drawn: drawn(relative, previous: previous), replaces: replaces,
                                 names: pictureNames) { why in
            BundleError.notIconforges(path: url.path, thing: .file, why: why, consent: consent)
        }
    }

    /// What this bundle's record says was drawn at `relative`: by the asset written (`previous`),
    /// or by another of its assets.
    private func drawn(_ relative: String, previous: [String: String]) -> String? {
        previous[relative] ?? recordedHash(relative)
    }

    /// Whether the recorded `relative` of asset `id` is a picture: it lies outside the bundle
    /// (previews, contact sheets), and is not the build's Swift file.
    func isPicture(_ relative: String, id: String) -> Bool {
        id != RecordID.swift && !RealPath.isInside(LexicalPath.standardized(url(relative).path), LexicalPath.standardized(rootPath))
    }

    /// Deletes the pictures `files` (relative path -> SHA-256 drawn) of asset `id` that still hold
    /// what it drew and that their folder's record (or, for an earlier version's, where they lie)
    /// vouches for; the folders that leaves empty go, up to the previews folder, the project or
    /// the bundle's own folder. Returns one line per picture edited by hand and left in place.
    func prunePictures(_ files: [(relative: String, hash: String)], of id: String) -> [String] {
        var notes: [String] = []
        let boundaries = [options.previews, options.project, root.deletingLastPathComponent()].compactMap { $0 }
        for (relative, hash) in files {
            let path = RealPath.of(url(relative).path)
            let adoptable = ownership.resolve(relative, id: id) != nil
            switch PreviewFolders.delete(path, drawn: hash, adoptable: adoptable) {
            case .deleted:
                FilePruner(boundaries: boundaries).removeEmptyFolders(from: URL(fileURLWithPath: RelativePath.folder(of: path)))
            case .edited:
                notes.append("\(shown(relative)) was edited by hand, so it was left in place")
            case .unvouched:
                if let note = OwnedPath.leftInPlace(path, shown: shown(relative)) { notes.append(note) }
            case .absent, .redrawn:
                break
            }
        }
        return notes
    }
}
