import Foundation

/// A plain folder of PNG files, named `name.png`, `name@2x.png`, ...; previews sit beside them
/// unless given a folder of their own.
public struct PNGFolder: AssetWriter {
    public let root: URL
    public let previewFolder: URL

    public init(root: URL, previewFolder: URL? = nil) {
        self.root = root
        self.previewFolder = previewFolder ?? root
    }

    public func write(_ set: ImageSet) throws -> [URL] {
        AtomicFile.removeStaleTemporaries(in: root)
        return try set.images.map { image in
            let url = root.appendingPathComponent(image.filename)
            do {
                try AtomicFile.write(image.data, to: url)
            } catch {
                throw BundleError(url, error)
            }
            return url
        }
    }
}
