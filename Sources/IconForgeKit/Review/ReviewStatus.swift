import Foundation

/// How an asset, or one of its files, compares between the base revision and now.
public enum ReviewStatus: String, Sendable, CaseIterable, Codable {
    /// Only now: a new asset, or a file an asset has gained.
    case added
    /// Only at the base: an asset no longer written, or a file an asset lost.
    case removed
    /// On both sides, and drawn differently: some decoded pixel differs (or, for a file with
    /// no drawing, its content differs).
    case changed
    /// On both sides and drawn the same, even where the bytes differ.
    case unchanged

    /// Whether a reviewer sees a difference: anything but `unchanged`.
    public var isVisible: Bool { self != .unchanged }
}
