import Foundation

/// Splitting the relative paths formats use (`Tabs/home.imageset/home@2x.png`) at their last
/// slash, in Swift: bridging each one to NSString cost a batch a few percent of its time.
enum RelativePath {
    /// The index of the last slash in `path`, found on its bytes: `lastIndex(of: "/")` walks
    /// the text a grapheme at a time, and a no-op build splits every recorded path (a slash is
    /// one byte, so the index is on a character boundary and slices the text as before).
    static func lastSlash(in path: String) -> String.Index? {
        path.utf8.lastIndex(of: UInt8(ascii: "/"))
    }

    /// `lastSlash(in:)` for a part of a path.
    static func lastSlash(in path: Substring) -> String.Index? {
        path.utf8.lastIndex(of: UInt8(ascii: "/"))
    }

    /// Whether `path` holds a NUL byte, which no path can.
    static func holdsNUL(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { $0.isEmpty ? false : memchr($0.baseAddress!, 0, $0.count) != nil }
    }

    /// Everything before the last slash; "" for a bare name.
    static func folder(of path: String) -> String {
        guard let slash = lastSlash(in: path) else { return "" }
        return String(path[..<slash])
    }

    /// Everything after the last slash.
    static func name(of path: String) -> String {
        guard let slash = lastSlash(in: path) else { return path }
        return String(path[path.index(after: slash)...])
    }
}

extension RelativePath {
    /// `path` (absolute) relative to the folder `root` (absolute), `..` climbing out of it:
    /// how records name a preview outside the bundle (`../iconforge-previews/home-preview.png`). Both
    /// are standardized by their spelling first.
    static func of(_ path: String, from root: String) -> String {
        let rootParts = LexicalPath.standardized(root).split(separator: "/")
        let parts = LexicalPath.standardized(path).split(separator: "/")
        var common = 0
        while common < min(rootParts.count, parts.count) && rootParts[common] == parts[common] { common += 1 }
        return (Array(repeating: "..", count: rootParts.count - common) + parts[common...].map(String.init)).joined(separator: "/")
    }
}
