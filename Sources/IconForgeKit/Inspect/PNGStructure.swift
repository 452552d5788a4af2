import CZlib
import Foundation

/// The checks a PNG reader makes before trusting a file's chunks: every chunk whole and its
/// CRC right, the header first, image data present, and the IEND chunk that ends a complete
/// file. A file cut off after its header, or damaged in transit, is an error naming what is
/// wrong, not a report of whatever was left.
enum PNGStructure {
    /// Throws `PNGError` with the first problem of the PNG `data`.
    static func check(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [137, 80, 78, 71, 13, 10, 26, 10]) else { throw PNGError.notPNG }
        var offset = 8, index = 0
        var sawImageData = false
        var last = "the signature"
        while offset < bytes.count {
            index += 1
            guard offset + 8 <= bytes.count else {
                throw PNGError.endsInsideChunk(index: index, after: last, atByte: bytes.count)
            }
            let length = bytes[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let typeBytes = bytes[offset + 4 ..< offset + 8]
            let type = PrintableText.escaped(bytes: typeBytes)
            guard length <= 0x7FFF_FFFF, typeBytes.allSatisfy({ (65 ... 90).contains($0) || (97 ... 122).contains($0) }) else {
                throw PNGError.notAChunk(index: index, after: last, type: type, length: length)
            }
            guard offset + 12 + length <= bytes.count else {
                throw PNGError.chunkCutShort(index: index, type: type, missing: offset + 12 + length - bytes.count, of: length + 12)
            }
            let stored = bytes[offset + 8 + length ..< offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let computed = bytes[offset + 4 ..< offset + 8 + length].withUnsafeBufferPointer {
                UInt32(crc32(0, $0.baseAddress, uInt($0.count)))
            }
            guard stored == computed else {
                throw PNGError.badCRC(index: index, type: type, stored: stored, computed: computed)
            }
            if index == 1 && type != "IHDR" { throw PNGError.firstChunkNotHeader(type) }
            if type == "IDAT" { sawImageData = true }
            if type == "IEND" {
                guard sawImageData else { throw PNGError.noImageData }
                return
            }
            last = type
            offset += 12 + length
        }
        throw PNGError.noEnd(after: last, sawImageData: sawImageData)
    }
}
