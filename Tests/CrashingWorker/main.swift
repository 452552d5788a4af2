import Foundation
import IconForgeKit

// A render worker for the end-to-end tests: iconforge's own worker loop (`WorkerService`), whose
// renderer crashes (SIGSEGV) on cue, so the tests can show what a crash costs without a fault the
// shipped binary would obey. The tests run iconforge with ICONFORGE_WORKER naming this program and
// CRASHING_WORKER saying what crashes:
//   render             every request
//   vector-converter   every request that asks for a VectorDrawable (the converter shares the
//                      request's worker with the renderer; iconforge retries without it)
// It is started as iconforge starts its workers: `__worker --memory-limit N --supervisor PID --png-effort E`.

/// Renders as iconforge's worker does, crashing first where `crashes` says.
struct CrashingRasterizer: Rasterizer {
    let crashes: @Sendable (RenderRequest) -> Bool

    func render(_ request: RenderRequest) throws -> RenderResult {
        if crashes(request) {
            // The Swift runtime's crash handler returns from a raised signal; the default one does not.
            signal(SIGSEGV, SIG_DFL)
            raise(SIGSEGV)
        }
        return try LibrsvgRasterizer().render(request)
    }
}

/// The value after `name` among the arguments.
func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let at = arguments.firstIndex(of: name), at + 1 < arguments.count else { return nil }
    return arguments[at + 1]
}

let fault = ProcessInfo.processInfo.environment["CRASHING_WORKER"] ?? ""
let crashes: @Sendable (RenderRequest) -> Bool
switch fault {
case "render": crashes = { _ in true }
case "vector-converter": crashes = { $0.drawable != nil }
default:
    FileHandle.standardError.write(Data("crashing-worker: CRASHING_WORKER is render or vector-converter, not '\(fault)'\n".utf8))
    exit(2)
}
guard CommandLine.arguments.dropFirst().first == WorkerService.commandName,
      let memoryLimit = option("--memory-limit").flatMap(Int.init), let supervisor = option("--supervisor").flatMap(Int32.init) else {
    FileHandle.standardError.write(Data("crashing-worker: run as iconforge runs a worker\n".utf8))
    exit(2)
}
PNGEffort.current = option("--png-effort").flatMap(PNGEffort.init(rawValue:)) ?? .standard
WorkerService.run(memoryLimit: memoryLimit, supervisor: supervisor, rasterizer: CrashingRasterizer(crashes: crashes))
