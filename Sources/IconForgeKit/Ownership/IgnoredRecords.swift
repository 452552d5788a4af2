import Foundation

/// Records iconforge refused to act on because they name files it does not write for their
/// asset (`OwnedPath`). They are moved out of the part of the record they came from into its
/// `set-aside` part (`BundleRecord`), so a person can look at them and the warning is given
/// once rather than on every run. Per asset id: relative path -> SHA-256.
enum IgnoredRecords {
    /// Adds `records` to the record in `root` (a later record of one id replaces the earlier).
    static func setAside(_ records: [String: [String: String]], in root: URL) throws {
        guard !records.isEmpty else { return }
        try BundleRecord.update(in: root) { $0.setAside.merge(records) { _, later in later } }
    }
}
