/// What a build had to do to learn what is current, beyond a `stat` per recorded file: what
/// the stamp cache (`FileTrust`) did not spare. A build with nothing to do, its cache kept, does
/// none of it. `-v` says it.
public struct BuildWork: Equatable, Sendable {
    /// Recorded files read and hashed (their stat not as the cache kept it, or no cache).
    public var hashed = 0
    /// Outputs whose assets were claimed (the assets changed since the last claim there).
    public var claimed = 0
    /// Catalogs read for Xcode's symbol clashes (the catalog changed since the last read).
    public var scanned = 0
    /// Why the stamp cache could not be kept, when it could not: every build then hashes and
    /// checks everything, as `build --check` does.
    public var cacheProblem: String?

    public init() {}

    /// The work of several outputs together; the first cache problem.
    init(adding works: [BuildWork]) {
        hashed = works.reduce(0) { $0 + $1.hashed }
        claimed = works.reduce(0) { $0 + $1.claimed }
        scanned = works.reduce(0) { $0 + $1.scanned }
        cacheProblem = works.lazy.compactMap(\.cacheProblem).first
    }

    /// The line `-v` shows.
    public var line: String {
        "checked: \(hashed) \(hashed == 1 ? "file" : "files") hashed, \(claimed) \(claimed == 1 ? "output" : "outputs") claimed, "
            + "\(scanned) \(scanned == 1 ? "catalog" : "catalogs") scanned for symbol clashes"
            + (cacheProblem.map { "; the stamp cache was not kept: \($0)" } ?? "")
    }
}
