import Foundation

/// Length-prefixed frames over pipes: a 4-byte little-endian length, then the body.
enum FrameIO {
    /// Larger frames are a protocol error: 64 MiB covers a 16 MiB SVG or 4096x4096 pixels.
    static let maximumLength = 64 << 20

    /// Writes the whole frame; false when the other end is gone (EPIPE) or the write fails.
    static func write(_ body: [UInt8], to fd: Int32) -> Bool {
        var header = WireWriter()
        header.int(body.count)
        return writeAll(header.bytes, to: fd) && writeAll(body, to: fd)
    }

    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    /// Blocks until one whole frame has arrived; nil at end of file or on a read error.
    static func read(from fd: Int32) -> [UInt8]? {
        var buffer = FrameBuffer()
        while buffer.frame == nil {
            guard buffer.fill(from: fd) > 0 else { return nil }
        }
        return buffer.frame
    }
}

/// Collects bytes read from a pipe until they hold one whole frame.
struct FrameBuffer {
    private var bytes: [UInt8] = []
    private(set) var isOversized = false

    /// The frame's body once complete.
    var frame: [UInt8]? {
        guard bytes.count >= 4 else { return nil }
        let length = bytes[0 ..< 4].reversed().reduce(0) { $0 << 8 | Int($1) }
        guard bytes.count >= 4 + length else { return nil }
        return Array(bytes[4 ..< 4 + length])
    }

    /// Reads what is available (at least one byte, blocking if the pipe is empty).
    /// Returns the count read; 0 at end of file, -1 on an error or an oversized frame.
    mutating func fill(from fd: Int32) -> Int {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var count: Int
        repeat {
            count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
        } while count < 0 && errno == EINTR
        guard count > 0 else { return count }
        bytes.append(contentsOf: chunk[0 ..< count])
        if bytes.count >= 4 && bytes[0 ..< 4].reversed().reduce(0, { $0 << 8 | Int($1) }) > FrameIO.maximumLength {
            isOversized = true
            return -1
        }
        return count
    }
}
