import Foundation

/// What changed in a manifest's committed outputs between a base revision and now, asset by
/// asset: what `iconforge diff` prints and writes (`ReviewFolder`), and what the review page
/// draws (`ReviewPage`).
public struct Review: Sendable {
    /// The revision as given (`HEAD`, `origin/main`, a sha).
    public var base: String
    /// The commit it names.
    public var baseCommit: String
    /// The manifest, as the person gave it or as it was found.
    public var manifest: String
    /// Every asset on either side: changed first, then added, removed and unchanged, each by name.
    public var assets: [ReviewAsset]

    public init(base: String, baseCommit: String, manifest: String, assets: [ReviewAsset]) {
        self.base = base
        self.baseCommit = baseCommit
        self.manifest = manifest
        self.assets = assets.sorted { ($0.status.order, $0.name) < ($1.status.order, $1.name) }
    }

    public var counts: ReviewCounts { ReviewCounts(assets) }

    /// The assets a reviewer looks at: changed, added and removed, in that order.
    public var visible: [ReviewAsset] { assets.filter { $0.status.isVisible } }
}

extension ReviewStatus {
    /// Where assets of this status stand in the review: changed first.
    var order: Int {
        switch self {
        case .changed: 0
        case .added: 1
        case .removed: 2
        case .unchanged: 3
        }
    }
}
