import Foundation
import IconForgeKit

/// With ICONFORGE_CPU_REPORT=1 in the environment, a command prints at exit, on stderr, the
/// CPU time and peak memory of the supervisor (this process) and of its render workers:
///   iconforge: cpu: supervisor user 0.812 s, sys 0.101 s, peak 61234 KiB
///   iconforge: cpu: workers user 3.020 s, sys 0.410 s, peak 48120 KiB
/// For benchmarks (Benchmarks/run.sh); the workers themselves never print it. The workers are
/// run and ended as in any command; only at exit, after they are gone, does the report wait
/// for them, since a child counts once waited for.
enum CPUReport {
    static let variable = "ICONFORGE_CPU_REPORT"

    static func installIfRequested() {
        guard getenv(variable).map({ String(cString: $0) }) == "1",
              CommandLine.arguments.dropFirst().first != WorkerService.commandName else { return }
        atexit {
            WorkerPool.shutdownAll()
            CPUReport.reapEndedChildren()
            let lines = "iconforge: cpu: supervisor \(ProcessCPU.current.description)\n"
                + "iconforge: cpu: workers \(ProcessCPU.children.description)\n"
            FileHandle.standardError.write(Data(lines.utf8))
        }
    }

    /// Waits for the children that ended (the killed workers), for at most two seconds: one
    /// that has not ended by then is not waited for, and the report goes out without it.
    fileprivate static func reapEndedChildren() {
        let deadline = Date().addingTimeInterval(2)
        var status: Int32 = 0
        while Date() < deadline {
            let reaped = waitpid(-1, &status, WNOHANG)
            if reaped > 0 { continue }
            if reaped < 0 && errno != EINTR { return }  // ECHILD: none left
            usleep(1000)
        }
    }
}
