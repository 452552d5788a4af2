import Foundation

extension BundleSession {
    /// Throws, before a byte of the asset is written, when one of its files (`paths`, relative
    /// to the bundle) is, by the format's clash key, a file another manifest writing this output
    /// records (its section of the build state): two manifests sharing a folder may not both
    /// write one icon, whatever its bytes. Taken as written because the bytes matched, it was
    /// recorded by both, and their records parted as soon as either changed it: the other's
    /// `--check` then called the file edited by hand. `replace: true` is the consent to take the
    /// file over (a section whose manifest is gone holds its files until then).
    func refuseOtherManifests(_ paths: [String]) throws {
        guard !options.replaces else { return }
        let held = ledger.withLock { ledger -> [String: String] in
            if let keys = ledger.otherManifestKeys { return keys }
            let keys = keysOfOtherManifests(ledger.store)
            ledger.otherManifestKeys = keys
            return keys
        }
        guard !held.isEmpty else { return }
        for path in paths {
            guard let manifest = held[format.clashKey(path)] else { continue }
            throw BundleError.notIconforges(path: url(path).path, thing: .file,
                                            why: .otherRecord(WriterRecord.Writer.manifest(manifest).name), consent: options.consent)
        }
    }

    /// The clash keys of the files other manifests' parts record, each with the first manifest
    /// (by path) recording one; empty for a store that read none (the commands' part, pictures).
    private func keysOfOtherManifests(_ store: Store) -> [String: String] {
        guard let state = store as? WriterRecord else { return [:] }
        var keys: [String: String] = [:]
        for (path, manifests) in state.otherFiles() {
            guard let holder = manifests.first else { continue }
            let key = format.clashKey(path)
            if let known = keys[key], known <= holder { continue }
            keys[key] = holder
        }
        return keys
    }
}
