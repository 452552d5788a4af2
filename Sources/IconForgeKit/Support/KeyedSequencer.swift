import Foundation

/// Lets items arriving in any order, from any thread, be handled in parallel, except that
/// items sharing a key are handled one at a time, in index order. iconforge uses it so that
/// inputs sharing an asset name are written in input order (the last one wins) whatever
/// order their renders finish in, while holding back only the results that arrive early.
final class KeyedSequencer<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let keys: [String]
    /// Per key, the indices not handled yet, in order.
    private var queues: [String: ArraySlice<Int>] = [:]
    private var early: [Int: Value] = [:]
    private var busy: Set<String> = []

    /// `keys[i]` is the key of item `i`.
    init(keys: [String]) {
        self.keys = keys
        for (index, key) in keys.enumerated() { queues[key, default: []].append(index) }
    }

    /// Hands item `index` over; `handle` runs for it (and for any later items of the same key
    /// that were waiting on it) on this thread, or later on the thread handling its predecessor.
    func submit(_ index: Int, _ value: Value, handle: (Int, Value) -> Void) {
        let key = keys[index]
        let owns = lock.withLock { () -> Bool in
            early[index] = value
            return busy.insert(key).inserted
        }
        guard owns else { return }
        while let (next, nextValue) = takeReady(key) { handle(next, nextValue) }
    }

    /// The next item of `key` if it has arrived; otherwise releases the key.
    private func takeReady(_ key: String) -> (Int, Value)? {
        lock.withLock {
            if let head = queues[key]?.first, let value = early.removeValue(forKey: head) {
                queues[key]?.removeFirst()
                return (head, value)
            }
            busy.remove(key)
            return nil
        }
    }
}
