import Foundation

/// `SIGSEGV` for 11: signal names for messages (Linux numbering).
public enum SignalName {
    /// The name of `signal` (`SIGTERM`), or `signal N` for one without a name here.
    public static func of(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
            SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
            SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
