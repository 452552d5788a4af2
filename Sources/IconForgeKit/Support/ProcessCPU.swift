import Foundation

/// CPU time and peak memory of this process and, separately, of its finished children (the
/// render workers), from getrusage(2). Benchmarks use it to tell the supervisor's share of a
/// batch from the workers'.
public struct ProcessCPU: Sendable {
    public var userSeconds: Double
    public var systemSeconds: Double
    /// Peak resident set size in KiB (for children: the largest single child).
    public var peakKiB: Int

    /// This process so far.
    public static var current: ProcessCPU { measure(children: false) }
    /// The children this process has waited for so far.
    public static var children: ProcessCPU { measure(children: true) }

    private static func measure(children: Bool) -> ProcessCPU {
        let usage = Platform.resourceUsage(children: children)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return ProcessCPU(userSeconds: seconds(usage.user), systemSeconds: seconds(usage.system), peakKiB: usage.peakKiB)
    }

    /// "user 1.234 s, sys 0.056 s, peak 51200 KiB".
    public var description: String {
        String(format: "user %.3f s, sys %.3f s, peak %d KiB", userSeconds, systemSeconds, peakKiB)
    }
}
