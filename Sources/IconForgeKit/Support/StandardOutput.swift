#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// stdio's stdout, for the command line: C's `stdout` is a global variable, which Swift 6 lets
/// code name only through an import that predates its concurrency checks (stdio locks it).
public enum StandardOutput {
    /// A line at a time, as on a terminal, wherever it goes.
    public static func lineBuffered() { setvbuf(stdout, nil, _IOLBF, 0) }

    /// Writes out what stdio holds.
    public static func flush() { fflush(stdout) }
}
