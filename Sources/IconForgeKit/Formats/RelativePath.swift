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
