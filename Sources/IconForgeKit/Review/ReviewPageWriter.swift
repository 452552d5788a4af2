import Foundation

/// What writes the review page (`index.html` and its pictures) into the review folder, from the
/// review's model: the hook `ReviewFolder.write` calls after `review.json` and `summary.md`.
/// Everything it writes stays inside `folder`; the page opens from disk, with no network.
public protocol ReviewPageWriter: Sendable {
    /// Writes the page for `review` into `folder` (which exists, and holds `review.json`).
    func write(_ review: Review, to folder: URL) throws
}
