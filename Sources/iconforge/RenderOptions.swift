import ArgumentParser
import Foundation
import IconForgeKit

/// Options shared by every command that renders SVGs: each input renders in a supervised
/// worker process, within these limits.
struct RenderOptions: ParsableArguments {
    @Option(help: "Worker processes rendering at once (default: the number of cores).")
    var jobs: Int?

    @Option(help: ArgumentHelp("Seconds one input may take to read, or to render, before it fails.", valueName: "seconds"))
    var timeout: Double = 10

    @Option(help: ArgumentHelp("Memory limit of each worker (address space), e.g. 512MiB or 2GiB. \(ByteSize.memoryLimit.shownDefault)",
                               valueName: "size"), transform: { try ByteSize.parse($0) })
    var memoryLimit = ByteSize.memoryLimit

    @Option(help: ArgumentHelp("Largest input accepted, checked before parsing (for .svgz, the decompressed size). \(ByteSize.inputLimit.shownDefault)",
                               valueName: "size"), transform: { try ByteSize.parse($0) })
    var maxInputSize = ByteSize.inputLimit

    @Flag(help: "Let an SVG load images and includes from its own folder or below (librsvg's rule). Off by default: nothing external is loaded, and never anything from the network.")
    var allowExternalFiles = false

    func validate() throws {
        if let jobs, !(1 ... 256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256") }
        guard timeout > 0, timeout <= 3600 else {
            throw ValidationError("--timeout must be more than 0 and at most 3600 seconds, not \(String(format: "%g", timeout))")
        }
        guard memoryLimit.bytes >= 256 << 20 else { throw ValidationError("--memory-limit must be at least 256MiB") }
        // Reading an input is bounded by the same limit as rendering it.
        InputFile.timeout = timeout
    }

    /// The rasterizer the command renders through: a pool of worker processes of this binary
    /// (or of the program `WorkerProgram` names). The command exits next, so its idle workers
    /// are killed without waiting for them to go: init reaps them.
    func makeRasterizer() -> Rasterizer {
        WorkerPoolRasterizer(WorkerPool.Configuration(
            executable: WorkerProgram.executable,
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            timeout: timeout,
            memoryLimit: memoryLimit.bytes,
            reapsIdleWorkers: false))
    }
}
