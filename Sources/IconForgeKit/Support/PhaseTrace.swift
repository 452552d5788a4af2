import Foundation

/// With ICONFORGE_TRACE=<file> in the environment, each process of a command (the supervisor
/// and its workers) appends a line to `file` as it reaches a step: `<unix µs> <pid> <step>`.
/// `Benchmarks/critical-path.sh` turns many runs into the median time of each step, which is
/// how one icon's critical path in docs/performance.md is measured. Unset, a step costs one
/// comparison. Internal: the command line marks its own steps through `CommandStep`.
enum PhaseTrace {
    /// The log's descriptor, opened once on the first step (a lazy `static let`, so lanes marking
    /// at once cannot race); -1 when tracing is off. A forked worker inherits it (appends from two
    /// processes interleave whole lines).
    private static let log: Int32 = getenv("ICONFORGE_TRACE").map { open($0, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644) } ?? -1

    /// Notes that this process reached `step` (one word).
    static func mark(_ step: StaticString) {
        guard log >= 0 else { return }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let line = "\(Int(now.tv_sec) * 1_000_000 + Int(now.tv_nsec) / 1000) \(getpid()) \(step)\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(log, $0.baseAddress, $0.count - 1) }
    }
}
