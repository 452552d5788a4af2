import Foundation

/// Keeps a build's progress on disk while it runs, so a build that is killed resumes where
/// it stopped instead of rendering everything again: the build states are saved (atomically)
/// after `batch` finished assets, or a `share` of the assets finished so far when that is more,
/// or after `interval` seconds. A save writes every record so far, so saving every `batch`
/// assets would cost the square of a large build's size; waiting for a share of it keeps the
/// saves' total linear, and a killed build loses at most that share (or `interval`) of its work.
final class BuildCheckpoint {
    private let save: () -> Void
    private let batch: Int
    private let share: Int
    private let interval: TimeInterval
    private var pending = 0
    private var finished = 0
    private var last = Date()

    convenience init(sessions: [BuildSession]) {
        self.init { sessions.forEach { $0.checkpoint() } }
    }

    /// `save` saves every state; `share` 4 waits for a quarter of the finished assets.
    init(batch: Int = 32, share: Int = 4, interval: TimeInterval = 1, save: @escaping () -> Void) {
        self.save = save
        self.batch = batch
        self.share = share
        self.interval = interval
    }

    /// Call once per finished asset (one caller at a time). A state that cannot be saved here
    /// is left for the end of the build, which reports it.
    func assetFinished() {
        pending += 1
        finished += 1
        guard pending >= max(batch, finished / share) || Date().timeIntervalSince(last) >= interval else { return }
        save()
        pending = 0
        last = Date()
    }
}
