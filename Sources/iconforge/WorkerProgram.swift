import Foundation
import IconForgeKit

/// The program render workers run: this binary as `iconforge __worker`, unless ICONFORGE_WORKER
/// names another that speaks the same protocol (a wrapper that runs iconforge's worker in a
/// sandbox, or the tests' worker that crashes on cue). Such a program is spawned for every
/// worker: none is forked from this process, which would run this binary's own.
enum WorkerProgram {
    static let variable = "ICONFORGE_WORKER"

    /// The program ICONFORGE_WORKER names, if it names one. Read with getenv: `main` asks
    /// before it forks the standby worker, and ProcessInfo's environment (a dictionary of every
    /// variable, and ProcessInfo's own set-up) cost 0.5-0.7 ms there, before both processes.
    static let chosen: URL? = getenv(variable).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }

    /// What every worker runs.
    static var executable: URL { chosen ?? WorkerService.currentExecutable }
}
