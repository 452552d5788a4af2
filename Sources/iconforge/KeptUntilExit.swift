import Foundation

/// What a command built and will not use again, kept until the process exits rather than freed
/// object by object: a batch's sources, record and outcomes are tens of thousands of objects,
/// and freeing them took ~10 ms at the end of a 2,000-icon run, on one core, just before the
/// exit that hands their memory back whole. Only for what a command holds until it returns.
enum KeptUntilExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `values` alive for the rest of the process.
    static func keep(_ values: Any...) {
        lock.withLock { kept.append(contentsOf: values) }
    }
}
