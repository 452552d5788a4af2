import Foundation

/// Renders every request in a supervised worker process (see `WorkerPool`), so a crash,
/// hang or memory blow-up in librsvg fails one input instead of the whole run.
public final class WorkerPoolRasterizer: Rasterizer, Sendable {
    public let pool: WorkerPool

    public init(_ configuration: WorkerPool.Configuration) {
        pool = WorkerPool(configuration)
    }

    public func render(_ request: RenderRequest) throws -> RenderResult {
        let result = LockedBox<Result<RenderResult, Error>>(.failure(WorkerFailure.unavailable("no result")))
        pool.renderBatch([request]) { _, delivered in result.withLock { $0 = delivered } }
        return try result.withLock { $0 }.get()
    }

    public func renderBatch(_ requests: [RenderRequest], deliver: @escaping @Sendable (Int, Result<RenderResult, Error>) -> Void) {
        pool.renderBatch(requests, deliver: deliver)
    }

    public func prepare(forRenders count: Int) {
        pool.prelaunch(min(count, pool.configuration.jobs))
    }
}

