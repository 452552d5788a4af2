import Foundation

/// Why a worker died, from its wait status and the last lines it printed on stderr.
enum WorkerDeath {
    /// What librsvg (Rust: "memory allocation of N bytes failed"), GLib ("failed to allocate"),
    /// cairo and the Swift runtime print when an allocation fails under `RLIMIT_AS`, before aborting.
    static let memoryMarkers = [
        "memory allocation of", "failed to allocate", "out of memory", "cannot allocate memory",
        "could not allocate memory", "not enough memory", "bad_alloc",
    ]

    static func mentionsMemoryExhaustion(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return memoryMarkers.contains { lowered.contains($0) }
    }

    /// The failure to report for a worker that died while rendering.
    static func diagnose(status: Int32, errorText: String, memoryLimit: Int) -> WorkerFailure {
        if mentionsMemoryExhaustion(errorText) { return .memoryLimit(bytes: memoryLimit) }
        let signal = status & 0x7f
        if signal != 0 && signal != 0x7f { return .crashed(signal: signal) }
        return .exited(status: (status >> 8) & 0xff)
    }
}
