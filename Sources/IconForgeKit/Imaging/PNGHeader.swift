import Foundation

/// A PNG's IHDR fields, read from the chunk list without decompressing anything: what a
/// reader checks before it commits memory to the pixels.
public struct PNGHeader: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public let bitDepth: Int
    public let colorType: Int
    public let interlaced: Bool

    /// The default largest image decoded: 64 megapixels, as for renders (256 MiB of RGBA).
    public static let defaultMaximumPixels = 64_000_000

    public var pixels: Int { width * height }

    /// The header of `chunks`; throws when the first chunk is not a well-formed IHDR.
    public init(_ chunks: PNGChunks) throws {
        guard let first = chunks.chunks.first, first.type == "IHDR", first.data.count == 13 else {
            throw PNGError.noHeader
        }
        let bytes = [UInt8](first.data)
        func word(_ at: Int) -> Int { bytes[at ..< at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = word(0)
        height = word(4)
        bitDepth = Int(bytes[8])
        colorType = Int(bytes[9])
        interlaced = bytes[12] != 0
        guard width > 0, height > 0 else { throw PNGError.emptyHeader(width: width, height: height) }
    }

    /// Throws when the pixels would pass `maximumPixels`, before any is decoded.
    public func checkBudget(_ maximumPixels: Int) throws {
        guard pixels > maximumPixels else { return }
        throw PNGError.overPixelLimit(width: width, height: height, limit: maximumPixels)
    }
}
