import Foundation

/// Writes an asset's files into a bundle of plain files (a PNG folder, `res/`): every file is
/// judged first (`WriteContext.check`), so one in the way stops the asset before a byte is
/// written; then each is written atomically, except those already holding their bytes (no
/// rename, no new inode, same mtime).
struct BundleFileWriter {
    let context: WriteContext

    func write(_ files: [EncodedFile]) throws -> BundleWrite {
        let standings = try files.map { try context.check($0.path, writing: $0.data) }
        for (file, standing) in zip(files, standings) where standing != .same {
            let url = context.url(file.path)
            do {
                try AtomicFile.write(file.data, to: url)
            } catch {
                throw BundleError(url, error)
            }
        }
        return BundleWrite(files: Dictionary(files.map { ($0.path, $0.data) }) { first, _ in first })
    }
}
