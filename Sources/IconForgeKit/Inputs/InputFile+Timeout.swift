import Foundation
import Synchronization

extension InputFile {
    /// How long reading one input may take, in seconds (`--timeout` sets it): a file on a
    /// stalled network mount, or standard input that never ends, fails the input in one
    /// line instead of hanging the run.
    public static var timeout: TimeInterval {
        get { seconds.withLock { $0 } }
        set { seconds.withLock { $0 = newValue } }
    }

    private static let seconds = Mutex<TimeInterval>(10)

    /// Runs `read` on a pooled thread and waits at most `timeout` for it. A read still
    /// blocked then is abandoned (its thread is released when the read ends, or with the
    /// process). Pooled rather than a thread per read: a batch reads thousands of inputs.
    public static func within(_ read: @escaping @Sendable () -> Result<Data, InputError>) -> Result<Data, InputError> {
        let seconds = timeout
        let box = LockedBox<Result<Data, InputError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global(qos: .userInitiated).async {
            let result = read()
            box.withLock { $0 = result }
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else { return .failure(.timedOut(seconds: seconds)) }
        return box.withLock { $0! }
    }
}
