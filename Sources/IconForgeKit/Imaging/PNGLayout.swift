/// One exact way to store an RGBA image in a PNG: a colour type and the bytes for it.
struct PNGLayout {
    var colorType: PNGColorType
    var bytes: [UInt8]
    var palette: [RGBA] = []

    /// Every layout that reproduces `image` exactly, widest first: RGBA or RGB, grey or
    /// grey+alpha when every pixel is neutral, and a palette when at most 256 colours occur.
    static func candidates(for image: RGBAImage) -> [PNGLayout] {
        let pixels = image.pixels
        let count = image.width * image.height
        var opaque = true, neutral = true
        // Through a raw buffer: a preview has 200,000 pixels to look at.
        pixels.withUnsafeBufferPointer { pixel in
            for at in stride(from: 0, to: count * 4, by: 4) {
                if pixel[at + 3] != 255 { opaque = false }
                if pixel[at] != pixel[at + 1] || pixel[at] != pixel[at + 2] { neutral = false }
                if !opaque && !neutral { break }
            }
        }
        var layouts: [PNGLayout] = [opaque ? PNGLayout(colorType: .rgb, bytes: channels(pixels, [0, 1, 2]))
                                           : PNGLayout(colorType: .rgba, bytes: pixels)]
        if neutral {
            layouts.append(opaque ? PNGLayout(colorType: .grey, bytes: channels(pixels, [0]))
                                  : PNGLayout(colorType: .greyAlpha, bytes: channels(pixels, [0, 3])))
        }
        // Pictures (previews, contact sheets) have smooth text and gradients: a palette never
        // won on them in the corpus, and looking for one hashed every pixel twice.
        if count <= PNGCompression.pictureMinimumPixels, let indexed = indexed(image) { layouts.append(indexed) }
        return layouts
    }

    /// The chosen channels of every pixel, in order.
    static func channels(_ pixels: [UInt8], _ picked: [Int]) -> [UInt8] {
        let count = pixels.count / 4, width = picked.count
        // Filled through raw buffers: a preview has 200,000 pixels, and appending byte by byte
        // cost more than its encode.
        return [UInt8](unsafeUninitializedCapacity: count * width) { out, initialized in
            pixels.withUnsafeBufferPointer { source in
                for pixel in 0 ..< count {
                    for (slot, channel) in picked.enumerated() { out[pixel * width + slot] = source[pixel * 4 + channel] }
                }
            }
            initialized = count * width
        }
    }

    /// A palette layout when the image has at most 256 distinct colours. Translucent entries
    /// come first so the tRNS chunk stays short; within each group, order of first appearance.
    static func indexed(_ image: RGBAImage) -> PNGLayout? {
        let pixels = image.pixels
        var seen = Set<UInt32>()
        var order: [RGBA] = []
        for at in stride(from: 0, to: pixels.count, by: 4) where seen.insert(key(pixels, at)).inserted {
            guard order.count < 256 else { return nil }
            order.append(RGBA(pixels[at], pixels[at + 1], pixels[at + 2], pixels[at + 3]))
        }
        let palette = order.filter { $0.alpha != 255 } + order.filter { $0.alpha == 255 }
        var index: [UInt32: UInt8] = [:]
        for (i, colour) in palette.enumerated() {
            index[key([colour.red, colour.green, colour.blue, colour.alpha], 0)] = UInt8(i)
        }
        var bytes = [UInt8]()
        bytes.reserveCapacity(pixels.count / 4)
        for at in stride(from: 0, to: pixels.count, by: 4) { bytes.append(index[key(pixels, at)]!) }
        return PNGLayout(colorType: .palette, bytes: bytes, palette: palette)
    }

    /// The RGBA pixel at byte offset `at`, packed into one word.
    private static func key(_ pixels: [UInt8], _ at: Int) -> UInt32 {
        UInt32(pixels[at]) << 24 | UInt32(pixels[at + 1]) << 16 | UInt32(pixels[at + 2]) << 8 | UInt32(pixels[at + 3])
    }
}
