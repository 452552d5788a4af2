import Foundation

/// What an `icon` run did with one icon: its asset's outcome (read through, `outcome.files`),
/// and what the checks found in its drawing, which a button has no part of.
@dynamicMemberLookup
public struct IconOutcome: Sendable {
    public var asset: AssetOutcome
    /// The checks' findings on the drawing; for an icon that failed by them (`--strict`), those.
    public var warnings: [IconWarning] = []

    /// `asset`, with the findings `lint` of its drawing, or those its error carries.
    public init(asset: AssetOutcome, lint: [IconWarning] = []) {
        self.asset = asset
        let failedBy = asset.error?.warnings ?? []
        warnings = failedBy.isEmpty ? lint : failedBy
    }

    public init(source: String, name: String) {
        self.init(asset: AssetOutcome(source: source, name: name))
    }

    public subscript<T>(dynamicMember member: KeyPath<AssetOutcome, T>) -> T { asset[keyPath: member] }

    public subscript<T>(dynamicMember member: WritableKeyPath<AssetOutcome, T>) -> T {
        get { asset[keyPath: member] }
        set { asset[keyPath: member] = newValue }
    }

    /// This outcome, failed with `error`.
    func failed(_ error: Error) -> IconOutcome {
        IconOutcome(asset: asset.failed(error), lint: warnings)
    }
}
