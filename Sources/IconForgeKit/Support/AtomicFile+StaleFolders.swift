import Foundation

extension AtomicFile {
    /// Removes temporaries a killed run left in the folders iconforge writes: each of `roots`
    /// and its folders `depth` levels down (catalog groups, image sets, density folders), and
    /// `extra` folders (previews, the contact sheet's folder). Those of running processes stay.
    /// Called at the start of a run, so a half-written image set never outlives the next run.
    public static func removeStaleTemporaries(under roots: [URL], extra: [URL] = [], depth: Int = 3) {
        var folders = extra
        var level = roots
        for _ in 0 ..< depth where !level.isEmpty {
            folders += level
            level = level.flatMap { folder -> [URL] in
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                return names.filter { !$0.hasPrefix(temporaryPrefix) }.map(folder.appendingPathComponent)
                    .filter { url in
                        var info = stat()
                        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
                    }
            }
        }
        for folder in folders { removeStaleTemporaries(in: folder) }
    }
}
