import Foundation

/// The worker side: `iconforge __worker` reads render requests from stdin and answers each
/// on stdout until stdin closes. It limits itself first, so a hostile SVG costs at most
/// one worker: allocations past the limit fail instead of swapping the machine.
public enum WorkerService {
    /// The hidden subcommand that runs a worker.
    public static let commandName = "__worker"

    /// The running binary, for starting workers of the same build.
    public static var currentExecutable: URL {
        if let path = Platform.executablePath { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    }

    /// Serves requests until the supervisor closes the pipe or dies, rendering each with
    /// `rasterizer` (librsvg here; a test's worker passes one that fails on cue).
    public static func run(memoryLimit: Int, supervisor: pid_t, rasterizer: some Rasterizer = LibrsvgRasterizer()) {
        Platform.setLimit(.coreFile, to: 0)
        Platform.keepFreedMemory()
        Platform.setLimit(.addressSpace, to: memoryLimit)
        watch(supervisor)
        // Replies get their own descriptor; anything a library prints on stdout lands on stderr.
        let replies = dup(1)
        dup2(2, 1)
        var input = FrameBuffer()
        while let frame = FrameIO.read(from: 0, into: &input) {
            PhaseTrace.mark("request-read")
            let result = Result { try rasterizer.render(try WorkerMessages.decodeRequest(frame)) }
            PhaseTrace.mark("reply-ready")
            guard FrameIO.write(WorkerMessages.encode(result), to: replies) else { return }
        }
    }

    /// Ends the worker when the supervisor is gone (a SIGKILLed supervisor closes no pipe a
    /// busy worker would notice). PR_SET_PDEATHSIG is no use here: it fires when the spawning
    /// *thread* exits, and workers outlive the threads that start them.
    private static func watch(_ supervisor: pid_t) {
        // Foundation sets up its thread objects lazily, once: left to the watcher's start and
        // to the first `Thread.current` of the render (XMLParser asks for it), the two once
        // blocks deadlocked a forked worker now and then (gdb: both threads in `once_slow`),
        // and the icon failed after the render timeout. Done here, before the second thread.
        _ = Thread.current
        let thread = Thread {
            while getppid() == supervisor { sleep(1) }
            _exit(0)
        }
        thread.stackSize = 64 << 10
        thread.start()
    }
}
