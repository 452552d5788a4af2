import Foundation

/// What is wrong with a path that names a directory entry but reaches no file: a symbolic
/// link that loops (`a.svg -> b.svg -> a.svg`: the system gives up with "too many levels of
/// symbolic links") or one whose target does not exist. Without this, both were "no such
/// file", though `ls` shows the file.
enum SymbolicLinkProblem {
    /// Links followed before giving up, as the system does (Linux's MAXSYMLINKS).
    static let maximumLinks = 40

    /// The problem of `path` when stat(2) cannot follow it; nil when it reaches something, or
    /// when there is no entry at all (plain "no such file").
    static func of(_ path: String) -> InputError? {
        var info = stat()
        if stat(path, &info) == 0 { return nil }
        let reason = errno
        guard reason == ELOOP || reason == ENOENT && lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
        let chain = links(from: path)
        if reason == ELOOP { return .linkLoop(chain: chain.loops ? chain.targets : []) }
        return chain.targets.last.map { .danglingLink(target: $0) }
    }

    /// The targets met following links from `path`, as each link spells it, `path` first;
    /// `loops` when one of them leads back to a link already followed.
    private static func links(from path: String) -> (targets: [String], loops: Bool) {
        var targets = [path]
        var seen: Set<String> = [URL(fileURLWithPath: path).standardizedFileURL.path]
        var current = path
        for _ in 0 ..< maximumLinks {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { break }
            targets.append(target)
            let folder = (current as NSString).deletingLastPathComponent
            current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
            if !seen.insert(URL(fileURLWithPath: current).standardizedFileURL.path).inserted { return (targets, true) }
        }
        return (targets, false)
    }
}
