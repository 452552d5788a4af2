import Foundation

/// Runs iconforge's render workers as `crashing-worker` (Tests/CrashingWorker), whose renderer
/// crashes with SIGSEGV on cue: the binary under test has no fault of its own to inject.
enum CrashingWorker {
    enum Fault: String {
        /// Every render request crashes its worker.
        case render
        /// Every request that asks for a VectorDrawable crashes its worker, as a crashing converter would.
        case vectorConverter = "vector-converter"
    }

    /// The environment for `CLI.run` that has every worker crash on `fault`.
    static func environment(_ fault: Fault) -> [String: String] {
        ["ICONFORGE_WORKER": CLI.built("crashing-worker").path, "CRASHING_WORKER": fault.rawValue]
    }
}
