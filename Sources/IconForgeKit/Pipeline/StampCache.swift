import Foundation

/// The stamp cache's files (`FileTrust.cacheFolder`): one `.stamps` file per output and
/// manifest (`FileTrust`), one `.noop` file per manifest (`NoOpProof`). Each names, on its
/// first line, the file it belongs to (the output's state, the manifest), so the files of
/// outputs and projects that are gone can be removed without knowing them.
enum StampCache {
    enum Kind: String {
        case stamps, proof = "noop"
    }

    /// The first line's start; the path of the file it belongs to follows.
    static func header(_ kind: Kind) -> String {
        kind == .stamps ? "iconforge stamps 2 " : "iconforge no-op 2 "
    }

    /// Removes the cache files whose state or manifest no longer exists: reads the first line
    /// of each (a few dozen on a machine with many projects), nothing more.
    static func prune(in folder: URL? = FileTrust.cacheFolder) {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names {
            guard let kind = Kind(rawValue: (name as NSString).pathExtension) else { continue }
            let path = folder.path + "/" + name
            guard let owner = owner(of: path, kind: kind), access(owner, F_OK) != 0, errno == ENOENT else { continue }
            unlink(path)
        }
    }

    /// The path the cache file at `path` names; nil when it names none (left alone).
    static func owner(of path: String, kind: Kind) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4096),
              let line = String(decoding: head, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).first,
              line.hasPrefix(header(kind)), head.contains(UInt8(ascii: "\n")) else { return nil }
        let owner = String(line.dropFirst(header(kind).count))
        return owner.hasPrefix("/") ? owner : nil
    }
}
