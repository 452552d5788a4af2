import ArgumentParser
import IconForgeKit

/// `iconforge __worker`: the render worker that rendering commands start and supervise.
/// Not for people: it speaks a binary protocol on stdin/stdout.
struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: WorkerService.commandName,
        _superCommandName: DirectParse.superCommandName,
        abstract: "Render worker (internal).",
        shouldDisplay: false
    )

    @Option(help: "Address-space limit in bytes.")
    var memoryLimit: Int

    @Option(help: "The supervising process; the worker ends when it is gone.")
    var supervisor: Int32

    @Option(help: "PNG encoding effort: standard or maximal.")
    var pngEffort: String = PNGEffort.standard.rawValue

    func run() {
        PNGEffort.current = PNGEffort(rawValue: pngEffort) ?? .standard
        WorkerService.run(memoryLimit: memoryLimit, supervisor: supervisor)
    }
}
