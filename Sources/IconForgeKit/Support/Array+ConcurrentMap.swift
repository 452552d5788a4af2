import Foundation

extension Array where Element: Sendable {
    /// `(0 ..< count).map(transform)`, spread over the cores in runs of `chunk` indices: for
    /// thousands of small independent items (a stat, an icon's plan) that one thread would
    /// otherwise go through while the other cores wait.
    init(concurrentlyMapping count: Int, chunk: Int = 64, _ transform: @Sendable (Int) -> Element) {
        precondition(count >= 0 && chunk > 0)
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress {
                let slots = DisjointSlots(base: base)
                DispatchQueue.concurrentPerform(iterations: (count + chunk - 1) / chunk) { run in
                    for index in run * chunk ..< Swift.min(count, run * chunk + chunk) {
                        slots.initialize(index, to: transform(index))
                    }
                }
            }
            initialized = count
        }
    }
}

/// An array's uninitialised storage handed to worker threads. Safe to share because each
/// index is initialised by exactly one thread, once, and the storage outlives the threads
/// (`concurrentPerform` returns only when all have finished).
struct DisjointSlots<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>

    func initialize(_ index: Int, to value: Element) { (base + index).initialize(to: value) }
}
