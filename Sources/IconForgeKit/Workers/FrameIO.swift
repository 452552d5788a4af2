import Foundation

/// Length-prefixed frames over pipes: a 4-byte little-endian length, then the body.
enum FrameIO {
    /// Larger frames are a protocol error. 1 GiB is far above any real frame (a 16 MiB SVG, or
    /// a 1024-point icon at 1x to 4x: 120 MB of pixels) yet stops a garbled length early.
    static let maximumLength = 1 << 30

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
                let written = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    /// Blocks until one whole frame has arrived; nil at end of file or on a read error. Bytes
    /// read past the frame (the start of the next one: the supervisor queues requests) stay in
    /// `buffer` for the next call.
    static func read(from fd: Int32, into buffer: inout FrameBuffer) -> [UInt8]? {
        while true {
            if let frame = buffer.takeFrame() { return frame }
            guard buffer.fill(from: fd) > 0 else { return nil }
        }
    }
}

/// Collects bytes read from a pipe until they hold one whole frame.
struct FrameBuffer {
    private var bytes: [UInt8] = []
    /// What one `read` may bring, allocated once per buffer rather than once per read (a batch
    /// reads thousands of replies).
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private(set) var isOversized = false
    /// Part of a frame has arrived: the worker is answering, the rest is on its way.
    var isReceiving: Bool { !bytes.isEmpty }

    /// The body length the header announces, once the header has arrived.
    private var announcedLength: Int? {
        guard bytes.count >= 4 else { return nil }
        return bytes[0 ..< 4].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    /// Removes the first frame and returns its body once it is complete (copied out once);
    /// any bytes after it stay for the next frame.
    mutating func takeFrame() -> [UInt8]? {
        guard let length = announcedLength, bytes.count >= 4 + length else { return nil }
        if bytes.count == 4 + length {
            // The usual case, one reply per read: the buffer becomes the body, no copy.
            bytes.removeFirst(4)
            defer { bytes = [] }
            return bytes
        }
        let body = Array(bytes[4 ..< 4 + length])
        bytes.removeFirst(4 + length)
        return body
    }

    /// Reads what is available (at least one byte, blocking if the pipe is empty).
    /// Returns the count read; 0 at end of file, -1 on an error or an oversized frame.
    mutating func fill(from fd: Int32) -> Int {
        var count: Int
        repeat {
            count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress!, $0.count) }
        } while count < 0 && errno == EINTR
        guard count > 0 else { return count }
        bytes.append(contentsOf: chunk[0 ..< count])
        if let length = announcedLength, length > FrameIO.maximumLength {
            isOversized = true
            return -1
        }
        return count
    }
}
