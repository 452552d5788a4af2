import Foundation

/// The lines of a buffer, each without its newline.
struct LineReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var start = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The next line; nil at the end (a last line without a newline is not a line).
    mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
        // memchr, not a byte at a time: the stamp cache of a no-op build of 1,000 icons is 9,000
        // lines of about 150 bytes, and finding their ends was a quarter of reading it.
        guard start < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else { return nil }
        let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        defer { start = end + 1 }
        return bytes[start ..< end]
    }

    mutating func nextText() -> String? {
        next().map { String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self) }
    }
}
