import Foundation

/// The two checks of a build whose inputs are known without reading the outputs, run only when
/// those inputs changed since a build last ran them (`FileTrust.memo`): a build with nothing to
/// do takes their results from the stamp cache. `build --check` keeps no cache, so runs both.
/// The claims are here; the catalog's symbol clashes in `PipelineBuilder+SymbolClashes`.
extension PipelineBuilder {
    /// `claim`, in the outputs whose assets (their ids, lines, sources and options there) are
    /// not the ones a build claimed without a clash before: claims depend on nothing else.
    func claimChanged(_ assets: [PlannedAsset], outputs: [BuildOutput], sessions: [BuildSession], trusts: [FileTrust?]) throws {
        let keys = outputs.indices.map { index in trusts[index] == nil ? nil : claimsKey(assets, in: outputs[index]) }
        let changed = outputs.indices.filter { index in
            guard let trust = trusts[index], let key = keys[index] else { return true }
            return trust.memo(Self.claimsMemo, key: key) == nil
        }
        do {
            if !changed.isEmpty { try claim(assets, outputs: changed.map { outputs[$0] }, sessions: changed.map { sessions[$0] }) }
        } catch {
            sessions.forEach { $0.close() }
            throw error
        }
        for index in changed {
            trusts[index]?.note(\.claimed)
            if let key = keys[index] { trusts[index]?.remember(Self.claimsMemo, key: key, value: "clear") }
        }
    }

    /// Everything a claim in `output` reads: each asset it takes, in order, with the manifest
    /// line and source that label it, its source's hash (a format may name files from the
    /// drawing) and its options (the output's settings, which name the files, are in the first
    /// line). The options as text (length first), not hashed asset by asset: a SHA-256 per asset
    /// and output, 2,000 at 1,000 icons in two outputs, where the key is hashed once whole. The
    /// fields go into the digest one by one (`SHA256.Stream`), as the lines
    /// `line:source<TAB>id<TAB>hash<TAB>count:options` would: the text is never made.
    func claimsKey(_ assets: [PlannedAsset], in output: BuildOutput) -> String {
        var key = SHA256.Stream()
        key.update("claims\n")
        key.update(output.optionsKey)
        key.update("\n")
        // By index: each field read in place, where binding each asset copied it whole. An entry's
        // assets share their options text (`BuildPlan`): its length in characters, a walk over its
        // graphemes, is counted once for a run of them.
        var counted: (text: String, count: Int)?
        for index in assets.indices where output.takes(assets[index]) {
            let options = assets[index].optionsText
            let count = counted.flatMap { $0.text == options ? $0.count : nil } ?? options.count
            counted = (options, count)
            key.update(String(assets[index].line))
            key.update(":")
            key.update(assets[index].source)
            key.update("\t")
            key.update(assets[index].id)
            key.update("\t")
            key.update(assets[index].sourceHash)
            key.update("\t")
            key.update(String(count))
            key.update(":")
            key.update(options)
            key.update("\n")
        }
        return key.hex()
    }

    static let claimsMemo = "claims"
}
