import Foundation

/// What writing one asset did.
public struct AssetWrite: Sendable {
    /// Every file the asset has now, the preview last.
    public var files: [URL]
    /// The preview, when one was written.
    public var preview: URL?
    /// One line each about files of the user's left alone, and recorded files left in place.
    public var notes: [String]
}

extension BundleSession {
    /// Writes `asset` (recorded as `id`) and its `preview` (a picture beside the bundle): file
    /// names are checked, everything in the bundle in the way is judged (the format judges its
    /// files through a `WriteContext`) before a byte is written, and the record takes the hashes
    /// of the bytes written. Files the asset had and no longer has go (`prune`). The preview is
    /// no part of the bundle: one in the way (`writePicture`) is refused after the asset's files
    /// are written, and the asset is recorded as written without it, so a build draws it again.
    /// `files`: the asset's encoded files when already at hand. `keep`: files other records
    /// still hold, as absolute paths, asked only when something is to be deleted.
    public func write(_ asset: RenderedAsset, files: [EncodedFile]? = nil, id: String, preview: (url: URL, data: Data)?,
                      fingerprint: AssetFingerprint? = nil, keep: () -> Set<String> = { [] }) throws -> AssetWrite {
        let files = try files ?? format.encodedFiles(of: asset)
        try Self.checkNames(files.map(\.path) + (preview.map { [$0.url.lastPathComponent] } ?? []))
        try refuseOtherManifests(files.map(\.path))
        let (previous, shared, named) = ledger.withLock { ($0.store.files(of: id) ?? [:], $0.store.shares(of: id), $0.store.settings(of: id)) }
        let context = writeContext(previous: previous, renaming: renaming(of: asset), shares: shared)
        let previewPath = preview.map { relativePath($0.url) }
        let written = try format.write(files, of: asset.plan, context: context)
        var recorded = written.kept
        for (path, data) in written.files { recorded[path] = SHA256.hex(data) }
        var urls = written.files.keys.sorted().map { url($0) }
        var failure: Error?
        var previewURL: URL?
        if let preview, let previewPath {
            do {
                let hash = SHA256.hex(preview.data)
                try writePicture(preview.data, hash: hash, to: preview.url, relative: previewPath, previous: previous,
                                 replaces: options.replaces, consent: options.consent)
                recorded[previewPath] = hash
                urls.append(preview.url)
                previewURL = preview.url
            } catch {
                // The bundle's files are written: they are recorded all the same.
                failure = error
            }
        }
        let shares = shares(written, of: id, recorded: recorded, previous: previous)
        record(id, files: recorded, fingerprint: failure == nil ? fingerprint : fingerprint?.incomplete, shares: shares.record,
               settings: options.settings)
        // What stands where the refused preview goes is not this asset's to delete.
        let dropped = previous.filter { recorded[$0.key] == nil && (failure == nil || $0.key != previewPath) }
        // The files dropped were named by the settings recorded with them, which may not be this run's.
        let notes = written.notes + (dropped.isEmpty ? [] : prune(dropped, shares: shares.earlier, settings: named, of: id, keep: keep()))
        if let failure { throw failure }
        return AssetWrite(files: urls, preview: previewURL, notes: notes)
    }

    /// Writes `data` to `url` as one of the files of `id` (the build's Swift file), under the
    /// same rule; the record keeps the id's other files, unless `only` (moved: the one before goes).
    public func writeFile(_ data: Data, to url: URL, id: String, replaces: Bool, consent: BundleError.ReplaceConsent,
                          only: Bool = false, fingerprint: AssetFingerprint? = nil) throws {
        try Self.checkNames([url.lastPathComponent])
        let relative = relativePath(url)
        let previous = ledger.withLock { $0.store.files(of: id) ?? [:] }
        if try check(url, relative: relative, writing: data, previous: previous, replaces: replaces, consent: consent) != .same {
            do {
                try AtomicFile.write(data, to: url)
            } catch {
                throw BundleError(url, error)
            }
        }
        var files = only ? [:] : previous
        files[relative] = SHA256.hex(data)
        record(id, files: files, fingerprint: fingerprint)
        let dropped = previous.filter { files[$0.key] == nil }
        if !dropped.isEmpty { _ = prune(dropped, of: id, keep: []) }
    }

    /// What formats judge the bundle's files with, for an asset whose record is `previous`.
    func writeContext(previous: [String: String], renaming: BundleError.Renaming? = nil,
                      shares: [String: ContentsShare] = [:]) -> WriteContext {
        WriteContext(root: root, previous: previous, replaces: options.replaces, consent: options.consent,
                     recorded: { [unowned self] path in recordedHash(path) },
                     otherWriter: { [unowned self] path in otherWriter(of: path) }, names: names, rootPath: rootPath,
                     renaming: renaming, shares: shares)
    }

    /// How `asset` can take another name than a set or file of the user's, as the user gives
    /// consent: an icon's resource names also start with the format's `prefix` setting (Android's).
    private func renaming(of asset: RenderedAsset) -> BundleError.Renaming? {
        let prefix = asset.kind == .tabIcon && type(of: format).settings.contains { $0.key == "prefix" }
        switch options.consent {
        case .manifest: return .manifest(prefix: prefix)
        case .option: return .option(prefix: prefix)
        case .none: return nil
        }
    }

    /// Throws unless `data` may go to `url` (the build's Swift file, `relative` to the bundle).
    private func check(_ url: URL, relative: String, writing data: Data, previous: [String: String], replaces: Bool,
                       consent: BundleError.ReplaceConsent) throws -> FileStanding {
        let standing = FileStanding.of(url.path, writing: data, recorded: previous[relative] ?? recordedHash(relative))
        try standing.require(at: url.path, replaces: replaces, names: names) { why in
            let owner = why != .noRecord && why != .changed ? nil : otherWriter(of: relative).map(BundleError.Standing.otherRecord)
            return BundleError.notIconforges(path: url.path, thing: .file, why: owner ?? why, consent: consent)
        }
        return standing
    }

    /// Throws for the first path (relative, `/`-separated) with a name over the file systems' limit,
    /// with a reason a person can act on rather than the file system's "The file name is invalid".
    static func checkNames(_ paths: [String]) throws {
        for path in paths {
            if let long = path.split(separator: "/").first(where: { $0.utf8.count > AtomicFile.nameMax }) {
                throw BundleError.nameTooLong(name: String(long))
            }
        }
    }
}
