import Foundation

/// The `npTc` chunk the Android resource compiler (`aapt`) writes into a crunched 9-patch:
/// the frame it read, as stretch divisions and content padding. Reading it back checks
/// that the compiler understood the frame as intended.
///
/// Layout (as aapt serialises `Res_png_9patch`): byte 0 `wasDeserialized`, bytes 1-3 the
/// counts of x divisions, y divisions and region colours; bytes 4-11 two in-memory offsets
/// (ignored); bytes 12-27 padding left, right, top, bottom (big-endian int32); bytes
/// 28-31 a third offset; from byte 32 the x divisions, y divisions and colours (big-endian).
public struct NinePatchChunk: Equatable, Sendable {
    /// Stretchable ranges along x and y as `[start, end, start, end, ...]` pixels.
    public var xDivs: [Int]
    public var yDivs: [Int]
    public var padding: (left: Int, right: Int, top: Int, bottom: Int)

    public init(_ data: Data) throws {
        let bytes = [UInt8](data)
        func int32(_ offset: Int) -> Int {
            Int(Int32(bitPattern: bytes[offset ..< offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }))
        }
        guard bytes.count >= 32 else { throw PNGError.ninePatchChunkTooShort }
        let xCount = Int(bytes[1]), yCount = Int(bytes[2]), colours = Int(bytes[3])
        guard bytes.count >= 32 + 4 * (xCount + yCount + colours) else {
            throw PNGError.ninePatchChunkTruncated
        }
        xDivs = (0 ..< xCount).map { int32(32 + 4 * $0) }
        yDivs = (0 ..< yCount).map { int32(32 + 4 * (xCount + $0)) }
        padding = (int32(12), int32(16), int32(20), int32(24))
    }

    public static func == (a: NinePatchChunk, b: NinePatchChunk) -> Bool {
        a.xDivs == b.xDivs && a.yDivs == b.yDivs && a.padding == b.padding
    }
}
