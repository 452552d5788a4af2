import Foundation

extension PipelineBuilder {
    /// Says what planning found about each asset (`PlannedAsset.warnings`: a drawing that
    /// `selected-suffix:` leaves an icon of its own) on every build, rendered or not, as `icon`
    /// says it on every run. With `--strict` such an asset fails unrendered, as one whose render
    /// warns does, its files left as they were. Returns the assets failed so; `entries` (one per
    /// asset) take the warnings or the failure.
    func sayPlanWarnings(_ assets: [PlannedAsset], entries: inout [BuildReport.Entry]) -> Set<Int> {
        var failed = Set<Int>()
        // By index: only an asset with warnings is copied out.
        for index in assets.indices where !assets[index].warnings.isEmpty {
            let asset = assets[index]
            guard strict else {
                asset.warnings.forEach { onEvent(.warning(asset: asset.id, message: $0.description)) }
                entries[index].warnings += asset.warnings.map(\.description)
                continue
            }
            let error = AssetError(IconError.strict(asset.warnings))
            entries[index].outcome = .failed
            entries[index].error = error
            entries[index].warnings = asset.warnings.map(\.description)
            onEvent(.failed(asset: asset.id, error: error))
            failed.insert(index)
        }
        return failed
    }
}
