import Foundation

extension AssetWriter {
    /// Writes `<name>-preview.png` into the preview folder atomically and returns its URL.
    public func writePreview(_ png: Data, named name: String) throws -> URL {
        let url = previewFolder.appendingPathComponent("\(name)-preview.png")
        do {
            AtomicFile.removeStaleTemporaries(in: previewFolder)
            try AtomicFile.write(png, to: url)
        } catch {
            throw BundleError(url, error)
        }
        return url
    }
}
