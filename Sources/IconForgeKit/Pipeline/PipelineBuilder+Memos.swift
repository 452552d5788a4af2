import Foundation

/// The two checks of a build whose inputs are known without reading the outputs, run only when
/// those inputs changed since a build last ran them (`FileTrust.memo`): a build with nothing to
/// do takes their results from the stamp cache. `build --check` keeps no cache, so runs both.
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
            try claim(assets, outputs: changed.map { outputs[$0] }, sessions: changed.map { sessions[$0] })
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
    /// and output, 2,000 at 1,000 icons in two outputs, where the key is hashed once whole.
    func claimsKey(_ assets: [PlannedAsset], in output: BuildOutput) -> String {
        var text = "claims\n\(output.optionsKey)\n"
        for asset in assets where output.takes(asset) {
            text += "\(asset.line):\(asset.source)\t\(asset.id)\t\(asset.sourceHash)\t\(asset.optionsText.count):\(asset.optionsText)\n"
        }
        return SHA256.hex(text)
    }

    /// Xcode's symbol clashes in every catalog output (`XcodeAssetSymbols`). A catalog is read
    /// again only when its folder's stamp, the stamp of a folder holding a recorded set, or
    /// the names its record holds changed since a build last read it: a set the user adds or
    /// removes changes its folder's stamp. Called once the records are saved, as saving one
    /// changes its folder's stamp.
    func symbolClashes(_ survey: Survey) -> [AssetSymbolClash] {
        survey.outputs.indices.flatMap { index -> [AssetSymbolClash] in
            guard manifest.outputs[index].format.type.isAssetCatalog else { return [] }
            let root = survey.outputs[index].root
            guard let trust = survey.trusts[index], let key = symbolsKey(root, record: survey.sessions[index].records.recordedFiles) else {
                return XcodeAssetSymbols.clashes(inCatalogsAt: [root])
            }
            if let kept = trust.memo(Self.symbolsMemo, key: key), let clashes = AssetSymbolClash.decoded(kept) { return clashes }
            let clashes = XcodeAssetSymbols.clashes(inCatalogsAt: [root])
            trust.note(\.scanned)
            trust.remember(Self.symbolsMemo, key: key, value: AssetSymbolClash.encoded(clashes))
            return clashes
        }
    }

    /// The symbol scan's inputs in the catalog at `root` as one hash: the stamps of the catalog
    /// and of every folder above its record's sets (taken before the scan reads them), and
    /// the names (asset ids) the record holds. Nil when one of those folders is missing or changed too recently to
    /// tell a later change from it (`FileStamp.isRecent`).
    func symbolsKey(_ root: URL, record: [String: [String: String]]) -> String? {
        // The folders above the sets: a set's own folder changes with its files, not with the sets beside it.
        var folders: Set<Substring> = [""], sets: Set<Substring> = []
        for path in record.values.lazy.flatMap(\.keys) where !path.hasPrefix("../") {
            guard let slash = RelativePath.lastSlash(in: path), sets.insert(path[..<slash]).inserted else { continue }
            var folder = path[..<slash]
            while let slash = RelativePath.lastSlash(in: folder) {
                folder = folder[..<slash]
                guard folders.insert(folder).inserted else { break }
            }
        }
        let now = FileStamp.now
        var text = "symbols\n"
        for folder in folders.sorted() {
            guard let stamp = FileStamp.of(folder.isEmpty ? root.path : root.path + "/" + folder), !stamp.isRecent(now: now) else { return nil }
            text += "\(stamp.text) \(folder)\n"
        }
        for name in record.keys.sorted() { text += name + "\n" }
        return SHA256.hex(text)
    }

    static let claimsMemo = "claims"
    static let symbolsMemo = "symbol-clashes"
}

extension AssetSymbolClash {
    /// The clashes as one line of JSON, as a memo keeps them.
    static func encoded(_ clashes: [AssetSymbolClash]) -> String {
        let rows = clashes.map { [$0.path, $0.otherPath, $0.symbol, $0.breaksTheBuild ? "breaks" : "compiles"] }
        return (try? JSONSerialization.data(withJSONObject: rows)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The clashes `encoded` wrote; nil for anything else.
    static func decoded(_ line: String) -> [AssetSymbolClash]? {
        guard let rows = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [[String]] else { return nil }
        var clashes: [AssetSymbolClash] = []
        for row in rows {
            guard row.count == 4 else { return nil }
            clashes.append(AssetSymbolClash(path: row[0], otherPath: row[1], symbol: row[2], breaksTheBuild: row[3] == "breaks"))
        }
        return clashes
    }
}
