import Foundation
import Synchronization

/// One running worker (`iconforge __worker`) seen from the supervisor: its pid and three
/// pipes. Requests go to its stdin, replies come from its stdout, and the tail of its stderr
/// is kept to tell why it died (librsvg's panics and allocation failures are printed there).
/// Unchecked: it wraps a child's pid and pipe descriptors, and one lane at a time uses it,
/// handed between lanes only through the pool's lock (`WorkerPool.idle`).
final class WorkerProcess: @unchecked Sendable {
    let pid: pid_t
    private let input: Int32
    private let output: Int32
    private let errors: Int32
    private var reply = FrameBuffer()
    private var errorTail: [UInt8] = []
    private var errorsOpen = true
    private var exitStatus: Int32?
    /// The largest request that may wait in the worker's pipe behind the one it renders: a
    /// quarter of the pipe, so two queued requests never fill it and a send never blocks while
    /// the worker blocks writing a reply (both sides would wait for ever).
    private(set) lazy var queueAheadLimit = Platform.pipeCapacity(input) / 4

    /// How a wait for a reply ended.
    enum Reply {
        case frame([UInt8])
        /// The worker closed its stdout: it died (`stop()` reaps it and gives the status).
        case closed
        case timedOut
        /// The worker announced a frame longer than `FrameIO.maximumLength`.
        case oversized
    }

    /// Serialises pipe creation and spawning: a pipe end that leaked into a sibling worker
    /// would keep that pipe open, and a crash would then look like a hang.
    private static let spawnLock = NSLock()
    /// The workers started and not yet stopped, by pid, for `killAll`: changed only while
    /// `spawnLock` is held, so no worker starts or stops between `killAll`'s kills and the end.
    private static let running = Mutex<Set<pid_t>>([])

    /// Starts `executable arguments...` with its three standard streams on fresh pipes.
    init(executable: URL, arguments: [String]) throws {
        Self.spawnLock.lock()
        defer { Self.spawnLock.unlock() }
        var pipes: [(read: Int32, write: Int32)] = []
        do {
            for _ in 0 ..< 3 { pipes.append(try Self.makePipe()) }
        } catch {
            // Running out of descriptors must not leak the pipes made so far.
            for pipe in pipes { close(pipe.read); close(pipe.write) }
            throw error
        }
        let toWorker = pipes[0], fromWorker = pipes[1], errorPipe = pipes[2]
        // The supervisor ignores SIGPIPE and may block signals on this thread; the worker starts clean.
        let spawned = Platform.spawn(executable.path, arguments: [executable.path] + arguments,
                                     streams: (toWorker.read, fromWorker.write, errorPipe.write))
        for fd in [toWorker.read, fromWorker.write, errorPipe.write] { close(fd) }
        guard spawned.status == 0 else {
            for fd in [toWorker.write, fromWorker.read, errorPipe.read] { close(fd) }
            throw WorkerFailure.unavailable("\(executable.path): \(String(cString: strerror(spawned.status)))")
        }
        let child = spawned.child
        Self.running.withLock { _ = $0.insert(child) }
        pid = child
        input = toWorker.write
        output = fromWorker.read
        errors = errorPipe.read
    }

    /// A worker already running on these pipes (the standby worker).
    init(adopting pid: pid_t, input: Int32, output: Int32, errors: Int32) {
        self.pid = pid
        self.input = input
        self.output = output
        self.errors = errors
        Self.spawnLock.withLock { Self.running.withLock { _ = $0.insert(pid) } }
    }

    /// Kills every worker still running (SIGKILL, no waiting) and lets none start from now on:
    /// for a process about to end on a signal. A lane that then asks for a worker, or stops
    /// one, waits until the process ends.
    static func killAll() {
        spawnLock.lock()
        // Never unlocked: no worker may start between these kills and the process's end.
        for pid in running.withLock({ $0 }) { Foundation.kill(pid, SIGKILL) }
    }

    deinit {
        stop()
    }

    /// Sends one request frame; false when the worker is gone.
    func send(_ frame: [UInt8]) -> Bool {
        errorTail.removeAll()
        return FrameIO.write(frame, to: input)
    }

    /// Waits for the next reply frame until `deadline` (monotonic nanoseconds), draining stderr meanwhile.
    func receive(until deadline: UInt64) -> Reply {
        while true {
            if let frame = reply.takeFrame() { return .frame(frame) }
            let now = DispatchTime.now().uptimeNanoseconds
            var fds = [pollfd(fd: output, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
            // Past the deadline, a reply already waiting still counts: the deadline runs from
            // sending, and the caller may have been busy with the previous result meanwhile.
            // A reply larger than the pipe arrives in chunks: once it has begun, the worker
            // gets a moment for each next chunk instead of being taken for hung.
            let grace: Int32 = reply.isReceiving ? 1000 : 0
            let waitMs = now < deadline ? Int32(clamping: (deadline - now + 999_999) / 1_000_000) : grace
            let ready = poll(&fds, nfds_t(errorsOpen ? 2 : 1), waitMs)
            if ready < 0 && errno == EINTR { continue }
            guard ready >= 0 else { return .closed }
            if now >= deadline, fds[0].revents == 0 { return .timedOut }
            if fds[1].revents != 0 { drainErrors() }
            if fds[0].revents != 0, reply.fill(from: output) <= 0 { return reply.isOversized ? .oversized : .closed }
        }
    }

    /// What the worker printed on stderr during the current job (the last few KB).
    var errorText: String { String(decoding: errorTail, as: UTF8.self) }

    /// Kills the worker if it still runs and reaps it; returns its wait status. Idempotent.
    /// An idle worker loses nothing, and a dead one just gets reaped.
    @discardableResult
    func stop() -> Int32 {
        if let exitStatus { return exitStatus }
        Self.spawnLock.withLock { Self.running.withLock { _ = $0.remove(pid) } }
        close(input)
        Foundation.kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        drainErrors()
        close(output)
        close(errors)
        exitStatus = status
        return status
    }

    /// Kills an idle worker without waiting for the kernel to tear it down: for a process about
    /// to exit, whose children are then reaped by init (the wait was 1-2 ms at the end of every
    /// command).
    func dismiss() {
        guard exitStatus == nil else { return }
        Self.spawnLock.withLock { Self.running.withLock { _ = $0.remove(pid) } }
        close(input)
        Foundation.kill(pid, SIGKILL)
        close(output)
        close(errors)
        exitStatus = SIGKILL
    }

    private func drainErrors() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        var fds = [pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
        while errorsOpen, poll(&fds, 1, 0) > 0 {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(errors, $0.baseAddress!, $0.count) }
            guard count > 0 else {
                errorsOpen = false
                return
            }
            errorTail.append(contentsOf: chunk[0 ..< count])
            if errorTail.count > 8192 { errorTail.removeFirst(errorTail.count - 4096) }
        }
    }

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            throw WorkerFailure.unavailable("cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }
}
