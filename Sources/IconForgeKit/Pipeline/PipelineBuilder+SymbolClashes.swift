import Foundation

/// Xcode's symbol clashes in every catalog output (`XcodeAssetSymbols`), a build with nothing to
/// do taking them from a memo (`FileTrust.memo`). The memo's key is every folder the last scan
/// descended into, however deep and whoever made it, with its stamp and its `Contents.json`'s
/// (`CatalogScanStamps`): a set added or removed anywhere changes the stamp of the folder holding
/// it, a folder added changes its parent's, and a folder's `Contents.json` says whether it is a
/// namespace. Which folders those are is kept in a second memo, from the scan that made the first.
extension PipelineBuilder {
    /// Called once the records are saved, as saving one changes its folder's stamp.
    func symbolClashes(_ survey: Survey) -> [AssetSymbolClash] {
        survey.outputs.indices.flatMap { index -> [AssetSymbolClash] in
            guard manifest.outputs[index].format.type.isAssetCatalog else { return [] }
            return symbolClashes(inCatalogAt: survey.outputs[index].root, trust: survey.trusts[index])
        }
    }

    /// The clashes in the catalog at `root`: kept ones when every folder the last scan read is
    /// as it was then, else a scan, remembered when none of its stamps is too recent to trust.
    private func symbolClashes(inCatalogAt root: URL, trust: FileTrust?) -> [AssetSymbolClash] {
        guard let trust else { return XcodeAssetSymbols.clashes(inCatalogsAt: [root]) }
        if let folders = trust.memo(Self.symbolFoldersMemo, key: Self.symbolFoldersMemo),
           let key = CatalogScanStamps(catalog: root, folders: folders)?.key(now: FileStamp.now),
           let kept = trust.memo(Self.symbolsMemo, key: key), let clashes = AssetSymbolClash.decoded(kept) {
            return clashes
        }
        trust.note(\.scanned)
        var read = CatalogScanStamps(catalog: root)
        // A catalog that cannot be read is left out (the step that reads it for its own purpose
        // says why) and scanned again next time: what stopped the read is not in the key.
        guard let contents = try? CatalogReader.read(root, visit: { read.stamp($0) }) else { return [] }
        let clashes = contents.catalogs.flatMap(XcodeAssetSymbols.clashes(in:))
        if let key = read.key(now: FileStamp.now) {
            trust.remember(Self.symbolFoldersMemo, key: Self.symbolFoldersMemo, value: read.encodedFolders)
            trust.remember(Self.symbolsMemo, key: key, value: AssetSymbolClash.encoded(clashes))
        }
        return clashes
    }

    static let symbolsMemo = "symbol-clashes"
    static let symbolFoldersMemo = "symbol-clash-folders"
}
