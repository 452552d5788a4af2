import Foundation

extension Rasterizer {
    /// Renders groups of requests (an asset's canvases and drawings) in one batch, and hands
    /// each group's results to `deliver`, in request order, as soon as all of them are in, or
    /// its first failure. `deliver` may be called from several threads at once, once per group.
    public func renderGroups(_ groups: [[RenderRequest]], deliver: @escaping @Sendable (Int, Result<[RenderResult], Error>) -> Void) {
        let owner = groups.enumerated().flatMap { index, group in group.indices.map { (group: index, position: $0) } }
        // Each group's results so far, and the groups that failed (delivered once, then ignored).
        let state = LockedBox((pending: groups.map { [RenderResult?](repeating: nil, count: $0.count) }, failed: Set<Int>()))
        renderBatch(groups.flatMap { $0 }) { index, result in
            let (group, position) = owner[index]
            let delivery: Result<[RenderResult], Error>? = state.withLock { state in
                guard !state.failed.contains(group) else { return nil }
                switch result {
                case .failure(let error):
                    state.failed.insert(group)
                    return .failure(error)
                case .success(let rendered):
                    state.pending[group][position] = rendered
                    let results = state.pending[group]
                    guard !results.contains(where: { $0 == nil }) else { return nil }
                    state.pending[group] = []
                    return .success(results.map { $0! })
                }
            }
            if let delivery { deliver(group, delivery) }
        }
    }
}
