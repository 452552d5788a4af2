import Foundation

/// A file name longer than file systems take (`NAME_MAX`, 255 bytes on Linux and macOS),
/// caught before anything of the asset is written, with a reason a person can act on
/// rather than the file system's "The file name is invalid".
public struct FileNameTooLong: Error, Sendable, CustomStringConvertible {
    public let name: String

    public var description: String {
        let shown = name.count > 40 ? name.prefix(40) + "…" : Substring(name)
        return "the file name \(shown) is \(name.utf8.count) bytes, over the \(AtomicFile.nameMax)-byte limit; give a shorter name"
    }

    /// Throws for the first path (relative, `/`-separated) with a component over the limit.
    static func check(_ paths: [String]) throws {
        for path in paths {
            if let long = path.split(separator: "/").first(where: { $0.utf8.count > AtomicFile.nameMax }) {
                throw FileNameTooLong(name: String(long))
            }
        }
    }
}
