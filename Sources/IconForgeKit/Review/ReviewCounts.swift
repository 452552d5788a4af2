import Foundation

/// How many assets have each status: the count line and `review.json`'s `counts`.
public struct ReviewCounts: Equatable, Sendable {
    public var added = 0
    public var removed = 0
    public var changed = 0
    public var unchanged = 0

    public init(added: Int = 0, removed: Int = 0, changed: Int = 0, unchanged: Int = 0) {
        (self.added, self.removed, self.changed, self.unchanged) = (added, removed, changed, unchanged)
    }

    /// The counts of `assets`' statuses.
    public init(_ assets: [ReviewAsset]) {
        for asset in assets {
            switch asset.status {
            case .added: added += 1
            case .removed: removed += 1
            case .changed: changed += 1
            case .unchanged: unchanged += 1
            }
        }
    }

    /// Whether anything visibly changed (what `--fail-on-change` fails on).
    public var anyVisible: Bool { added + removed + changed > 0 }

    /// `2 changed, 1 added, 0 removed, 40 unchanged`: the last line `diff` prints.
    public var line: String {
        "\(changed) changed, \(added) added, \(removed) removed, \(unchanged) unchanged"
    }
}
