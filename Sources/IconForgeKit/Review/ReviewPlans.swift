import Foundation

/// What the manifest plans now, for the page: each asset's plan, and each of its files' part
/// and pixel scale (`BundleFile`), by output folder and path.
struct ReviewPlans: Sendable {
    var plans: [String: AssetPlan] = [:]
    var images: [ReviewSide.FileKey: (part: Int, scale: Double?)] = [:]

    /// The plans of `manifest`'s assets; empty when its sources cannot be read now (the review
    /// then goes by the records alone, as the files are what it compares).
    init(_ manifest: Manifest, outputs: [String: BuildOutput]) {
        guard let assets = try? BuildPlan.assets(of: manifest) else { return }
        for asset in assets {
            for (root, output) in outputs.sorted(by: { $0.key < $1.key }) where output.takes(asset) {
                let plan = asset.plan(for: output.bundle)
                if plans[asset.id] == nil { plans[asset.id] = plan }
                for file in (try? output.bundle.files(of: plan)) ?? [] {
                    switch file.content {
                    case .image(let part, let scale, _): images[ReviewSide.FileKey(root: root, path: file.path)] = (part, scale)
                    case .vector(let part): images[ReviewSide.FileKey(root: root, path: file.path)] = (part, nil)
                    case .data: continue
                    }
                }
            }
        }
    }
}
