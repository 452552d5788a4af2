import Foundation
import Synchronization

/// Reads a pipe to its end on a thread of its own, so a child process that fills one pipe while
/// the caller reads or waits on another never stops both sides; `wait()` hands over the bytes.
final class PipeDrain: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let read = handle.readDataToEndOfFile()
            data.withLock { $0 = read }
            done.signal()
        }
    }

    /// The pipe's bytes, once it has ended.
    func wait() -> Data {
        done.wait()
        return data.withLock { $0 }
    }
}
