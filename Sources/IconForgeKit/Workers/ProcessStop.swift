import Foundation

/// What a command stopped by a signal does before the command line ends it: every render
/// worker is killed (the busy ones would otherwise render on until they noticed), the files
/// being written are finished and no other is begun, so no temporary and no half-written file
/// is left behind, and no core file is written (a stop is no crash).
public enum ProcessStop {
    /// Prepares this process to end now; waits at most `seconds` for the writes in progress.
    /// Renders in progress fail, and the process can do nothing useful after this but end.
    public static func prepare(waitingAtMost seconds: Double = 5) {
        WorkerPool.killEveryWorker()
        AtomicFile.stopWriting(waitingAtMost: seconds)
        Platform.setLimit(.coreFile, to: 0)
    }
}
