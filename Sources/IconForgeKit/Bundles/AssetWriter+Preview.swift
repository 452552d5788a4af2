import Foundation

extension AssetWriter {
    /// Writes `<name>-preview.png` atomically into `folder` (default: the preview folder) and
    /// returns its URL.
    public func writePreview(_ png: Data, named name: String, in folder: URL? = nil) throws -> URL {
        let folder = folder ?? previewFolder
        let url = folder.appendingPathComponent("\(name)-preview.png")
        do {
            AtomicFile.removeStaleTemporaries(in: folder)
            try AtomicFile.write(png, to: url)
        } catch {
            throw BundleError(url, error)
        }
        return url
    }

    /// Writes the bundle files with `writeBundle` and, when there is one, the preview of the
    /// asset `name`; returns every file written, the preview last. The preview goes first:
    /// it can be taken back if the bundle write fails, whereas a bundle write replaces the
    /// previous asset for good.
    func write(preview: Data?, named name: String, in folder: URL? = nil,
               bundle writeBundle: () throws -> [URL]) throws -> [URL] {
        let previewFiles = try preview.map { [try writePreview($0, named: name, in: folder)] } ?? []
        do {
            return try writeBundle() + previewFiles
        } catch {
            previewFiles.forEach { try? FileManager.default.removeItem(at: $0) }
            throw error
        }
    }
}
