import Foundation

/// One thread's share of a batch: it keeps one worker busy, sending the next request
/// before handing the previous result on, so rendering overlaps the caller's work.
struct WorkerLane {
    let pool: WorkerPool
    private(set) var worker: WorkerProcess?

    init(pool: WorkerPool, worker: WorkerProcess?) {
        self.pool = pool
        self.worker = worker
    }

    /// A request on its way: sent at `deadline - timeout`, or already failed before it could be sent.
    private enum Job {
        case sent(index: Int, deadline: UInt64)
        case failed(index: Int, WorkerFailure)
    }

    mutating func run(_ requests: [RenderRequest], claim: () -> Int?,
                      deliver: (Int, Result<RenderResult, Error>) -> Void) {
        guard let first = claim() else { return }
        var job = dispatch(first, requests[first])
        while true {
            var (index, result) = collect(job)
            if let lost = Self.lostDrawable(requests[index], result) {
                result = retryWithoutDrawable(index, requests[index], lost: lost)
            }
            let following = claim()
            if let following { job = dispatch(following, requests[following]) }
            deliver(index, result)
            guard following != nil else { return }
        }
    }

    /// Sends `request` and waits for its reply, before anything else is sent.
    mutating func render(_ index: Int, _ request: RenderRequest) -> Result<RenderResult, Error> {
        collect(dispatch(index, request)).1
    }

    /// Sends a request to the worker, starting one when needed. A worker found dead on
    /// sending (it died after its last reply) is replaced once before the request fails.
    private mutating func dispatch(_ index: Int, _ request: RenderRequest) -> Job {
        let frame = WorkerMessages.encode(request)
        for _ in 0 ..< 2 {
            do {
                let current = try worker ?? pool.launch()
                worker = current
                let nanoseconds = UInt64(pool.configuration.timeout * 1e9)
                let deadline = DispatchTime.now().uptimeNanoseconds + nanoseconds
                if current.send(frame) { return .sent(index: index, deadline: deadline) }
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
