import Foundation

extension Rasterizer {
    /// Renders groups of requests (an asset's canvases and drawings) in one batch, and hands
    /// each group's results to `deliver`, in request order, as soon as all of them are in, or
    /// its first failure. `deliver` may be called from several threads at once, once per group.
    public func renderGroups(_ groups: [[RenderRequest]], deliver: @escaping (Int, Result<[RenderResult], Error>) -> Void) {
        var owner: [(group: Int, position: Int)] = []
        for (index, group) in groups.enumerated() {
            owner += group.indices.map { (index, $0) }
        }
        var pending = groups.map { [RenderResult?](repeating: nil, count: $0.count) }
        var failed = Set<Int>()
        let lock = NSLock()
        renderBatch(groups.flatMap { $0 }) { index, result in
            let (group, position) = owner[index]
            lock.lock()
            guard !failed.contains(group) else { lock.unlock(); return }
            switch result {
            case .failure(let error):
                failed.insert(group)
                lock.unlock()
                deliver(group, .failure(error))
            case .success(let rendered):
                pending[group][position] = rendered
                let results = pending[group]
                let complete = !results.contains { $0 == nil }
                if complete { pending[group] = [] }
                lock.unlock()
                if complete { deliver(group, .success(results.map { $0! })) }
            }
        }
    }
}
