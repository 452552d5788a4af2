/// An 8-bit, straight-alpha (not premultiplied) RGBA image, rows packed top to bottom.
public struct RGBAImage: Equatable, Sendable, Codable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel count does not match size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A fully transparent image.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// The colour at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> RGBA {
        let i = (y * width + x) * 4
        return RGBA(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// The alpha channel alone.
    public var alphaPlane: AlphaPlane {
        let count = width * height
        let alpha = pixels.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                for i in 0 ..< count { out[i] = source[i * 4 + 3] }
                initialized = count
            }
        }
        return AlphaPlane(width: width, height: height, values: alpha)
    }

    /// True when no pixel is translucent.
    public var isOpaque: Bool {
        stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 }
    }
}

/// One straight-alpha colour.
public struct RGBA: Equatable, Hashable, Sendable, Codable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Components scaled to 0...1, as cairo takes them.
    public var unit: (r: Double, g: Double, b: Double, a: Double) {
        (Double(red) / 255, Double(green) / 255, Double(blue) / 255, Double(alpha) / 255)
    }

    /// `#rrggbb`, or `#rrggbbaa` when translucent.
    public var hex: String {
        let parts = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + parts.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}

extension RGBAImage {
    /// The image flipped left to right, as a right-to-left layout mirrors an icon.
    public var mirrored: RGBAImage {
        var flipped = pixels
        for y in 0 ..< height {
            for x in 0 ..< width {
                let from = (y * width + x) * 4, to = (y * width + width - 1 - x) * 4
                flipped[to ..< to + 4] = pixels[from ..< from + 4]
            }
        }
        return RGBAImage(width: width, height: height, pixels: flipped)
    }
}
