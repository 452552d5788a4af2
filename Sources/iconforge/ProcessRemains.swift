import Foundation
import IconForgeKit
import Synchronization

/// What a command's work held, kept until the process ends instead of freed when the command
/// returns: the process ends just after, and the system takes its memory back whole. A no-op
/// `build` of 1,000 icons spent 3-4% of its CPU freeing its records, stamps and plan one by one
/// (docs/performance.md). Only the command line keeps them; the library frees what it is not handed.
enum ProcessRemains {
    private static let kept = Mutex<[BuildRemains]>([])

    /// Keeps `remains` until the process ends.
    static func keep(_ remains: BuildRemains?) {
        guard let remains else { return }
        kept.withLock { $0.append(remains) }
    }
}
