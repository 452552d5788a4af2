import Foundation
import Synchronization

/// The first render worker, forked at the very start of `iconforge icon`, `button` and `build`,
/// before their arguments are parsed. A spawned worker starts the whole program again (the
/// dynamic linker, the Swift runtime, Foundation) before it can render; a fork is a copy of a
/// process that has done all that, so one icon waits for its parsing and checks only. It is a
/// process of its own like every worker (a crash, a hang or a memory blow-up costs one line), and
/// is forked while the process still has one thread, the one moment a fork is safe. It waits
/// for its configuration (the memory limit and PNG effort the command settled on); a command that
/// never renders just exits, and the standby, reading end of file, exits too.
public enum StandbyWorker {
    private struct Standby: Sendable {
        var pid: pid_t
        var input: Int32, output: Int32, errors: Int32
    }

    private static let standby = Mutex<Standby?>(nil)

    /// Forks the standby worker. Call first thing in `main`, before any thread starts.
    public static func fork(warming warmUp: StandbyWarmUp = .renderer) {
        var fds: [Int32] = []
        for _ in 0 ..< 3 {
            var pair: [Int32] = [0, 0]
            guard pipe(&pair) == 0 else { fds.forEach { close($0) }; return }
            for fd in pair { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            fds += pair
        }
        // fds: [0] worker's stdin, [1] ours to it; [2] ours from it, [3] its stdout; [4] ours for its stderr, [5] its stderr.
        let child = Platform.fork()
        if child == 0 {
            dup2(fds[0], 0)
            dup2(fds[3], 1)
            dup2(fds[5], 2)
            fds.forEach { close($0) }
            serve(warmUp)
        }
        for fd in [fds[0], fds[3], fds[5]] { close(fd) }
        guard child > 0 else {
            for fd in [fds[1], fds[2], fds[4]] { close(fd) }
            return
        }
        standby.withLock { $0 = Standby(pid: child, input: fds[1], output: fds[2], errors: fds[4]) }
    }

    /// Hands the standby worker over, configured, as the pool's worker; nil when there is none.
    static func take(memoryLimit: Int, effort: PNGEffort) -> WorkerProcess? {
        guard let taken = standby.withLock({ standby -> Standby? in defer { standby = nil }; return standby }) else { return nil }
        let worker = WorkerProcess(adopting: taken.pid, input: taken.input, output: taken.output, errors: taken.errors)
        guard worker.send(Array("\(memoryLimit) \(effort.rawValue)".utf8)) else { return nil }
        return worker
    }

    /// Ends and reaps the standby worker if no pool took it (so its CPU time is counted).
    static func stop() {
        guard let taken = standby.withLock({ standby -> Standby? in defer { standby = nil }; return standby }) else { return }
        WorkerProcess(adopting: taken.pid, input: taken.input, output: taken.output, errors: taken.errors).stop()
    }

    /// Kills the standby worker if no pool took it, without waiting (`WorkerPool.killEveryWorker`).
    static func kill() {
        guard let taken = standby.withLock({ standby -> Standby? in defer { standby = nil }; return standby }) else { return }
        Foundation.kill(taken.pid, SIGKILL)
    }

    /// The child: initialises the renderer while the parent parses its arguments, then serves
    /// once configured. Never returns.
    private static func serve(_ warmUp: StandbyWarmUp) -> Never {
        signal(SIGPIPE, SIG_DFL)
        let supervisor = getppid()
        Platform.keepFreedMemory()
        PhaseTrace.mark("worker-forked")
        warmUp.run()
        PhaseTrace.mark("worker-warm")
        // Read to the byte: the first request may follow at once, and belongs to the worker's loop.
        guard let header = readExactly(4), let frame = readExactly(header.reversed().reduce(0) { $0 << 8 | Int($1) }),
              frame.count < 256 else { _exit(0) }
        let fields = String(decoding: frame, as: UTF8.self).split(separator: " ")
        guard fields.count == 2, let limit = Int(fields[0]), let effort = PNGEffort(rawValue: String(fields[1])) else { _exit(1) }
        PNGEffort.current = effort
        PhaseTrace.mark("worker-configured")
        WorkerService.run(memoryLimit: limit, supervisor: supervisor)
        _exit(0)
    }

    /// Exactly `count` bytes from standard input; nil at its end.
    private static func readExactly(_ count: Int) -> [UInt8]? {
        guard count < 256 else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { Foundation.read(0, $0.baseAddress! + done, count - done) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return nil }
            done += got
        }
        return bytes
    }
}
