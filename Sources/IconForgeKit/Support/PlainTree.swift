import Foundation

/// A real folder opened once, and the folders under it that a record's files lie in, each
/// checked once to be there, plainly spelled (no empty, `.` or `..` part) and with no link in
/// it. A file in one of them is then checked with one `fstatat` of its path from the open
/// folder, two or three parts walked rather than the whole path from `/`, and no path built:
/// a no-op build checks every file every record names, thousands of them in a few hundred
/// (or a thousand) folders, each of which was otherwise checked again for every file in it.
/// The folder's descriptor is closed when the tree goes.
final class PlainTree: Sendable {
    /// The open folder; -1 when it could not be opened (nothing is then plain).
    private let descriptor: Int32
    /// The folders checked plain, relative to the root.
    let folders: Set<Substring>

    /// Opens `root` (a real path) and checks the folders of `relatives` (paths relative to it).
    /// None are checked when they are not fewer than half the paths (a record of invented
    /// entries, a folder each): checking them first would only add to the checks of the files.
    init(root: String, relatives: some Sequence<String>) {
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        self.descriptor = descriptor
        var distinct = Set<Substring>(), count = 0, last: Substring?
        for relative in relatives {
            count += 1
            // An asset's files come together, most in one folder: that folder is hashed once.
            guard let slash = RelativePath.lastSlash(in: relative) else { continue }
            let folder = relative[..<slash]
            if folder != last { distinct.insert(folder) }
            last = folder
        }
        guard descriptor >= 0, distinct.count * 2 <= count else {
            folders = []
            return
        }
        var known: [Substring: Bool] = [:]
        func isPlain(_ part: Substring) -> Bool {
            if let known = known[part] { return known }
            var plain = false
            let slash = RelativePath.lastSlash(in: part)
            let name = slash.map { part[part.index(after: $0)...] } ?? part
            if Self.isPlainName(name), slash.map({ isPlain(part[..<$0]) }) ?? true {
                var info = stat()
                plain = String(part).withCString { fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW) } == 0
                    && (info.st_mode & S_IFMT) != S_IFLNK
            }
            known[part] = plain
            return plain
        }
        folders = distinct.filter(isPlain)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// What `look` finds of a path.
    enum Found: Equatable {
        /// Not known plain: it is resolved in full.
        case notPlain
        /// Plain, and nothing is there.
        case missing
        /// Plain, and what is there, no link, has this stamp.
        case stamped(FileStamp)
    }

    /// Whether the real path of `relative` is the root, a slash and `relative` as spelled (it
    /// lies in the root or a folder checked plain, its name is plainly spelled, and it is no
    /// link or not there), with the stamp of what is there. `.notPlain` says nothing: such a
    /// path is resolved in full. The one `fstatat` that tells a link (`lstat`'s) is, for anything
    /// else, what `stat` would say, so the build's check of its kept stamps (`FileTrust`) takes
    /// it instead of a `stat` of its own of each file.
    func look(_ relative: String) -> Found {
        guard descriptor >= 0, !relative.hasPrefix("/"), !RelativePath.holdsNUL(relative) else { return .notPlain }
        let name: Substring
        if let slash = RelativePath.lastSlash(in: relative) {
            guard folders.contains(relative[..<slash]) else { return .notPlain }
            name = relative[relative.index(after: slash)...]
        } else {
            name = relative[...]
        }
        guard Self.isPlainName(name) else { return .notPlain }
        var info = stat()
        // A missing file is as spelled.
        guard relative.withCString({ fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else { return .missing }
        // A link as the last part is followed (`RealPath.of`).
        return (info.st_mode & S_IFMT) == S_IFLNK ? .notPlain : .stamped(FileStamp(info))
    }

    /// Whether `name` is a part as written: not empty, `.` or `..`.
    private static func isPlainName(_ name: Substring) -> Bool {
        !name.isEmpty && name != "." && name != ".."
    }
}
