import Foundation
import Synchronization

/// Supervises up to `jobs` worker processes and hands them render requests. A worker that
/// crashes, runs past the timeout or out of memory fails only its own request and is
/// replaced; idle workers are kept for the next batch and killed by `shutdown()`.
public final class WorkerPool: Sendable {
    /// How workers are started and limited.
    public struct Configuration: Sendable {
        /// The iconforge binary, run as `executable __worker ...`.
        public var executable: URL
        /// Workers rendering at the same time.
        public var jobs: Int
        /// Seconds one request may take before its worker is killed.
        public var timeout: Double
        /// Address-space limit of each worker, in bytes (`setrlimit(RLIMIT_AS)`).
        public var memoryLimit: Int
        /// Whether `shutdown()` waits for its killed idle workers to be gone: right for a
        /// long-lived process. A command line that exits next leaves them to init.
        public var reapsIdleWorkers: Bool

        public init(executable: URL, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                    timeout: Double = 10, memoryLimit: Int = 1 << 30, reapsIdleWorkers: Bool = true) {
            self.executable = executable
            self.jobs = max(1, jobs)
            self.timeout = timeout
            self.memoryLimit = memoryLimit
            self.reapsIdleWorkers = reapsIdleWorkers
        }
    }

    public let configuration: Configuration
    private let idle = Mutex<[WorkerProcess]>([])

    public init(_ configuration: Configuration) {
        self.configuration = configuration
        // A worker dying mid-request must surface as EPIPE on our write, not kill the supervisor.
        signal(SIGPIPE, SIG_IGN)
        Self.living.withLock { living in
            living.removeAll { $0.pool == nil }
            living.append(Weak(pool: self))
        }
    }

    private struct Weak { weak var pool: WorkerPool? }
    private static let living = Mutex<[Weak]>([])

    /// Shuts down every pool still alive, so their workers are reaped (a process exiting
    /// without this leaves them to end on their own, and their CPU time is never counted), and
    /// the standby worker when no pool took it.
    public static func shutdownAll() {
        let pools = living.withLock { living in
            defer { living.removeAll() }
            return living.compactMap(\.pool)
        }
        pools.forEach { $0.shutdown() }
        StandbyWorker.stop()
    }

    /// Kills every worker of this process at once, the standby included, and starts no more:
    /// for a command about to end on a signal, whose busy workers would otherwise render on
    /// until they notice it is gone. Renders in progress fail; nothing waits for the workers.
    static func killEveryWorker() {
        StandbyWorker.kill()
        WorkerProcess.killAll()
    }

    deinit { shutdown() }

    /// Kills the idle workers, and reaps them if the configuration says so. Running batches are not affected.
    public func shutdown() {
        let workers = idle.withLock { idle in
            defer { idle.removeAll() }
            return idle
        }
        if configuration.reapsIdleWorkers { workers.forEach { $0.stop() } } else { workers.forEach { $0.dismiss() } }
    }

    /// Renders every request on up to `jobs` workers; see `Rasterizer.renderBatch`. The first
    /// batch also sets this process's allocator to keep freed memory (`freedMemoryKept`).
    public func renderBatch(_ requests: [RenderRequest], deliver: @escaping @Sendable (Int, Result<RenderResult, Error>) -> Void) {
        guard !requests.isEmpty else { return }
        _ = Self.freedMemoryKept
        let claims = RequestClaims(count: requests.count)
        let claim: @Sendable () -> Int? = { claims.next() }
        let group = DispatchGroup()
        for _ in 0 ..< min(configuration.jobs, requests.count) {
            group.enter()
            let thread = Thread { [self] in
                var lane = WorkerLane(pool: self, worker: takeIdle())
                lane.run(requests, claim: claim, deliver: deliver)
                if let worker = lane.worker { giveBack(worker) }
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
    }

    /// Set once a batch starts: its lanes and contact sheets allocate buffers of the same
    /// sizes over and over (replies, a sheet's pages of 2 MB), which glibc would otherwise
    /// hand back to the kernel and fault in, zeroed, the next time.
    private static let freedMemoryKept: Void = Platform.keepFreedMemory()

    /// Starts workers until `count` are idle, so the process start-up (the runtime, librsvg)
    /// runs while the caller is still busy; a worker that cannot start is left to the first
    /// render to report.
    public func prelaunch(_ count: Int) {
        let missing = idle.withLock { max(0, count - $0.count) }
        for _ in 0 ..< missing {
            guard let worker = try? launch() else { return }
            giveBack(worker)
        }
    }

    func launch() throws -> WorkerProcess {
        if let standby = StandbyWorker.take(memoryLimit: configuration.memoryLimit, effort: PNGEffort.current) { return standby }
        return try WorkerProcess(executable: configuration.executable, arguments: [
            WorkerService.commandName,
            "--memory-limit", String(configuration.memoryLimit),
            "--supervisor", String(getpid()),
            // Workers encode the icons, so they need the command's encoding effort (`--optimize`).
            "--png-effort", PNGEffort.current.rawValue,
        ])
    }

    private func takeIdle() -> WorkerProcess? {
        idle.withLock { $0.popLast() }
    }

    private func giveBack(_ worker: WorkerProcess) {
        idle.withLock { $0.append(worker) }
    }
}

/// Hands out a batch's request indices, each once, to the lanes taking them.
private final class RequestClaims: Sendable {
    private let taken = Mutex(0)
    private let count: Int

    init(count: Int) { self.count = count }

    func next() -> Int? {
        taken.withLock { taken in
            guard taken < count else { return nil }
            taken += 1
            return taken - 1
        }
    }
}
