import Foundation
import Synchronization

/// Which files a build recorded in one output it may take as unchanged without reading them.
/// A no-op build would otherwise read and hash every output file and check every record's
/// paths. After each build the files' stamps (`FileStamp`) are kept with their SHA-256 in the
/// user's cache folder (`$XDG_CACHE_HOME/iconforge/stamps/`, else `~/.cache/…`), never in
/// the project: stamps mean nothing on another machine and would change with every build.
/// A file counts as unchanged when its stamp is the one kept and the build state, still the
/// file this build saved (its own stamp unchanged), records the hash kept for it. Any other file
/// is read and hashed as before; `build --check` trusts nothing.
///
/// Beside the stamps it keeps memos: what a check over unchanged inputs found last time
/// (`memo(_:key:)`), the key a hash of every input the check reads, so a build with nothing to
/// do does not run it again (the claims, the catalog's symbol clashes).
public final class FileTrust: Sendable {
    private let rootPath: String
    private let stateFile: String
    private let cacheURL: URL?
    private let context: String
    /// Relative path -> stamp and SHA-256, as kept after the last build.
    private let kept: [String: Kept]
    /// The state line kept with them (`stateLine` when they were saved).
    private let keptState: String
    /// The memos kept by name.
    private let keptMemos: [String: Memo]
    typealias Kept = StampCache.Kept
    typealias Memo = StampCache.Memo
    private let seen = Mutex(Seen())

    /// What this run learns, from several threads.
    private struct Seen {
        /// Files found unchanged when the output was opened.
        var trusted: Set<String> = []
        /// Files read this run whose bytes were the recorded ones, with the stamp taken before reading.
        var confirmed: [String: Kept] = [:]
        /// The stamps `save` kept, by relative path.
        var savedStamps: [String: Kept] = [:]
        /// Whether the state is the file the last build saved, as `check` found it.
        var stateHeld = false
        /// The records `check` was given, to tell in `save` that they are still those.
        var checked: [String: [String: String]] = [:]
        /// The memos to keep, by name: those used or made this run.
        var memos: [String: Memo] = [:]
        /// What this run did that the cache did not spare.
        var work = BuildWork()
    }

    /// What this run did that the cache did not spare (`BuildWork`).
    var work: BuildWork { seen.withLock { $0.work } }

    /// Counts what the cache did not spare: a file read and hashed, an output claimed, a catalog scanned.
    func note(_ done: WritableKeyPath<BuildWork, Int>) {
        seen.withLock { $0.work[keyPath: done] += 1 }
    }

    /// Files found unchanged when the output was opened.
    var trusted: Set<String> { seen.withLock { $0.trusted } }

    /// The trust for the output at `root` as built by the manifest recorded as `manifest`;
    /// `context` is everything besides the state that decides which recorded paths are
    /// acceptable (where previews, the sheet and the Swift file go), so a change re-checks them.
    init(root: URL, manifest: String, context: String) {
        rootPath = root.path
        stateFile = root.appendingPathComponent(BuildState.fileName).path
        self.context = context
        cacheURL = Self.cacheFolder?.appendingPathComponent(SHA256.hex(RealPath.of(root.path) + "\n" + manifest).prefix(32) + ".stamps")
        var cached: StampCache.Contents?, unread: String?
        switch cacheURL.map(StampCache.load) {
        case .success(let contents): cached = contents
        case .failure(let reason): unread = "\(cacheURL!.path): \(reason)"
        case nil: break
        }
        (keptState, keptMemos, kept) = (cached?.state ?? "", cached?.memos ?? [:], cached?.kept ?? [:])
        if let unread { seen.withLock { $0.work.cacheUnread = unread } }
    }

    /// The stamp cache's folder for the code a caller runs (`$cacheFolderGiven.withValue`), in
    /// place of the environment's; read on the building thread.
    @TaskLocal static var cacheFolderGiven: URL?

    /// `$XDG_CACHE_HOME/iconforge/stamps`, or `~/.cache/iconforge/stamps`.
    static var cacheFolder: URL? {
        if let given = cacheFolderGiven { return given }
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache).appendingPathComponent("iconforge/stamps")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/iconforge/stamps")
    }

    /// Whether a recorded file (relative path, recorded SHA-256) with the stamp the record
    /// check just took of it (`OwnedPath.check`, no link followed) is as kept: its stamp and hash
    /// the ones kept after the last build. What `check` trusts of it depends on the state too.
    var judge: OwnedPath.StampJudge {
        { [kept] path, hash, stamp in
            guard let entry = kept[path] else { return false }
            return entry.stamp == stamp && entry.hash == hash
        }
    }

    /// Decides, for the state just loaded, which of its files are unchanged, none read, from
    /// what the record check's `judge` found of `records`' files as it stat'ed them (`judged`):
    /// those it found unchanged, and those it did not stamp (a link, nothing there, the contact
    /// sheet), stat'ed here by their path, links followed, spread over the cores.
    func check(_ records: [String: [String: String]],
               judged: (unchanged: [String], unstamped: [(path: String, hash: String)])) -> Set<String> {
        let held = !keptState.isEmpty && keptState == stateLine
        seen.withLock { ($0.stateHeld, $0.checked) = (held, records) }
        guard !kept.isEmpty, held else { return [] }
        var trusted = Set<String>(minimumCapacity: kept.count)
        for path in judged.unchanged { trusted.insert(path) }
        // The files to stat, each with its kept stamp.
        var listed: [(path: String, stamp: FileStamp)] = []
        for (path, hash) in judged.unstamped {
            if let entry = kept[path], entry.hash == hash { listed.append((path, entry.stamp)) }
        }
        let files = listed
        let unchanged = [Bool](concurrentlyMapping: files.count, chunk: 256) {
            FileStamp.of(filePath(files[$0].path)) == files[$0].stamp
        }
        for (file, unchanged) in zip(files, unchanged) where unchanged { trusted.insert(file.path) }
        seen.withLock { $0.trusted = trusted }
        return trusted
    }

    func isTrusted(_ relative: String) -> Bool { seen.withLock { $0.trusted.contains(relative) } }

    /// Records that `relative`, stamped `stamp` before it was read, holds the bytes hashed `hash`.
    func confirm(_ relative: String, stamp: FileStamp, hash: String) {
        seen.withLock { $0.confirmed[relative] = Kept(stamp: stamp, hash: hash) }
    }

    func filePath(_ relative: String) -> String { rootPath + "/" + relative }

    /// The state file's stamp and the context, as one line.
    private var stateLine: String { "\(FileStamp.of(stateFile)?.text ?? "-") \(context)" }

    /// Keeps the stamps of `records`' files (the state as saved) for the next build: a file
    /// found unchanged and not written since keeps its stamp, one written this run
    /// (`written`) or confirmed by reading is stamped now, unless it changed too recently to
    /// tell a later write from it. Nothing is kept when the cache cannot be written: that is
    /// noted in `work` (the build goes on; the next one hashes and checks everything).
    func save(_ records: [String: [String: String]], written: Set<String>) {
        guard let cacheURL else {
            seen.withLock { $0.work.cacheProblem = "no cache folder (neither XDG_CACHE_HOME nor HOME is an absolute path)" }
            return
        }
        let now = FileStamp.now
        let (trusted, confirmed, memos, checked) = seen.withLock { ($0.trusted, $0.confirmed, $0.memos, $0.checked) }
        let total = records.values.reduce(0) { $0 + $1.count }
        // Nothing written, every file trusted as kept, the state and memos as they were (a build
        // with nothing to do): the cache already says all of it. The records still those `check`
        // trusted every file of (each kept with its recorded hash) says it without looking each
        // file up again (unchanged records compare by their storage).
        if written.isEmpty, trusted.count == kept.count, total == kept.count, memos == keptMemos, stateLine == keptState,
           records == checked || records.values.allSatisfy({ $0.allSatisfy { trusted.contains($0.key) && kept[$0.key]?.hash == $0.value } }) {
            seen.withLock { $0.savedStamps = kept }
            return
        }
        var next: [String: Kept] = [:]
        for (path, hash) in records.values.joined() {
            if !written.contains(path), trusted.contains(path), let old = kept[path], old.hash == hash {
                next[path] = old
            } else if !written.contains(path), let seen = confirmed[path], seen.hash == hash, !seen.stamp.isRecent(now: now),
                      FileStamp.of(filePath(path)) == seen.stamp {
                next[path] = seen
            } else if written.contains(path), let stamp = FileStamp.of(filePath(path)), !stamp.isRecent(now: now) {
                next[path] = Kept(stamp: stamp, hash: hash)
            }
        }
        seen.withLock { $0.savedStamps = next }
        let line = stateLine
        guard line != keptState || next != kept || memos != keptMemos else { return }
        // The header names the state file, for a person looking into the cache.
        if let problem = StampCache.write(StampCache.Contents(state: line, memos: memos, kept: next), owner: stateFile, to: cacheURL) {
            seen.withLock { $0.work.cacheProblem = problem }
        }
    }

    /// The stamp `save` kept for each of `records`' files, by absolute path; nil when one has
    /// none (written too recently, or changed while the build ran).
    func keptStamps(_ records: [String: [String: String]]) -> [String: FileStamp]? {
        let savedStamps = seen.withLock { $0.savedStamps }
        var stamps: [String: FileStamp] = [:]
        for (path, hash) in records.values.joined() {
            guard let kept = savedStamps[path], kept.hash == hash else { return nil }
            stamps[filePath(path)] = kept.stamp
        }
        return stamps
    }

    /// What the check `name` found last time, when its inputs hash to `key` as they did then
    /// (and this program and the state are the ones that kept it); it is kept again. Nil for
    /// any other key: the check runs, and `remember` keeps what it finds.
    func memo(_ name: String, key: String) -> String? {
        let key = Self.memoKey(key)
        return seen.withLock { seen in
            guard seen.stateHeld, let memo = keptMemos[name], memo.key == key else { return nil }
            seen.memos[name] = memo
            return memo.value
        }
    }

    /// Keeps what the check `name` found (`value`, one line) over inputs hashed as `key`.
    func remember(_ name: String, key: String, value: String) {
        guard !name.contains(" "), !value.contains("\n") else { return }
        let memo = Memo(key: Self.memoKey(key), value: value)
        seen.withLock { $0.memos[name] = memo }
    }

    /// `key` with the program's stamp: a memo holds only for the code that made it.
    private static func memoKey(_ key: String) -> String {
        SHA256.hex(key + "\n" + program)
    }

    /// The running program's stamp (or `-`), taken once.
    private static let program = Platform.executablePath.flatMap(FileStamp.of)?.text ?? "-"
}
