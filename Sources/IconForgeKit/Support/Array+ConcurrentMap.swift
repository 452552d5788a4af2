import Foundation

extension Array {
    /// `(0 ..< count).map(transform)`, spread over the cores in runs of `chunk` indices: for
    /// thousands of small independent items (a stat, an icon's plan) that one thread would
    /// otherwise go through while the other cores wait.
    init(concurrentlyMapping count: Int, chunk: Int = 64, _ transform: (Int) -> Element) {
        precondition(count >= 0 && chunk > 0)
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress {
                DispatchQueue.concurrentPerform(iterations: (count + chunk - 1) / chunk) { run in
                    for index in run * chunk ..< Swift.min(count, run * chunk + chunk) {
                        (base + index).initialize(to: transform(index))
                    }
                }
            }
            initialized = count
        }
    }
}
