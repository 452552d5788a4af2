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
        guard start < bytes.count, let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        defer { start = end + 1 }
        return bytes[start ..< end]
    }

    mutating func nextText() -> String? {
        next().map { String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self) }
    }
}
