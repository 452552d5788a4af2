import Foundation

/// One text chunk of a PNG, decoded as the PNG specification says: `tEXt` and `zTXt` are
/// Latin-1 (keyword and text), `iTXt` is a Latin-1 keyword with UTF-8 text; `zTXt` and
/// compressed `iTXt` are inflated here, within a limit, without decoding any pixel.
public struct PNGText: Equatable, Sendable {
    /// `tEXt`, `zTXt` or `iTXt`.
    public var chunk: String
    public var keyword: String
    public var text: String

    /// The most text inflated from one file: far beyond any real metadata, small enough to hold.
    static let maximumBytes = 16 << 20

    /// The text chunks of `chunks` in file order. Throws `PNGError` for a compressed text that
    /// does not inflate, or passes `maximumBytes` in all.
    static func all(in chunks: PNGChunks) throws -> [PNGText] {
        var texts: [PNGText] = []
        var budget = maximumBytes
        for chunk in chunks.chunks where ["tEXt", "zTXt", "iTXt"].contains(chunk.type) {
            let fields = [UInt8](chunk.data).split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
            guard fields.count == 2 else { continue }
            let keyword = latin1(fields[0])
            func inflated(_ bytes: ArraySlice<UInt8>) throws -> [UInt8] {
                switch Gunzip.inflate(Data(bytes), limit: budget, zlibHeader: true) {
                case .success(let data):
                    budget -= data.count
                    return [UInt8](data)
                case .failure(.decompressedTooLarge):
                    throw PNGError.textTooLarge(maximumBytes: maximumBytes)
                case .failure(let error):
                    throw PNGError.textCorrupt(chunk: chunk.type, keyword: keyword, reason: error)
                }
            }
            switch chunk.type {
            case "tEXt":
                texts.append(PNGText(chunk: chunk.type, keyword: keyword, text: latin1(fields[1])))
            case "zTXt":
                // keyword 0 method compressed-text
                guard let method = fields[1].first, method == 0 else { continue }
                texts.append(PNGText(chunk: chunk.type, keyword: keyword, text: latin1(try inflated(fields[1].dropFirst()))))
            default:
                // keyword 0 compressed method language 0 translated-keyword 0 text
                guard fields[1].count >= 2 else { continue }
                let compressed = fields[1].first == 1
                let rest = fields[1].dropFirst(2).split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
                guard rest.count == 3 else { continue }
                let bytes = compressed ? try inflated(rest[2]) : Array(rest[2])
                texts.append(PNGText(chunk: chunk.type, keyword: keyword, text: String(decoding: bytes, as: UTF8.self)))
            }
        }
        return texts
    }

    /// ISO 8859-1: each byte is the code point of the same number.
    static func latin1(_ bytes: some Sequence<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}
