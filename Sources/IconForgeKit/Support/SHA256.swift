import CSHA256Blocks
import Foundation

/// SHA-256 (FIPS 180-4), small and self-contained: the build state fingerprints sources,
/// options and written files with it, and a crypto package would cost every build a minute.
public enum SHA256 {
    /// The digest of `data` as 64 lowercase hex digits.
    public static func hex(_ data: Data) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(64)
        for byte in digest(data) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The digest of a string's UTF-8 bytes, as hex.
    public static func hex(_ text: String) -> String { hex(Data(text.utf8)) }

    /// The 32-byte digest of `data`.
    public static func digest(_ data: Data) -> [UInt8] { digest(data, instructions: true) }

    /// The digest with the CPU's SHA instructions where it has them (`instructions`), or the
    /// portable code only (the tests compare the two).
    static func digest(_ data: Data, instructions: Bool) -> [UInt8] {
        var state = State()
        var words = [UInt32](repeating: 0, count: 64)
        let fullBlocks = data.count / 64 * 64
        words.withUnsafeMutableBufferPointer { w in
            // Mixes in the whole blocks of `length` bytes at `start`: with the CPU's instructions
            // when asked and available, else in Swift.
            func mix(_ start: UnsafeRawPointer?, _ length: Int) {
                guard let start, length >= 64 else { return }
                if instructions && state.compressWithInstructions(start, blocks: length / 64) { return }
                for block in stride(from: 0, to: length - length % 64, by: 64) { state.compress(start + block, words: w) }
            }
            data.withUnsafeBytes { mix($0.baseAddress, fullBlocks) }
            // The last partial block, the 0x80 marker, zeros and the bit length: one or two blocks.
            var tail = [UInt8](data[data.startIndex + fullBlocks ..< data.endIndex])
            let bitLength = UInt64(data.count) * 8
            tail.append(0x80)
            while tail.count % 64 != 56 { tail.append(0) }
            for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
            tail.withUnsafeBytes { mix($0.baseAddress, $0.count) }
        }
        return [state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h].flatMap { word in
            (0 ..< 4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - $0 * 8)) }
        }
    }

    /// The eight working words, kept in registers rather than an array: the ownership record
    /// hashes every file a batch writes, and array indexing had made this a visible part of it.
    private struct State {
        var a: UInt32 = 0x6a09_e667, b: UInt32 = 0xbb67_ae85, c: UInt32 = 0x3c6e_f372, d: UInt32 = 0xa54f_f53a
        var e: UInt32 = 0x510e_527f, f: UInt32 = 0x9b05_688c, g: UInt32 = 0x1f83_d9ab, h: UInt32 = 0x5be0_cd19

        /// Mixes `blocks` 64-byte blocks at `bytes` in with the CPU's SHA instructions (x86's
        /// SHA extensions, several times quicker than `compress`); false, with nothing mixed in,
        /// where there are none.
        mutating func compressWithInstructions(_ bytes: UnsafeRawPointer, blocks: Int) -> Bool {
            var words = (a, b, c, d, e, f, g, h)
            let done = withUnsafeMutableBytes(of: &words) { raw in
                ifsha256_blocks(raw.baseAddress!.assumingMemoryBound(to: UInt32.self),
                                bytes.assumingMemoryBound(to: UInt8.self), blocks) != 0
            }
            if done { (a, b, c, d, e, f, g, h) = words }
            return done
        }

        /// Mixes the 64-byte block at `bytes` in; `w` is the 64-word message schedule's room.
        mutating func compress(_ bytes: UnsafeRawPointer, words w: UnsafeMutableBufferPointer<UInt32>) {
            for i in 0 ..< 16 { w[i] = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)) }
            for i in 16 ..< 64 {
                let s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
                let s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h)
            let k = ifsha256_round_constants()!
            for i in 0 ..< 64 {
                let t1 = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[i] &+ w[i]
                let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
            }
            self.a &+= a; self.b &+= b; self.c &+= c; self.d &+= d
            self.e &+= e; self.f &+= f; self.g &+= g; self.h &+= h
        }
    }
}

@inline(__always) private func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }
