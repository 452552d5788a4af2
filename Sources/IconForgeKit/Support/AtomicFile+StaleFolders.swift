import Foundation

extension AtomicFile {
    /// Removes temporaries a killed run left in the folders iconforge writes: each of `roots`
    /// and its folders `depth` levels down (catalog groups, image sets, density folders), and
    /// `extra` folders (previews, the contact sheet's folder). Those of running processes stay.
    /// Called at the start of a run, so a half-written image set never outlives the next run.
    public static func removeStaleTemporaries(under roots: [URL], extra: [URL] = [], depth: Int = 3) {
        extra.forEach(removeStaleTemporaries(in:))
        // Each folder is listed once, for its temporaries and its subfolders (links not followed).
        var level = roots.map(\.path)
        for remaining in (0 ..< depth).reversed() where !level.isEmpty {
            level = level.flatMap { folder -> [String] in
                let entries = (try? FolderListing.entries(of: folder)) ?? []
                if markCleaned(folder) { removeStale(from: folder, entries) }
                return remaining == 0 ? [] : entries.compactMap { entry in
                    guard entry.kind == .folder, !entry.isSymbolicLink, let name = entry.name, !name.hasPrefix(temporaryPrefix) else { return nil }
                    return folder + "/" + name
                }
            }
        }
    }
}
