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
    /// links, one `lstat` each, instead of resolving the whole path again. A part that is not
    /// there ends the checks: nothing below it is a link either, so the path is as spelled
    /// (a record of 200,000 invented entries names 200,000 files that are not there). Done on
    /// the path's bytes, in one buffer, as a record's every file is resolved when it is read.
    public static func of(_ relative: String, in folder: String) -> String {
        let base = folder == "/" ? "" : folder
        var bytes = Array(base.utf8)
        bytes.append(UInt8(ascii: "/"))
        let start = bytes.count
        bytes.append(contentsOf: relative.utf8)
        bytes.append(0)
        let hasLink = bytes.withUnsafeMutableBufferPointer { buffer -> Bool? in
            let end = buffer.count - 1, slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            var part = start
            while part <= end {
                var stop = part
                while stop < end && buffer[stop] != slash { stop += 1 }
                // An empty, `.` or `..` part: not plainly spelled.
                let length = stop - part
                let dots = length <= 2 && (part ..< stop).allSatisfy { buffer[$0] == dot }
                if length == 0 || dots { return nil }
                part = stop + 1
            }
            part = start
            while part <= end {
                var stop = part
                while stop < end && buffer[stop] != slash { stop += 1 }
                let saved = buffer[stop]
                buffer[stop] = 0
                var info = stat()
                let found = buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) } == 0
                buffer[stop] = saved
                if !found { return false }
                if (info.st_mode & S_IFMT) == S_IFLNK { return true }
                part = stop + 1
            }
            return false
        }
        return hasLink == false ? base + "/" + relative : of(folder + "/" + relative)
    }

    /// `of` for many paths at once: each folder is resolved once and every plainly named file
    /// in it costs one `lstat`, not a `readlink` per part of its path (a batch names thousands
    /// of files in a few folders). Same results as `of` on each path, in order.
    public static func of(all paths: [String]) -> [String] {
        let split = paths.map { path -> (folder: String, name: String)? in
            guard let slash = RelativePath.lastSlash(in: path) else { return nil }
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
