import Foundation
import Synchronization

extension AtomicFile {
    /// Temporaries being written right now: from their creation to their rename into place
    /// (or their removal after a failure).
    private static let temporariesInFlight = Atomic<Int>(0)
    /// Set by `stopWriting`: no temporary is made after it.
    private static let stopping = Atomic<Bool>(false)

    /// Runs `body`, which makes a temporary in `folder` and renames it into place or removes
    /// it, unless the process is stopping (`stopWriting`): then the thread waits until the
    /// process ends, so nothing half-written can be left behind by it. The mark speaking for
    /// `folder` (`WritingMark`) is set first, so a killed run's temporary is always marked.
    static func writingTemporary<T>(in folder: String, _ body: () throws -> T) throws -> T {
        // Counted before the flag is read, and `stopWriting` sets the flag before it reads the
        // count (both sequentially consistent): either this thread sees the flag, or the stop
        // sees this temporary and waits for it.
        temporariesInFlight.add(1, ordering: .sequentiallyConsistent)
        if stopping.load(ordering: .sequentiallyConsistent) {
            temporariesInFlight.subtract(1, ordering: .sequentiallyConsistent)
            while true { sleep(60) }
        }
        defer { temporariesInFlight.subtract(1, ordering: .sequentiallyConsistent) }
        try markWriting(in: folder)
        return try body()
    }

    /// For a process about to end (a command stopped by a signal): no temporary is made from
    /// now on, and the call waits, at most `seconds`, for those being written to be renamed into
    /// place or removed. True when none is left, and then the marks go too (`WritingMark`); a
    /// temporary still there after the wait (a write stuck on a slow disk) keeps its folder's
    /// mark, and is removed by the next run, as a killed run's is.
    @discardableResult
    static func stopWriting(waitingAtMost seconds: Double) -> Bool {
        stopping.store(true, ordering: .sequentiallyConsistent)
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        while temporariesInFlight.load(ordering: .sequentiallyConsistent) > 0 {
            guard DispatchTime.now().uptimeNanoseconds < deadline else { return false }
            usleep(1_000)
        }
        clearMarks()
        return true
    }
}
