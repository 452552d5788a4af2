import Foundation

/// Keeps a build's progress on disk while it runs, so a build that is killed resumes where
/// it stopped instead of rendering everything again: the build states are saved (atomically)
/// after every `batch` finished assets or `interval` seconds, whichever comes first. Saving
/// costs one state file per output, so a long build spends a bounded share of its time here.
final class BuildCheckpoint {
    private let roots: [URL]
    private var saved: [BuildState]
    private let batch: Int
    private let interval: TimeInterval
    private var pending = 0
    private var last = Date()

    init(outputs: [BuildOutput], states: [BuildState], batch: Int = 32, interval: TimeInterval = 1) {
        roots = outputs.map(\.root)
        saved = states
        self.batch = batch
        self.interval = interval
    }

    /// Call once per finished asset (one caller at a time) with the states as they are now.
    /// A state that cannot be saved here is left for the end of the build, which reports it.
    func assetFinished(_ states: [BuildState]) {
        pending += 1
        guard pending >= batch || Date().timeIntervalSince(last) >= interval else { return }
        for (index, state) in states.enumerated() where state != saved[index] {
            guard (try? state.save(to: roots[index])) != nil else { continue }
            saved[index] = state
        }
        pending = 0
        last = Date()
    }
}
