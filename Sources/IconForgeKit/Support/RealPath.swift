import Foundation

/// Paths as the file system sees them: every symbolic link followed (dangling ones too) and
/// `..` and `.` resolved in order, so two spellings of one file compare equal. The part of
/// a path that does not exist yet is kept as written.
public enum RealPath {
    public static func of(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var pending = Array(absolute.split(separator: "/").map(String.init).reversed())
        var resolved: [String] = []
        var links = 0
        while let part = pending.popLast() {
            if part == "." { continue }
            if part == ".." {
                _ = resolved.popLast()
                continue
            }
            let candidate = "/" + (resolved + [part]).joined(separator: "/")
            // Links are followed even when their target does not exist yet: a dangling link
            // to an output folder still names that folder.
            if links < 40, let target = linkTarget(candidate) {
                links += 1
                if target.hasPrefix("/") { resolved = [] }
                pending += target.split(separator: "/").map(String.init).reversed()
            } else {
                resolved.append(part)
            }
        }
        return "/" + resolved.joined(separator: "/")
    }

    /// `of(folder + "/" + relative)` for a `folder` that is already real: when `relative` is
    /// plainly spelled (no `.`, `..` or empty parts) only its own parts are checked for
    /// links, one `lstat` each, instead of resolving the whole path again.
    public static func of(_ relative: String, in folder: String) -> String {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return of(folder + "/" + relative) }
        var path = folder == "/" ? "" : folder
        for part in parts {
            path += "/" + part
            var info = stat()
            if lstat(path, &info) != 0 { return of(folder + "/" + relative) }
            if (info.st_mode & S_IFMT) == S_IFLNK { return of(folder + "/" + relative) }
        }
        return path
    }

    /// `of` for many paths at once: each folder is resolved once and every plainly named file
    /// in it costs one `lstat`, not a `readlink` per part of its path (a batch names thousands
    /// of files in a few folders). Same results as `of` on each path, in order.
    public static func of(all paths: [String]) -> [String] {
        let split = paths.map { path -> (folder: String, name: String)? in
            guard let slash = path.lastIndex(of: "/") else { return nil }
            let folder = String(path[..<slash]), name = String(path[path.index(after: slash)...])
            guard !folder.isEmpty, !name.isEmpty, name != ".", name != ".." else { return nil }
            return (folder, name)
        }
        var resolved: [String: String] = [:]
        for case let (folder, _)? in split where resolved[folder] == nil { resolved[folder] = of(folder) }
        let folders = resolved
        // The files' lstat calls on every core: thousands of them, before a batch's first render.
        return [String](concurrentlyMapping: paths.count, chunk: 64) { index in
            guard let (folder, name) = split[index] else { return of(paths[index]) }
            return of(name, in: folders[folder]!)
        }
    }

    /// The target of the symbolic link at `path`, nil when it is not one.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0 ..< count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// True when `path` is `folder` or inside it (both already real paths).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
}
