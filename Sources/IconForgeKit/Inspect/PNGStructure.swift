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
        guard bytes.starts(with: [137, 80, 78, 71, 13, 10, 26, 10]) else { throw PNGError(reason: "not a PNG file") }
        var offset = 8, index = 0
        var sawImageData = false
        var last = "the signature"
        while offset < bytes.count {
            index += 1
            guard offset + 8 <= bytes.count else {
                throw PNGError(reason: "truncated: the file ends inside chunk \(index), after \(last) (at byte \(bytes.count))")
            }
            let length = bytes[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let typeBytes = bytes[offset + 4 ..< offset + 8]
            let type = PrintableText.escaped(bytes: typeBytes)
            guard length <= 0x7FFF_FFFF, typeBytes.allSatisfy({ (65 ... 90).contains($0) || (97 ... 122).contains($0) }) else {
                throw PNGError(reason: "corrupt: chunk \(index), after \(last), is not a chunk (type '\(type)', \(length) bytes)")
            }
            guard offset + 12 + length <= bytes.count else {
                throw PNGError(reason: "truncated: the file ends inside chunk \(index) (\(type)), "
                    + "\(offset + 12 + length - bytes.count) of its \(length + 12) bytes missing")
            }
            let stored = bytes[offset + 8 + length ..< offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let computed = bytes[offset + 4 ..< offset + 8 + length].withUnsafeBufferPointer {
                UInt32(crc32(0, $0.baseAddress, uInt($0.count)))
            }
            guard stored == computed else {
                throw PNGError(reason: "corrupt: chunk \(index) (\(type)) fails its CRC check "
                    + "(stored \(hex(stored)), computed \(hex(computed)))")
            }
            if index == 1 && type != "IHDR" { throw PNGError(reason: "corrupt: the first chunk is \(type), not the IHDR header") }
            if type == "IDAT" { sawImageData = true }
            if type == "IEND" {
                guard sawImageData else { throw PNGError(reason: "no image data: the file has no IDAT chunk") }
                return
            }
            last = type
            offset += 12 + length
        }
        throw PNGError(reason: sawImageData ? "truncated: the file ends after \(last), with no IEND chunk"
            : "truncated: the file ends after \(last), with no image data (IDAT) and no IEND chunk")
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
