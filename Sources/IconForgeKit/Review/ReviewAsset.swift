import Foundation

/// One asset of the manifest (as `build` names it: `icons/house`, `buttons/buy`) with its
/// status and its files in every output.
public struct ReviewAsset: Sendable {
    public enum Kind: String, Sendable {
        case icon
        case button
    }

    /// `icons/[group/]name` or `buttons/[group/]name`.
    public var name: String
    public var kind: Kind
    public var status: ReviewStatus
    /// Its files in every output, by path.
    public var files: [ReviewFile]
    /// For a removed asset whose pictures an added one has exactly (or the other way round):
    /// the other's name. A rename, said so.
    public var renamedAs: String?
    /// The asset as the manifest plans it now (its parts, scales, mirrored, symbol, cap
    /// insets), what the page draws bars, weights and stretched buttons from; nil for a
    /// removed asset, or when the current manifest's sources cannot be read.
    public var plan: AssetPlan?

    public init(name: String, kind: Kind, status: ReviewStatus, files: [ReviewFile], renamedAs: String? = nil,
                plan: AssetPlan? = nil) {
        self.name = name
        self.kind = kind
        self.status = status
        self.files = files
        self.renamedAs = renamedAs
        self.plan = plan
    }

    /// The kind named by an asset id's first component (`icons/…`, `buttons/…`).
    static func kind(ofID id: String) -> Kind {
        id.hasPrefix("buttons/") ? .button : .icon
    }

    /// The outputs it has files in, in order of first appearance.
    public var outputs: [ReviewOutput] {
        var seen = Set<ReviewOutput>()
        return files.map(\.output).filter { seen.insert($0).inserted }
    }
}
