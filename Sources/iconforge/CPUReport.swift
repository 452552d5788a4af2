import Foundation
import IconForgeKit

/// With ICONFORGE_CPU_REPORT=1 in the environment, a command prints at exit, on stderr, the
/// CPU time and peak memory of the supervisor (this process) and of its render workers:
///   iconforge: cpu: supervisor user 0.812 s, sys 0.101 s, peak 61234 KiB
///   iconforge: cpu: workers user 3.020 s, sys 0.410 s, peak 48120 KiB
/// For benchmarks (Benchmarks/run.sh); the workers themselves never print it.
enum CPUReport {
    static let variable = "ICONFORGE_CPU_REPORT"

    static func installIfRequested() {
        guard getenv(variable).map({ String(cString: $0) }) == "1",
              CommandLine.arguments.dropFirst().first != WorkerService.commandName else {
            // Nothing counts the workers' CPU: an ending command need not wait for them to go.
            WorkerPool.reapIdleWorkers(false)
            return
        }
        atexit {
            // Workers count once reaped: end the idle ones first.
            WorkerPool.shutdownAll()
            let lines = "iconforge: cpu: supervisor \(ProcessCPU.current.description)\n"
                + "iconforge: cpu: workers \(ProcessCPU.children.description)\n"
            FileHandle.standardError.write(Data(lines.utf8))
        }
    }
}
