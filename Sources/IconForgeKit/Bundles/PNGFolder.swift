import Foundation

/// A plain folder of PNG files, named `name.png`, `name@2x.png`, ...; previews sit beside them.
public struct PNGFolder: AssetWriter {
    public let root: URL
    public var previewFolder: URL { root }

    public init(root: URL) {
        self.root = root
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
