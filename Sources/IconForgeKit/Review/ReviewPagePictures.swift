import Foundation

/// The pictures folder of the review page: every image the page shows, named by the asset's
/// place in the page and a counter (never by an asset's name, so no name reaches a path or a URL).
struct ReviewPagePictures {
    /// The folder beside `index.html`, and the same as the page's relative links.
    static let folderName = "pictures"
    /// One quick libdeflate level: the page's pictures are seen, never shipped, and a thousand
    /// changed icons write some ten thousand of them.
    static let compression = PNGCompression.libdeflate(4)

    let folder: URL

    init(in reviewFolder: URL) throws {
        folder = reviewFolder.appendingPathComponent(Self.folderName, isDirectory: true)
        if FileManager.default.fileExists(atPath: folder.path) {
            // An earlier page's pictures: the folder is the page's own.
            try FileManager.default.removeItem(at: folder)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Writes `image` as `name` and returns its link from `index.html`. Opaque images are
    /// written as RGB, tab icons (white with alpha) as grey and alpha.
    func write(_ image: RGBAImage, as name: String) throws -> String {
        let (type, bytes) = Self.rows(of: image)
        let data = try PNGEncoder.encode(width: image.width, height: image.height, colorType: type, bytes: bytes,
                                         palette: [], texts: [], compression: Self.compression)
        try data.write(to: folder.appendingPathComponent(name))
        return "\(Self.folderName)/\(name)"
    }

    /// The smallest of RGB, grey+alpha and RGBA that holds `image` exactly.
    static func rows(of image: RGBAImage) -> (PNGColorType, [UInt8]) {
        let count = image.width * image.height
        return image.pixels.withUnsafeBufferPointer { p -> (PNGColorType, [UInt8]) in
            var opaque = true, grey = true
            for i in 0 ..< count where opaque || grey {
                if p[i * 4 + 3] != 255 { opaque = false }
                if p[i * 4] != p[i * 4 + 1] || p[i * 4] != p[i * 4 + 2] { grey = false }
            }
            guard opaque || grey else { return (.rgba, image.pixels) }
            let channels = opaque ? 3 : 2
            let out = [UInt8](unsafeUninitializedCapacity: count * channels) { out, initialized in
                for i in 0 ..< count {
                    if opaque {
                        out[i * 3] = p[i * 4]; out[i * 3 + 1] = p[i * 4 + 1]; out[i * 3 + 2] = p[i * 4 + 2]
                    } else {
                        out[i * 2] = p[i * 4]; out[i * 2 + 1] = p[i * 4 + 3]
                    }
                }
                initialized = count * channels
            }
            return (opaque ? .rgb : .greyAlpha, out)
        }
    }
}
