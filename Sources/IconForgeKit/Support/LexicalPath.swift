import Foundation

/// Absolute paths with `.`, `..` and doubled slashes removed by their spelling alone, links
/// untouched: what `URL.standardizedFileURL` gives a file path, in plain Swift (the URL
/// machinery cost more than reading the file, for each input of a batch).
enum LexicalPath {
    /// `path` made absolute against the current folder and standardized.
    static func standardized(_ path: String) -> String {
        if isStandard(path) { return path }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is absolute with no empty, `.` or `..` part and no trailing slash (the root
    /// aside): already what `standardized` makes of it, as a glob's matches are. Looked at byte
    /// by byte: splitting and joining each of a build's thousand sources cost more than its `stat`.
    static func isStandard(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count > 1, bytes[0] == UInt8(ascii: "/"), bytes[bytes.count - 1] != UInt8(ascii: "/") else { return false }
            var partStart = 1
            for index in 1 ... bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let length = index - partStart
                if length == 0 { return false }
                if bytes[partStart] == UInt8(ascii: "."), length == 1 || (length == 2 && bytes[partStart + 1] == UInt8(ascii: ".")) {
                    return false
                }
                partStart = index + 1
            }
            return true
        } ?? false
    }

    /// A file URL for the path of a file (not spelled as a folder: no trailing `/`, `.` or `..`),
    /// standardized, without asking the file system whether it is a folder.
    static func fileURL(_ path: String) -> URL {
        URL(fileURLWithPath: standardized(path), isDirectory: false)
    }

    /// `relative` joined to `base` as a person reads it: `..` and `.` resolved by spelling, a
    /// relative `base` kept relative (`Assets/PNG` + `../Previews/a.png` = `Assets/Previews/a.png`).
    static func join(_ base: String, _ relative: String) -> String {
        var parts: [Substring] = []
        for part in (base + "/" + relative).split(separator: "/", omittingEmptySubsequences: true) {
            if part == ".", !parts.isEmpty { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (base.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
