import Foundation

/// An Android `res/` folder. Each image of a set goes to the density folder matching its
/// `pixelScale` (`drawable-mdpi` for 1x ... `drawable-xxxhdpi` for 4x) under its own file
/// name. Previews go beside `res/`, in `Previews/`, where the resource compiler never sees them.
public struct AndroidResources: AssetWriter {
    /// Android's screen densities and their scale relative to mdpi.
    public enum Density: String, CaseIterable, Sendable {
        case mdpi, hdpi, xhdpi, xxhdpi, xxxhdpi

        public var scale: Double {
            switch self {
            case .mdpi: return 1
            case .hdpi: return 1.5
            case .xhdpi: return 2
            case .xxhdpi: return 3
            case .xxxhdpi: return 4
            }
        }

        /// The density of `scale`, if Android has one.
        public init?(scale: Double) {
            guard let density = Self.allCases.first(where: { $0.scale == scale }) else { return nil }
            self = density
        }
    }

    public let root: URL
    public let previewFolder: URL
    /// The resource type the images are: `drawable` or `mipmap`.
    public var resourceType: String

    public init(root: URL, previewFolder: URL? = nil, resourceType: String = "drawable") {
        self.root = root
        self.previewFolder = previewFolder ?? root.deletingLastPathComponent().appendingPathComponent("Previews")
        self.resourceType = resourceType
    }

    /// `name` as a valid resource name: lower case, `[a-z0-9_]`, starting with a letter.
    public static func resourceName(_ name: String) -> String {
        var out = String(name.lowercased().unicodeScalars.map { scalar -> Character in
            ("a" ... "z").contains(scalar) || ("0" ... "9").contains(scalar) ? Character(scalar) : "_"
        })
        if out.first.map({ !$0.isLetter }) ?? true { out = "r_" + out }
        return out
    }

    public func write(_ set: ImageSet) throws -> [URL] {
        let placed = try set.images.map { image -> (URL, Data) in
            guard let density = Density(scale: image.pixelScale) else {
                throw BundleError(root, CocoaError(.fileWriteUnknown, userInfo: [
                    NSLocalizedDescriptionKey: "no Android density has scale \(image.pixelScale)",
                ]))
            }
            let folder = root.appendingPathComponent("\(resourceType)-\(density.rawValue)")
            return (folder.appendingPathComponent(image.filename), image.data)
        }
        return try placed.map { url, data in
            try writeFile(data, to: url)
            return url
        }
    }

    /// Writes a density-independent resource, e.g. `drawable/<name>.xml`.
    public func writeResource(_ data: Data, folder: String, filename: String) throws -> URL {
        let url = root.appendingPathComponent(folder).appendingPathComponent(filename)
        try writeFile(data, to: url)
        return url
    }

    private func writeFile(_ data: Data, to url: URL) throws {
        AtomicFile.removeStaleTemporaries(in: url.deletingLastPathComponent())
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw BundleError(url, error)
        }
    }
}
