import Foundation

/// A plain folder of PNG files, named `name.png`, `name@2x.png`, ...; previews sit beside them.
public struct PNGFolder: AssetWriter {
    public let root: URL
    public var previewFolder: URL { root }
    /// Clears temporaries a killed run left before each write. A batch writer that cleared
    /// them once up front turns this off: listing a folder of thousands of files per write adds up.
    public var clearsTemporariesOnWrite = true

    public init(root: URL) {
        self.root = root
    }

    public func write(_ set: ImageSet) throws -> [URL] {
        if clearsTemporariesOnWrite { AtomicFile.removeStaleTemporaries(in: root) }
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
