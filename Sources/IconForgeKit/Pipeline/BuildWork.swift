/// What a build had to do to learn what is current, beyond a `stat` per recorded file: what
/// the stamp cache (`FileTrust`) did not spare. A build with nothing to do, its cache kept, does
/// none of it. `-v` says it.
public struct BuildWork: Equatable, Sendable {
    /// Sources read and hashed to learn their hash (their stat not as the cache kept it, or no cache).
    public var sourcesRead = 0
    /// Recorded files read and hashed (their stat not as the cache kept it, or no cache).
    public var hashed = 0
    /// Outputs whose assets were claimed (the assets changed since the last claim there).
    public var claimed = 0
    /// Catalogs read for Xcode's symbol clashes (the catalog changed since the last read).
    public var scanned = 0
    /// Why the stamp cache could not be kept, when it could not: every build then hashes and
    /// checks everything, as `build --check` does.
    public var cacheProblem: String?
    /// Why a file of the stamp cache was not read, when one was there but could not be used
    /// (cut short, damaged, another release's): the build hashes and checks what it would have
    /// spared, and writes the file again.
    public var cacheUnread: String?

    public init() {}

    /// The work of several outputs together; the first cache problem.
    init(adding works: [BuildWork]) {
        sourcesRead = works.reduce(0) { $0 + $1.sourcesRead }
        hashed = works.reduce(0) { $0 + $1.hashed }
        claimed = works.reduce(0) { $0 + $1.claimed }
        scanned = works.reduce(0) { $0 + $1.scanned }
        cacheProblem = works.lazy.compactMap(\.cacheProblem).first
        cacheUnread = works.lazy.compactMap(\.cacheUnread).first
    }

    /// The line `-v` shows.
    public var line: String {
        "checked: \(sourcesRead) \(sourcesRead == 1 ? "source" : "sources") read, "
            + "\(hashed) \(hashed == 1 ? "file" : "files") hashed, \(claimed) \(claimed == 1 ? "output" : "outputs") claimed, "
            + "\(scanned) \(scanned == 1 ? "catalog" : "catalogs") scanned for symbol clashes"
            + (cacheUnread.map { "; the stamp cache was not read: \($0)" } ?? "")
            + (cacheProblem.map { "; the stamp cache was not kept: \($0)" } ?? "")
    }
}
