/// Why a PNG could not be encoded, decoded or read: one case per problem, worded by `description`.
public enum PNGError: Error, CustomStringConvertible, Equatable, Sendable {
    case notPNG
    case noSuchFile
    case isFolder
    case unreadable(InputError)
    /// A chunk runs past the end of the bytes (the quick chunk reader).
    case truncatedChunk
    /// The file ends before chunk `index`'s length and type, after `last` (a chunk type, or the signature).
    case endsInsideChunk(index: Int, after: String, atByte: Int)
    case notAChunk(index: Int, after: String, type: String, length: Int)
    case chunkCutShort(index: Int, type: String, missing: Int, of: Int)
    case badCRC(index: Int, type: String, stored: UInt32, computed: UInt32)
    case firstChunkNotHeader(String)
    case noImageData
    /// The file ends after `after` without IEND; `sawImageData`: whether IDAT came before.
    case noEnd(after: String, sawImageData: Bool)
    case noHeader
    case emptyHeader(width: Int, height: Int)
    case overPixelLimit(width: Int, height: Int, limit: Int)
    case emptyImage(width: Int, height: Int)
    /// libpng's own message.
    case encoder(String)
    case decoder(String)
    case ninePatchChunkTooShort
    case ninePatchChunkTruncated
    case ninePatchTooSmall
    case ninePatchBorder(edge: String, pixel: Int, colour: String)
    case textTooLarge(maximumBytes: Int)
    case textCorrupt(chunk: String, keyword: String, reason: InputError)

    public var description: String {
        switch self {
        case .notPNG: return "not a PNG file"
        case .noSuchFile: return "no such file"
        case .isFolder: return "is a folder, not a PNG file"
        case .unreadable(let error): return error.description
        case .truncatedChunk: return "truncated chunk"
        case .endsInsideChunk(let index, let after, let atByte):
            return "truncated: the file ends inside chunk \(index), after \(after) (at byte \(atByte))"
        case .notAChunk(let index, let after, let type, let length):
            return "corrupt: chunk \(index), after \(after), is not a chunk (type '\(type)', \(length) bytes)"
        case .chunkCutShort(let index, let type, let missing, let total):
            return "truncated: the file ends inside chunk \(index) (\(type)), \(missing) of its \(total) bytes missing"
        case .badCRC(let index, let type, let stored, let computed):
            return "corrupt: chunk \(index) (\(type)) fails its CRC check (stored \(Self.hex(stored)), computed \(Self.hex(computed)))"
        case .firstChunkNotHeader(let type): return "corrupt: the first chunk is \(type), not the IHDR header"
        case .noImageData: return "no image data: the file has no IDAT chunk"
        case .noEnd(let after, true): return "truncated: the file ends after \(after), with no IEND chunk"
        case .noEnd(let after, false): return "truncated: the file ends after \(after), with no image data (IDAT) and no IEND chunk"
        case .noHeader: return "no IHDR header chunk"
        case .emptyHeader(let width, let height): return "the header declares an empty image (\(width)x\(height))"
        case .overPixelLimit(let width, let height, let limit):
            let shown = limit % 1_000_000 == 0 ? "\(limit / 1_000_000)-megapixel" : "\(limit)-pixel"
            return "the image declares \(width)x\(height) pixels, over the \(shown) limit (--max-pixels)"
        case .emptyImage(let width, let height): return "cannot encode an empty \(width)x\(height) image"
        case .encoder(let message): return "PNG encoding failed: \(message)"
        case .decoder(let message): return message
        case .ninePatchChunkTooShort: return "npTc chunk too short"
        case .ninePatchChunkTruncated: return "npTc chunk truncated"
        case .ninePatchTooSmall: return "a 9-patch needs at least 3x3 pixels (image plus border)"
        case .ninePatchBorder(let edge, let pixel, let colour):
            return "9-patch \(edge) border pixel \(pixel) is \(colour), not transparent or black"
        case .textTooLarge(let maximumBytes):
            return "the text chunks decompress to more than \(ByteCount.format(maximumBytes))"
        case .textCorrupt(let chunk, let keyword, let reason):
            return "corrupt: the \(chunk) chunk '\(PrintableText.escaped(keyword))' does not decompress (\(reason))"
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
