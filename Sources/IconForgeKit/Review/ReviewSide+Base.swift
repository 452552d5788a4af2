import Foundation

extension ReviewSide {
    /// What the base revision holds: `nil` when the manifest did not exist there (every asset
    /// is then added); `ReviewError.outputsNeverCommitted` when it did but none of its outputs
    /// was committed.
    /// Each output's record is read from the commit through the record API (`BuildState`),
    /// from a copy of the record files git holds for it in a temporary folder, so any record
    /// format the build reads is read here too; the files it names come from the same commit.
    /// `now`: the current side, whose records map a committed file to its asset where the
    /// base's output holds files but no record (one kept out of git).
    static func base(_ repository: GitRepository, commit: String, revision: String, manifest: URL, shown: String,
                     now: ReviewSide) throws -> ReviewSide? {
        let fromTop = repository.path(of: manifest)
        guard let entry = try repository.file(fromTop, in: commit) else { return nil }
        let text = try repository.contents(of: [entry.blob])[entry.blob] ?? Data()
        let parsed: Manifest
        do {
            parsed = try ManifestParser.parse(String(decoding: text, as: UTF8.self), file: manifest.standardizedFileURL,
                                              displayName: shown)
        } catch let error as ManifestError {
            throw ReviewError.baseManifestInvalid(manifest: shown + (error.line.map { ":\($0)" } ?? ""), revision: revision,
                                                  reason: error.reason)
        }
        var side = ReviewSide(outputs: outputs(of: parsed))
        var committed = false
        var wanted: [(id: String, key: FileKey, blob: String?)] = []
        for (root, output) in side.outputs {
            let folder = repository.path(of: output.root)
            let entries = try repository.files(in: commit, under: folder)
            guard !entries.isEmpty else { continue }
            committed = true
            // Paths inside the output -> blob.
            var blobs: [String: String] = [:]
            let prefix = folder.isEmpty ? "" : folder + "/"
            for entry in entries where entry.path.hasPrefix(prefix) { blobs[String(entry.path.dropFirst(prefix.count))] = entry.blob }
            var files = try recordedFiles(repository, blobs: blobs, key: recordKey(of: parsed.file, in: output))
            if files.isEmpty {
                // No record committed: the files the current records give each asset, as committed.
                for (id, now) in now.assets {
                    for key in now.keys where key.root == root && blobs[key.path] != nil { files[id, default: []].append(key.path) }
                }
            }
            for (id, paths) in files where isAsset(id) {
                for path in paths where isInside(path) { wanted.append((id, FileKey(root: root, path: path), blobs[path])) }
            }
        }
        guard committed || side.outputs.isEmpty else {
            throw ReviewError.outputsNeverCommitted(manifest: shown, revision: revision)
        }
        let contents = try repository.contents(of: wanted.compactMap(\.blob))
        for file in wanted { side.assets[file.id, default: [:]][file.key] = .some(file.blob.flatMap { contents[$0] }) }
        return side
    }

    /// Each asset's files, as the output's record at the base names them: the record files
    /// git holds at the output's top (`.iconforge-*.json`), copied into a temporary folder and
    /// read there by `BuildState`. Empty when none was committed.
    private static func recordedFiles(_ repository: GitRepository, blobs: [String: String], key: String) throws -> [String: [String]] {
        let records = blobs.filter { !$0.key.contains("/") && $0.key.hasPrefix(".iconforge-") && $0.key.hasSuffix(".json") }
        guard !records.isEmpty else { return [:] }
        let contents = try repository.contents(of: Array(records.values))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("iconforge-review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, blob) in records { try (contents[blob] ?? Data()).write(to: folder.appendingPathComponent(name)) }
        } catch {
            throw ReviewError.cannotWrite(path: folder.path, reason: error.plainReason)
        }
        let state = try BuildState.load(from: folder, manifest: key)
        return state.recordedFiles.mapValues { Array($0.keys) }
    }
}
