import Foundation

/// Keeps a build's progress on disk while it runs, so a build that is killed resumes where
/// it stopped instead of rendering everything again: the build states are saved (atomically)
/// after every `batch` finished assets or `interval` seconds, whichever comes first. Saving
/// costs one state file per output, so a long build spends a bounded share of its time here.
final class BuildCheckpoint {
    private let sessions: [BuildSession]
    private let batch: Int
    private let interval: TimeInterval
    private var pending = 0
    private var last = Date()

    init(sessions: [BuildSession], batch: Int = 32, interval: TimeInterval = 1) {
        self.sessions = sessions
        self.batch = batch
        self.interval = interval
    }

    /// Call once per finished asset (one caller at a time). A state that cannot be saved here
    /// is left for the end of the build, which reports it.
    func assetFinished() {
        pending += 1
        guard pending >= batch || Date().timeIntervalSince(last) >= interval else { return }
        sessions.forEach { $0.checkpoint() }
        pending = 0
        last = Date()
    }
}
