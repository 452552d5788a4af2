import CPNGCodec
import Foundation

/// A PNG read back: its header as stored, its pixels as straight RGBA, its text chunks.
public struct DecodedPNG: Sendable {
    public let width: Int
    public let height: Int
    public let colorType: PNGColorType?
    public let bitDepth: Int
    public let interlaced: Bool
    public let image: RGBAImage
    /// tEXt, zTXt and iTXt chunks in file order.
    public let texts: [PNGEncoder.TextChunk]

    /// The value of the first text chunk named `keyword`.
    public func text(_ keyword: String) -> String? { texts.first { $0.keyword == keyword }?.text }
}

/// Decodes PNG bytes through libpng (see `CPNGCodec`).
public enum PNGDecoder {
    public static func decode(_ data: Data) throws -> DecodedPNG {
        var header = ifpng_header()
        var rgba: UnsafeMutablePointer<UInt8>?
        var texts: UnsafeMutablePointer<CChar>?
        var textsLength = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw in
            ifpng_decode(raw.bindMemory(to: UInt8.self).baseAddress, data.count, &header,
                         &rgba, &texts, &textsLength, &message, message.count)
        }
        guard status == 0, let rgba, let texts else { throw PNGError.decoder(String(cString: message)) }
        defer {
            ifpng_free(rgba)
            ifpng_free(texts)
        }
        let width = Int(header.width), height = Int(header.height)
        let pixels = [UInt8](UnsafeBufferPointer(start: rgba, count: width * height * 4))
        var chunks: [PNGEncoder.TextChunk] = []
        let fields = UnsafeBufferPointer(start: texts, count: textsLength)
            .split(separator: 0, omittingEmptySubsequences: false)
            .map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        var index = 0
        while index + 1 < fields.count {
            chunks.append(.init(keyword: fields[index], text: fields[index + 1]))
            index += 2
        }
        return DecodedPNG(
            width: width, height: height, colorType: PNGColorType(rawValue: Int(header.color_type)),
            bitDepth: Int(header.bit_depth), interlaced: header.interlaced != 0,
            image: RGBAImage(width: width, height: height, pixels: pixels), texts: chunks)
    }

    public static func decode(contentsOf url: URL) throws -> DecodedPNG {
        try decode(try Data(contentsOf: url))
    }
}
