import Synchronization

/// A value that closures on several threads change in turn. A `Mutex` cannot be captured by
/// an escaping closure (it cannot be copied); this class holding one can.
final class LockedBox<Value>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: sending Value) { mutex = Mutex(value) }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result>(_ body: (inout sending Value) -> sending Result) -> sending Result {
        mutex.withLock(body)
    }
}
