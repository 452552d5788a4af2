// inspect's PNG reader: any bytes are a report or one PNGError, never a trap. The last byte
// (IEND's CRC in a whole file) picks the variant: CRCs fixed up first when it is even, or the
// fuzzer would rarely get past the first chunk; a .9.png name when its bit 1 is set.
import CZlib
import Foundation
@testable import IconForgeKit

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("iconforge-fuzz-\(getpid())")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let flags = bytes.last ?? 0
    let ninePatch = flags & 2 != 0
    if flags & 1 == 0 { fixCRCs(&bytes) }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(ninePatch ? "b@2x.9.png" : "b@2x.png")
    try? Data(bytes).write(to: file)
    do {
        let report = try PNGInspection.inspect(file.path, maximumPixels: 1 << 22)
        _ = report.pointSize
    } catch is PNGError {
    } catch {
        fatalError("not a PNGError: \(error)")
    }
    return 0
}

/// Recomputes each whole chunk's CRC.
func fixCRCs(_ bytes: inout [UInt8]) {
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = bytes[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= bytes.count, offset + 12 + length <= bytes.count else { return }
        let crc = bytes[(offset + 4) ..< (offset + 8 + length)].withContiguousStorageIfAvailable {
            UInt32(crc32(0, $0.baseAddress, uInt($0.count)))
        } ?? 0
        for i in 0 ..< 4 { bytes[offset + 8 + length + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
        offset += 12 + length
    }
}
