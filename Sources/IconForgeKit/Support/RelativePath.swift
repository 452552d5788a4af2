/// Splitting the relative paths formats use (`Tabs/home.imageset/home@2x.png`) at their last
/// slash, in Swift: bridging each one to NSString cost a batch a few percent of its time.
enum RelativePath {
    /// Everything before the last slash; "" for a bare name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// Everything after the last slash.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
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
