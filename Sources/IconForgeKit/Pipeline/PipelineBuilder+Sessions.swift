import Foundation

/// The session of `iconforge build` in one output: its record is that output's build state.
public typealias BuildSession = BundleSession<BuildState>

extension PipelineBuilder {
    /// Opens every output, in the order of their real paths (two builds sharing outputs then
    /// never wait for each other in a circle).
    /// `trusts`: each output's `FileTrust` (a build), or none (`--check` trusts nothing).
    func openSessions(_ outputs: [BuildOutput], previews: URL?, sheet: URL?, writes: Bool,
                      trusts: [FileTrust?]) throws -> [BuildSession] {
        var sessions = [BuildSession?](repeating: nil, count: outputs.count)
        let swift = manifest.swift.map { manifest.resolve($0.output).standardizedFileURL }
        do {
            for index in outputs.indices.sorted(by: { RealPath.of(outputs[$0].root.path) < RealPath.of(outputs[$1].root.path) }) {
                var options = BuildSession.Options(previews: previews, replaces: outputs[index].replaces)
                (options.sheet, options.swift, options.project) = (sheet, swift, manifest.folder)
                (options.consent, options.recordsClash, options.locks) = (.manifest, false, writes)
                (options.shownRoot, options.settings) = (outputs[index].path, outputs[index].settings)
                options.judge = trusts[index]?.judge
                let key = outputs[index].relativePath(manifest.file)
                let session = try BuildSession(format: outputs[index].bundle, options: options) {
                    try BuildState.load(from: $0, manifest: key)
                }
                sessions[index] = session
                // Which recorded files' stats are as the cache kept them: those are not hashed
                // again. The record check has just judged most of them by their stamps.
                _ = trusts[index]?.check(session.records.recordedFiles, judged: session.stampsJudged)
            }
        } catch {
            sessions.forEach { $0?.close() }
            throw error
        }
        return sessions.map { $0! }
    }

    /// Claims every asset's files in every output that takes it: the only clash check. Fails,
    /// naming both assets, when two would write one resource of an output (`tab-home` and
    /// `tab_home` are both `ic_tab_tab_home` on Android; an icon and a button `home` are one
    /// `home.imageset` in a catalog, and two resources in `res/`).
    func claim(_ assets: [PlannedAsset], outputs: [BuildOutput], sessions: [BuildSession]) throws {
        // Two entries may make one id (a template and a file both named docs): the label tells them apart.
        let label = { (asset: PlannedAsset) in "\(asset.line):\(asset.source)" }
        for (output, session) in zip(outputs, sessions) {
            for asset in assets where output.takes(asset) {
                let plan = asset.plan(for: output.bundle)
                let clash = try session.claim(plan, id: asset.id, label: label(asset))
                // The asset a label names is looked for only when there is a clash to word.
                guard let otherLabel = clash?.otherLabel, let other = assets.first(where: { label($0) == otherLabel }) else { continue }
                let file = (try? output.bundle.files(of: plan))?.first.map { output.displayPath($0.path) }
                sessions.forEach { $0.close() }
                // Two spellings of one name (NFC and NFD) look alike: say why they are one.
                let spelling = UnicodeSpelling.difference(asset.id.lowercased(), other.id.lowercased())
                throw ManifestError(file: manifest.file.path, line: asset.line,
                                    .sameFile(asset: asset.id, source: asset.source, other: other.id, otherSource: other.source,
                                              otherLine: other.line, file: file ?? output.path, spelling: spelling))
            }
        }
    }
}

extension PipelineBuilder {
    /// Each output's `FileTrust` for a build that writes; for `--check`, none.
    func fileTrusts(_ outputs: [BuildOutput], previews: URL?, sheet: URL?, writes: Bool) -> [FileTrust?] {
        guard writes else { return outputs.map { _ in nil } }
        let swift = manifest.swift.map { manifest.resolve($0.output).standardizedFileURL.path } ?? "-"
        return outputs.map { output in
            let context = [output.root.path, previews?.path ?? "-", sheet?.path ?? "-", swift, manifest.folder.path,
                           output.optionsKey, IconForgeVersion.string].joined(separator: "\n")
            return FileTrust(root: output.root, manifest: output.relativePath(manifest.file), context: SHA256.hex(context))
        }
    }
}
