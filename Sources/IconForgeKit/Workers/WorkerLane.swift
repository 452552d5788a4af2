import Foundation

/// One thread's share of a batch: it keeps one worker busy with two requests in its pipe, so the
/// worker starts the next one as soon as it has answered, while this thread hands the previous
/// result on (or waits for a core on a busy machine).
struct WorkerLane {
    let pool: WorkerPool
    private(set) var worker: WorkerProcess?

    /// Requests sent ahead of the one being rendered.
    static let depth = 2

    init(pool: WorkerPool, worker: WorkerProcess?) {
        self.pool = pool
        self.worker = worker
    }

    /// A request on its way: sent at `deadline - timeout`, or already failed before it could be sent.
    private enum Job {
        case sent(index: Int, deadline: UInt64)
        case failed(index: Int, WorkerFailure)

        var index: Int {
            switch self {
            case .sent(let index, _), .failed(let index, _): return index
            }
        }
    }

    mutating func run(_ requests: [RenderRequest], claim: () -> Int?,
                      deliver: (Int, Result<RenderResult, Error>) -> Void) {
        var inFlight: [Job] = []
        // Claimed but too large to wait in the pipe behind another: sent when the worker is free.
        var held: (index: Int, frame: [UInt8])?
        func topUp(_ lane: inout WorkerLane) {
            while inFlight.count < Self.depth {
                if held == nil {
                    guard let next = claim() else { return }
                    held = (next, WorkerMessages.encode(requests[next]))
                }
                guard let (index, frame) = held else { return }
                if !inFlight.isEmpty, frame.count > lane.worker?.queueAheadLimit ?? 0 { return }
                inFlight.append(lane.dispatch(index, frame: frame))
                held = nil
            }
        }
        topUp(&self)
        while !inFlight.isEmpty {
            var (index, result) = collect(inFlight.removeFirst())
            if worker == nil {
                // The worker is gone, and the requests queued behind never ran: they go again,
                // to a fresh worker, after the lost one's retry.
                let queued = inFlight.map(\.index)
                inFlight.removeAll()
                if let lost = Self.lostDrawable(requests[index], result) {
                    result = retryWithoutDrawable(index, requests[index], lost: lost)
                }
                for again in queued { inFlight.append(dispatch(again, frame: WorkerMessages.encode(requests[again]))) }
            } else if case .sent(let next, _) = inFlight.first {
                // The worker starts on the next request now: its timeout runs from here.
                inFlight[0] = .sent(index: next, deadline: Self.deadline(pool.configuration.timeout))
            }
            topUp(&self)
            deliver(index, result)
        }
    }

    private static func deadline(_ timeout: Double) -> UInt64 {
        DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
    }

    /// Sends `request` and waits for its reply, before anything else is sent.
    mutating func render(_ index: Int, _ request: RenderRequest) -> Result<RenderResult, Error> {
        collect(dispatch(index, frame: WorkerMessages.encode(request))).1
    }

    /// Sends a request to the worker, starting one when needed. A worker found dead on
    /// sending (it died after its last reply) is replaced once before the request fails.
    private mutating func dispatch(_ index: Int, frame: [UInt8]) -> Job {
        for _ in 0 ..< 2 {
            do {
                let current = try worker ?? pool.launch()
                worker = current
                let deadline = Self.deadline(pool.configuration.timeout)
                if current.send(frame) {
                    PhaseTrace.mark("request-sent")
                    return .sent(index: index, deadline: deadline)
                }
                retire()
            } catch {
                return .failed(index: index, error as? WorkerFailure ?? .unavailable("\(error)"))
            }
        }
        return .failed(index: index, .unavailable("the worker exits as soon as it starts"))
    }

    /// Waits for the reply to `job`; on a crash or timeout the worker is replaced.
    private mutating func collect(_ job: Job) -> (Int, Result<RenderResult, Error>) {
        switch job {
        case .failed(let index, let failure):
            return (index, .failure(failure))
        case .sent(let index, let deadline):
            guard let current = worker else { return (index, .failure(WorkerFailure.unavailable("no worker"))) }
            switch current.receive(until: deadline) {
            case .frame(let bytes):
                PhaseTrace.mark("reply-received")
                do {
                    return (index, try WorkerMessages.decodeReply(bytes).mapError(memoryAware))
                } catch {
                    retire()
                    return (index, .failure(error))
                }
            case .oversized:
                retire()
                return (index, .failure(WorkerFailure.protocolError("reply longer than \(ByteCount.format(FrameIO.maximumLength))")))
            case .timedOut:
                retire()
                return (index, .failure(WorkerFailure.timedOut(seconds: pool.configuration.timeout)))
            case .closed:
                let status = current.stop()
                let text = current.errorText
                worker = nil
                return (index, .failure(WorkerDeath.diagnose(status: status, errorText: text,
                                                             memoryLimit: pool.configuration.memoryLimit)))
            }
        }
    }

    /// A renderer error that is really an allocation failure reads as the memory limit.
    private func memoryAware(_ error: Error) -> Error {
        let message: String?
        if case .renderer(let text) = error as? WorkerFailure { message = text } else { message = (error as? RenderError)?.message }
        guard let message, WorkerDeath.mentionsMemoryExhaustion(message) else { return error }
        return WorkerFailure.memoryLimit(bytes: pool.configuration.memoryLimit)
    }

    private mutating func retire() {
        worker?.stop()
        worker = nil
    }
}
