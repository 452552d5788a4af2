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
        let p = image.pixels
        var opaque = true, grey = true
        var index = 0
        while index < p.count, opaque || grey {
            if p[index + 3] != 255 { opaque = false }
            if p[index] != p[index + 1] || p[index] != p[index + 2] { grey = false }
            index += 4
        }
        let count = image.width * image.height
        if opaque {
            var rgb = [UInt8](repeating: 0, count: count * 3)
            for i in 0 ..< count { rgb[i * 3] = p[i * 4]; rgb[i * 3 + 1] = p[i * 4 + 1]; rgb[i * 3 + 2] = p[i * 4 + 2] }
            return (.rgb, rgb)
        }
        if grey {
            var ga = [UInt8](repeating: 0, count: count * 2)
            for i in 0 ..< count { ga[i * 2] = p[i * 4]; ga[i * 2 + 1] = p[i * 4 + 3] }
            return (.greyAlpha, ga)
        }
        return (.rgba, p)
    }
}
