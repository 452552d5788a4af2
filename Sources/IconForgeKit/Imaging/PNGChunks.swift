import Foundation

/// The chunk structure of a PNG file, read without decompressing anything, so tests
/// and `inspect` can check exactly what was written.
public struct PNGChunks: Sendable {
    public struct Chunk: Equatable, Sendable {
        public let type: String
        public let data: Data
    }

    public let chunks: [Chunk]

    /// The chunk types in file order, e.g. `["IHDR", "tEXt", "IDAT", "IEND"]`.
    public var types: [String] { chunks.map(\.type) }

    /// The chunks of `data`, up to `IEND`.
    public init(_ data: Data) throws {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0 ..< 8]) == signature else {
            throw PNGError.notPNG
        }
        var offset = 8
        var chunks: [Chunk] = []
        while offset + 12 <= bytes.count {
            let length = bytes[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { throw PNGError.truncatedChunk }
            chunks.append(Chunk(type: type, data: Data(bytes[offset + 8 ..< offset + 8 + length])))
            offset += 12 + length
            if type == "IEND" { break }
        }
        self.chunks = chunks
    }

    /// The first chunk of `type`.
    public func first(_ type: String) -> Chunk? { chunks.first { $0.type == type } }
}
