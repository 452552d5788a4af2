import Foundation

/// The stamp cache's files (`FileTrust.cacheFolder`): one `.stamps` file per output and
/// manifest (`FileTrust`) and one `.sources` file per manifest (`SourceTrust`), named by a hash
/// (32 hex digits); `.noop` files earlier releases kept are only swept. The folder is shared by every project of the user, and anything may be put
/// in it, so a build opens only the files of its own project, and only when they are regular
/// files of a sane size (`outcome`); the others it judges by name and `lstat` alone (`sweep`).
enum StampCache {
    enum Kind: String {
        case stamps
        /// A manifest's sources' stamps (`SourceTrust`).
        case sources
        /// A no-op proof an earlier release kept: no build reads one, the sweep removes it once unused.
        case proof = "noop"
    }

    /// The first line's start; the path of the file it belongs to follows (for people: no
    /// build reads another project's files to learn it). 3: the memos' lines (`FileTrust.memo`);
    /// 4: the end line (`end`).
    static let header = magic + "4 "

    /// What every release's cache file starts with, before its format's number.
    static let magic = "iconforge stamps "

    /// The last line's start, the number of stamp lines following: a file cut short at a
    /// line's end is not taken for a whole one.
    static let end = "end "

    /// A cache file not used (read or written) for this long is removed: 30 days.
    static let maximumAge: Int64 = 30 * 24 * 3600
    /// The most the cache keeps, in bytes (256 MiB; a 10,000-icon project keeps about 25 MB):
    /// past it the files used longest ago are removed first. A file larger than this is never read.
    static let maximumTotal: Int64 = 256 << 20

    /// The bytes of this project's cache file at `url`, and its use noted (its modification
    /// time set to now, which `sweep` goes by), or what it found instead: nothing opened unless
    /// it is a regular file (no link, named pipe or device, which could block a build for ever
    /// or never end) of at most `limit` bytes, as `lstat` and then the opened file say.
    static func outcome(_ url: URL, limit: Int64 = maximumTotal) -> PlainFile.Outcome {
        // Used now: the sweep removes what no build used for `maximumAge`.
        PlainFile.read(url.path, limit: limit, afterReading: { _ = futimens($0, nil) })
    }

    /// One cache file as the sweep sees it: its name, size and last use.
    struct Entry: Equatable {
        var name: String
        var size: Int64
        var used: Int64
    }

    /// Removes the cache files no build used for `maximumAge` seconds, then the oldest of the
    /// rest while they hold more than `maximumTotal` bytes, and temporaries a killed write left.
    /// Only regular files with a cache file's name are counted or removed, by their name and
    /// `lstat` alone: none is opened, so a named pipe (left alone) cannot block it.
    static func sweep(in folder: URL? = FileTrust.cacheFolder, now: Int64 = Int64(time(nil)),
                      maximumAge: Int64 = maximumAge, maximumTotal: Int64 = maximumTotal) {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        AtomicFile.removeStaleTemporaries(in: folder)
        let entries = names.compactMap { entry(folder.path + "/" + $0) }
        for name in removals(entries, now: now, maximumAge: maximumAge, maximumTotal: maximumTotal) {
            unlink(folder.path + "/" + name)
        }
    }

    /// The names to remove among `entries`: those unused for `maximumAge`, then the least
    /// recently used until the rest fit in `maximumTotal`.
    static func removals(_ entries: [Entry], now: Int64, maximumAge: Int64, maximumTotal: Int64) -> [String] {
        let (old, kept) = (entries.filter { now - $0.used > maximumAge }, entries.filter { now - $0.used <= maximumAge })
        var total = kept.reduce(0) { $0 + $1.size }
        var removed = old.map(\.name)
        for entry in kept.sorted(by: { ($0.used, $0.name) < ($1.used, $1.name) }) where total > maximumTotal {
            removed.append(entry.name)
            total -= entry.size
        }
        return removed
    }

    /// The cache file at `path` as `lstat` sees it; nil for anything else: another name, a
    /// link, a folder, a named pipe, or another user's file.
    private static func entry(_ path: String) -> Entry? {
        let name = (path as NSString).lastPathComponent
        guard isCacheFileName(name) else { return nil }
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid() else { return nil }
        #if canImport(Darwin)
        let used = Int64(info.st_mtimespec.tv_sec)
        #else
        let used = Int64(info.st_mtim.tv_sec)
        #endif
        return Entry(name: name, size: Int64(info.st_size), used: used)
    }

    /// Whether `name` is one the cache gives its files: 32 lowercase hex digits, `.stamps`, `.sources` or `.noop`.
    static func isCacheFileName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && Kind(rawValue: String(parts[1])) != nil && parts[0].utf8.count == 32
            && parts[0].utf8.allSatisfy { (48 ... 57).contains($0) || (97 ... 102).contains($0) }
    }
}
