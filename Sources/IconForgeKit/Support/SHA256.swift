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
            data.withUnsafeBytes { raw in
                guard fullBlocks > 0, !instructions || !state.compressWithInstructions(raw.baseAddress!, blocks: fullBlocks / 64) else { return }
                for block in stride(from: 0, to: fullBlocks, by: 64) { state.compress(raw.baseAddress! + block, words: w) }
            }
            // The last partial block, the 0x80 marker, zeros and the bit length: one or two blocks.
            var tail = [UInt8](data[data.startIndex + fullBlocks ..< data.endIndex])
            let bitLength = UInt64(data.count) * 8
            tail.append(0x80)
            while tail.count % 64 != 56 { tail.append(0) }
            for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
            tail.withUnsafeBytes { bytes in
                guard !instructions || !state.compressWithInstructions(bytes.baseAddress!, blocks: bytes.count / 64) else { return }
                for block in stride(from: 0, to: bytes.count, by: 64) { state.compress(bytes.baseAddress! + block, words: w) }
            }
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
            SHA256.k.withUnsafeBufferPointer { k in
                for i in 0 ..< 64 {
                    let t1 = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[i] &+ w[i]
                    let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                    (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
                }
            }
            self.a &+= a; self.b &+= b; self.c &+= c; self.d &+= d
            self.e &+= e; self.f &+= f; self.g &+= g; self.h &+= h
        }
    }

    

    fileprivate static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

@inline(__always) private func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }
