/// Why a render in a worker process produced no pixels. `description` is one line for a person.
public enum WorkerFailure: Error, CustomStringConvertible, Equatable, Sendable {
    /// The renderer reported an error (bad SVG, no size, ...); the worker is fine.
    case renderer(String)
    /// The worker died from a signal while rendering, e.g. a librsvg panic (SIGABRT).
    case crashed(signal: Int32)
    /// The worker exited on its own while rendering.
    case exited(status: Int32)
    /// The render ran past the time limit and the worker was killed.
    case timedOut(seconds: Double)
    /// The worker ran out of its address-space limit.
    case memoryLimit(bytes: Int)
    /// No worker could be started.
    case unavailable(String)
    /// The worker sent something that is not a reply.
    case protocolError(String)

    public var description: String {
        switch self {
        case .renderer(let message): return message
        case .crashed(let signal): return "renderer crashed (\(SignalName.of(signal)))"
        case .exited(let status): return "renderer exited unexpectedly (status \(status))"
        case .timedOut(let seconds): return "render exceeded \(Self.format(seconds: seconds))"
        case .memoryLimit(let bytes): return "render exceeded memory limit \(ByteCount.format(bytes))"
        case .unavailable(let reason): return "cannot start a render worker: \(reason)"
        case .protocolError(let reason): return "render worker protocol error: \(reason)"
        }
    }

    /// `10 s`, `2.5 s`.
    static func format(seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\((seconds * 10).rounded() / 10) s"
    }
}
