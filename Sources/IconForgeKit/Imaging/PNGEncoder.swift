import CPNGCodec
import Foundation

/// The pixel layout written to the file.
public enum PNGColorType: Int, Sendable {
    case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

    var channels: Int {
        switch self {
        case .grey, .palette: return 1
        case .greyAlpha: return 2
        case .rgb: return 3
        case .rgba: return 4
        }
    }
}

/// Encodes 8-bit images to PNG bytes through libpng (see `CPNGCodec`). Output has no
/// time chunk and fixed settings, so the same pixels always give the same bytes.
public enum PNGEncoder {
    /// A tEXt chunk to embed.
    public struct TextChunk: Equatable, Codable, Sendable {
        public var keyword: String
        public var text: String
        public init(keyword: String, text: String) {
            self.keyword = keyword
            self.text = text
        }
    }

    /// Encodes rows of `colorType.channels` bytes a pixel, trying several filter and zlib
    /// strategy settings (`PNGCompression.trials`) and keeping the smallest file.
    public static func encode(
        width: Int, height: Int, colorType: PNGColorType, bytes: [UInt8],
        palette: [RGBA] = [], texts: [TextChunk] = []
    ) throws -> Data {
        precondition(bytes.count == width * height * colorType.channels, "byte count does not match size")
        guard width > 0, height > 0 else { throw PNGError.emptyImage(width: width, height: height) }
        var best: Data?
        for trial in PNGCompression.trials(colorType: colorType, bytes: bytes.count) {
            let data = try encode(width: width, height: height, colorType: colorType, bytes: bytes,
                                  palette: palette, texts: texts, compression: trial)
            // Strictly smaller only, so ties keep the earlier trial: the choice is deterministic.
            if best == nil || data.count < best!.count { best = data }
        }
        return best!
    }

    /// One encode with fixed settings.
    static func encode(
        width: Int, height: Int, colorType: PNGColorType, bytes: [UInt8],
        palette: [RGBA], texts: [TextChunk], compression settings: PNGCompression
    ) throws -> Data {
        let rgb = palette.flatMap { [$0.red, $0.green, $0.blue] }
        var alpha = palette.map(\.alpha)
        while alpha.last == 255 { alpha.removeLast() }
        var compression = settings.cValue
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = withTextChunks(texts) { chunks in
            bytes.withUnsafeBufferPointer { pixels in
                rgb.withUnsafeBufferPointer { rgbPointer in
                    alpha.withUnsafeBufferPointer { alphaPointer in
                        ifpng_encode(
                            pixels.baseAddress, UInt32(width), UInt32(height), width * colorType.channels,
                            Int32(colorType.rawValue),
                            rgbPointer.baseAddress, Int32(palette.count),
                            alphaPointer.baseAddress, Int32(alpha.count),
                            chunks.baseAddress, Int32(chunks.count),
                            &compression, &out, &length, &message, message.count)
                    }
                }
            }
        }
        guard status == 0, let out else {
            throw PNGError.encoder(String(cString: message))
        }
        defer { ifpng_free(out) }
        return Data(bytes: out, count: length)
    }

    /// Encodes an alpha plane as 8-bit grey+alpha with a uniform white.
    public static func encode(_ plane: AlphaPlane, texts: [TextChunk] = []) throws -> Data {
        try encode(width: plane.width, height: plane.height, colorType: .greyAlpha,
                   bytes: plane.whiteGreyAlphaBytes, texts: texts)
    }

    /// Encodes an image losslessly in the smallest exact layout: every colour type that
    /// reproduces the pixels exactly (see `PNGLayout.candidates`) is tried, smallest file wins.
    public static func encode(_ image: RGBAImage, texts: [TextChunk] = []) throws -> Data {
        var best: Data?
        for layout in PNGLayout.candidates(for: image) {
            let data = try encode(width: image.width, height: image.height, colorType: layout.colorType,
                                  bytes: layout.bytes, palette: layout.palette, texts: texts)
            if best == nil || data.count < best!.count { best = data }
        }
        return best!
    }

    /// Keeps the C strings alive for the duration of the encode.
    private static func withTextChunks<R>(_ texts: [TextChunk], _ body: (UnsafeBufferPointer<ifpng_text>) -> R) -> R {
        let keywords = texts.map { strdup($0.keyword) }
        let values = texts.map { strdup($0.text) }
        defer {
            keywords.forEach { free($0) }
            values.forEach { free($0) }
        }
        let chunks = zip(keywords, values).map { ifpng_text(keyword: $0, text: $1) }
        return chunks.withUnsafeBufferPointer(body)
    }
}
