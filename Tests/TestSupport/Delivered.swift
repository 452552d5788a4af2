import Synchronization

/// What a callback hands over from other threads (a batch's `deliver`), gathered for the test
/// to read once the call returns.
public final class Delivered<Value>: Sendable {
    private let value: Mutex<Value>

    public init(_ value: sending Value) { self.value = Mutex(value) }

    /// Changes the value, holding the lock.
    public func update(_ body: (inout sending Value) -> Void) { value.withLock { body(&$0) } }

    /// The value now.
    public var current: Value { value.withLock { $0 } }
}
