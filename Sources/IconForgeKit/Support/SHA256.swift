import CSHA256Blocks
import Foundation

/// SHA-256 (FIPS 180-4), small and self-contained: the build state fingerprints sources,
/// options and written files with it, and a crypto package would cost every build a minute.
public enum SHA256 {
    /// The digest of `data` as 64 lowercase hex digits.
    public static func hex(_ data: Data) -> String {
        var stream = Stream()
        data.withUnsafeBytes { stream.update($0) }
        return stream.hex()
    }

    /// The digest of a string's UTF-8 bytes, as hex: hashed where the string holds them, not copied.
    public static func hex(_ text: String) -> String {
        var stream = Stream()
        stream.update(text)
        return stream.hex()
    }

    /// The 32-byte digest of `data`.
    public static func digest(_ data: Data) -> [UInt8] { digest(data, instructions: true) }

    /// The digest with the CPU's SHA instructions where it has them (`instructions`), or the
    /// portable code only (the tests compare the two).
    static func digest(_ data: Data, instructions: Bool) -> [UInt8] {
        var stream = Stream(instructions: instructions)
        data.withUnsafeBytes { stream.update($0) }
        return stream.digest()
    }

    /// A digest of bytes given a piece at a time, as of the pieces joined: a key made of many
    /// fields (the claims') is hashed without first being written out whole. Its state, the
    /// partial block and the schedule's room live on the stack: a no-op build hashes thousands
    /// of short texts, and the arrays each hash allocated had cost more than the hashing.
    struct Stream {
        private var state = State()
        /// The bytes of a block not yet whole.
        private var partial: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        private var partialCount = 0
        private var length: UInt64 = 0
        private let instructions: Bool

        init(instructions: Bool = true) {
            self.instructions = instructions
        }

        /// Adds `bytes`.
        mutating func update(_ bytes: UnsafeRawBufferPointer) {
            guard var start = bytes.baseAddress, !bytes.isEmpty else { return }
            var count = bytes.count
            length &+= UInt64(count)
            if partialCount > 0 {
                let taken = min(64 - partialCount, count)
                let offset = partialCount
                withUnsafeMutableBytes(of: &partial) { ($0.baseAddress! + offset).copyMemory(from: start, byteCount: taken) }
                (partialCount, start, count) = (partialCount + taken, start + taken, count - taken)
                guard partialCount == 64 else { return }
                var block = partial
                withUnsafeBytes(of: &block) { mix($0.baseAddress!, blocks: 1) }
                partialCount = 0
            }
            if count >= 64 {
                mix(start, blocks: count / 64)
                (start, count) = (start + count / 64 * 64, count % 64)
            }
            if count > 0 {
                withUnsafeMutableBytes(of: &partial) { $0.baseAddress!.copyMemory(from: start, byteCount: count) }
                partialCount = count
            }
        }

        /// Adds a string's UTF-8 bytes.
        mutating func update(_ text: String) {
            var text = text
            text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
        }

        /// Mixes in `blocks` whole blocks at `start`: with the CPU's instructions when asked and
        /// available, else in Swift.
        private mutating func mix(_ start: UnsafeRawPointer, blocks: Int) {
            if instructions && state.compressWithInstructions(start, blocks: blocks) { return }
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
                for block in 0 ..< blocks { state.compress(start + block * 64, words: words) }
            }
        }

        /// The state after the last partial block, the 0x80 marker, zeros and the bit length (one or two blocks).
        private mutating func finished() -> State {
            var tail: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                       UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let (count, bitLength) = (partialCount, length &* 8)
            let blocks = count + 9 <= 64 ? 1 : 2
            var block = partial
            withUnsafeMutableBytes(of: &tail) { tail in
                withUnsafeBytes(of: &block) { tail.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: count) }
                tail[count] = 0x80
                for index in 0 ..< 8 { tail[blocks * 64 - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(index * 8)) }
            }
            withUnsafeBytes(of: &tail) { mix($0.baseAddress!, blocks: blocks) }
            return state
        }

        /// The 32-byte digest of everything added.
        mutating func digest() -> [UInt8] {
            let state = finished()
            return [state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h].flatMap { word in
                (0 ..< 4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - $0 * 8)) }
            }
        }

        /// The digest of everything added as 64 lowercase hex digits.
        mutating func hex() -> String {
            let state = finished()
            let words = (state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h)
            return String(unsafeUninitializedCapacity: 64) { text in
                withUnsafeBytes(of: words) { raw in
                    for index in 0 ..< 8 {
                        let word = raw.load(fromByteOffset: index * 4, as: UInt32.self)
                        for nibble in 0 ..< 8 {
                            let digit = UInt8(truncatingIfNeeded: word >> UInt32(28 - nibble * 4)) & 0xF
                            text[index * 8 + nibble] = digit < 10 ? 0x30 + digit : 0x57 + digit
                        }
                    }
                }
                return 64
            }
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
