import Foundation
import Synchronization

/// Which of a manifest's source files a build may know by the SHA-256 kept for them, without
/// reading them: those whose stamp (`FileStamp`: size, inode, device, modification and change
/// time) is the one kept after the last build that read them. The plan needs only a source's
/// hash; its bytes are read when its asset is rendered (`IconSource.read`). Any other source is
/// read and hashed as before, and its stamp kept unless it was written within the recent-write
/// window (`FileStamp.isRecent`). Kept beside the outputs' stamps (`FileTrust`), one `.sources`
/// file per manifest; `build --check` uses none and reads every source.
final class SourceTrust: Sendable {
    private let cacheURL: URL?
    private let manifestPath: String
    /// What the stamps hold for: the input limit a source was read under, and this release.
    private let state: String
    /// Absolute path -> stamp and SHA-256, as kept after the last build.
    private let kept: [String: StampCache.Kept]
    private let seen = Mutex(Seen())

    private struct Seen {
        /// Every file source of this build: its stamp (taken before it was read, when it was) and hash.
        var used: [String: StampCache.Kept] = [:]
        /// The sources known by their kept hash: one whose read fails when needed is not kept.
        var unread: [(path: String, source: IconSource)] = []
        var work = BuildWork()
    }

    /// What this build did that the cache did not spare: the sources it read to hash.
    var work: BuildWork { seen.withLock { $0.work } }

    /// The trust for the sources of the manifest at `manifest`, read under `maximumBytes`.
    init(manifest: URL, maximumBytes: Int) {
        manifestPath = manifest.path
        state = "sources \(maximumBytes) \(IconForgeVersion.string)"
        cacheURL = FileTrust.cacheFolder?.appendingPathComponent(
            SHA256.hex("sources\n" + RealPath.of(manifest.path)).prefix(32) + "." + StampCache.Kind.sources.rawValue)
        var unread: String?
        switch cacheURL.map(StampCache.load) {
        case .success(let contents?) where contents.state == state: kept = contents.kept
        case .failure(let reason):
            kept = [:]
            unread = "\(cacheURL!.path): \(reason)"
        default: kept = [:]
        }
        if let unread { seen.withLock { $0.work.cacheUnread = unread } }
    }

    /// `inputs` as `IconInput.loadAll` gives them, except that a file whose stamp is the one kept
    /// (and older than the recent-write window) is not read: it is known by its kept hash until
    /// its bytes are needed. Every other file is read, and hashed, on pooled threads.
    func loadAll(_ inputs: [IconInput], maximumBytes: Int) -> [Result<IconSource, InputError>] {
        let paths = inputs.map { input -> String? in
            if case .file(let path) = input { return path } else { return nil }
        }
        // Stamped before anything is read: a write after it changes the stamp, so is never kept.
        let stamps = [FileStamp?](concurrentlyMapping: paths.count, chunk: 64) { paths[$0].flatMap(FileStamp.of) }
        let now = FileStamp.now
        var results = [Result<IconSource, InputError>?](repeating: nil, count: inputs.count)
        for index in inputs.indices {
            guard let path = paths[index], let stamp = stamps[index], let kept = kept[path], kept.stamp == stamp,
                  !stamp.isRecent(now: now) else { continue }
            results[index] = .success(IconSource(unreadAt: path, sha256: kept.hash, maximumBytes: maximumBytes))
        }
        let unreadSources = inputs.indices.compactMap { index -> (String, IconSource)? in
            guard let path = paths[index], case .success(let source)? = results[index] else { return nil }
            return (path, source)
        }
        let unread = inputs.indices.filter { results[$0] == nil }
        let loaded = IconInput.loadAll(unread.map { inputs[$0] }, name: nil, maximumBytes: maximumBytes)
        // Hashed on every core: the plan needs each hash.
        let hashes = [String?](concurrentlyMapping: loaded.count, chunk: 8) { (try? loaded[$0].get())?.sha256 }
        for (index, result) in zip(unread, loaded) { results[index] = result }
        seen.withLock { seen in
            // Sized once: grown a step at a time, the table was rehashed a dozen times at a thousand sources.
            seen.used.reserveCapacity(seen.used.count + inputs.count)
            for index in inputs.indices {
                guard let path = paths[index], let stamp = stamps[index], case .success(let source)? = results[index] else { continue }
                seen.used[path] = StampCache.Kept(stamp: stamp, hash: source.sha256)
            }
            seen.work.sourcesRead += zip(unread, hashes).filter { paths[$0.0] != nil && $0.1 != nil }.count
            seen.unread += unreadSources
        }
        return results.map { $0! }
    }

    /// Keeps the stamps of the sources this build used for the next one: each kept one still as
    /// kept (unless reading it failed when it was needed), and each read one whose stamp is older
    /// than the recent-write window and was not changed since it was read. Written only when that
    /// differs from what is kept; a cache that cannot be written is noted in `work` (the next
    /// build reads every source). Saved also by a build that stops on a source it could not read.
    func save() {
        guard let cacheURL else { return }
        let now = FileStamp.now
        let (used, unread) = seen.withLock { ($0.used, $0.unread) }
        let failed = Set(unread.filter(\.source.readFailed).map(\.path))
        // A path with a line break cannot be a line of the cache (looked for byte by byte: Foundation's
        // search, per source, cost a build with nothing to do more than the rest of the save).
        let keepable = used.lazy.filter { path, entry in
            !entry.stamp.isRecent(now: now) && !path.utf8.contains(UInt8(ascii: "\n")) && !failed.contains(path)
        }
        // Every source as kept (a build with nothing to do): known without making the next table.
        var asKept = 0, allAsKept = true
        for (path, entry) in keepable {
            guard kept[path] == entry else { allAsKept = false; break }
            asKept += 1
        }
        if allAsKept, asKept == kept.count { return }
        var next: [String: StampCache.Kept] = [:]
        for (path, entry) in keepable where kept[path] == entry || FileStamp.of(path) == entry.stamp { next[path] = entry }
        guard next != kept else { return }
        if let problem = StampCache.write(StampCache.Contents(state: state, kept: next), owner: manifestPath, to: cacheURL) {
            seen.withLock { $0.work.cacheProblem = problem }
        }
    }
}
