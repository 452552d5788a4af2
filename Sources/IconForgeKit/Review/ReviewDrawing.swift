import Foundation

/// Turns one side's bytes into pixels for comparing and showing.
enum ReviewDrawing {
    /// The PNG `data` decoded, when `picture` is a PNG and the bytes are one; nil otherwise
    /// (junk, a truncated file, or a kind drawn elsewhere).
    static func decodedPNG(_ data: Data, as picture: ReviewPicture) -> RGBAImage? {
        guard picture == .png else { return nil }
        return try? PNGDecoder.decode(data).image
    }

    /// A symbol's difference: its template is drawn on a white artboard, so every pixel is
    /// opaque and the ink is the darkness; the alpha change is measured on ink made alpha.
    static func inkDifference(_ a: RGBAImage, _ b: RGBAImage) -> (changedPixels: Int, maxAlphaDelta: Int) {
        func ink(_ image: RGBAImage) -> RGBAImage {
            var pixels = image.pixels
            for index in stride(from: 0, to: pixels.count, by: 4) {
                let darkness = 255 - min(pixels[index], pixels[index + 1], pixels[index + 2])
                pixels[index + 3] = UInt8((Int(darkness) * Int(pixels[index + 3]) + 127) / 255)
            }
            return RGBAImage(width: image.width, height: image.height, pixels: pixels)
        }
        return difference(ink(a), ink(b))
    }

    /// The two images' difference: pixels whose RGBA differs (every pixel of the larger when
    /// the sizes differ) and the largest alpha change of one pixel.
    static func difference(_ a: RGBAImage, _ b: RGBAImage) -> (changedPixels: Int, maxAlphaDelta: Int) {
        guard a.width == b.width, a.height == b.height else {
            // A new size: every pixel is new. The alpha change is measured where the two overlap.
            var delta = 0
            for y in 0 ..< min(a.height, b.height) {
                for x in 0 ..< min(a.width, b.width) { delta = max(delta, abs(Int(a[x, y].alpha) - Int(b[x, y].alpha))) }
            }
            return (max(a.width * a.height, b.width * b.height), delta)
        }
        var changed = 0, delta = 0
        a.pixels.withUnsafeBufferPointer { p in
            b.pixels.withUnsafeBufferPointer { q in
                var index = 0
                while index < p.count {
                    if p[index] != q[index] || p[index + 1] != q[index + 1] || p[index + 2] != q[index + 2] || p[index + 3] != q[index + 3] {
                        changed += 1
                        delta = max(delta, abs(Int(p[index + 3]) - Int(q[index + 3])))
                    }
                    index += 4
                }
            }
        }
        return (changed, delta)
    }
}
