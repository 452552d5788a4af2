import CZlib
import Foundation

/// Decompresses gzip data (`.svgz`) without ever holding more than a limit: a 100 KB file
/// that inflates to gigabytes is refused after `limit` bytes, before anything parses it.
enum Gunzip {
    /// Whether `data` starts with the gzip magic bytes.
    static func isCompressed(_ data: Data) -> Bool {
        data.count >= 2 && data[data.startIndex] == 0x1f && data[data.startIndex + 1] == 0x8b
    }

    /// The decompressed bytes, or an `InputError` when they exceed `limit` or are corrupt.
    /// `zlibHeader`: the data is a zlib stream (a PNG's compressed text), not a gzip file.
    static func inflate(_ data: Data, limit: Int, zlibHeader: Bool = false) -> Result<Data, InputError> {
        var stream = z_stream()
        // 15 window bits, + 16 to expect a gzip header.
        guard inflateInit2_(&stream, zlibHeader ? 15 : 15 + 16, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return .failure(.badCompression("zlib could not start"))
        }
        defer { inflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        // zlib only reads the input; it is passed in place, not copied first.
        return data.withUnsafeBytes { raw -> Result<Data, InputError> in
            let source = raw.bindMemory(to: UInt8.self)
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = uInt(source.count)
            while true {
                let status = chunk.withUnsafeMutableBufferPointer { buffer -> Int32 in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                if output.count + produced > limit { return .failure(.decompressedTooLarge(limit: limit)) }
                output.append(contentsOf: chunk[0 ..< produced])
                switch status {
                case Z_STREAM_END: return .success(output)
                case Z_OK: continue
                case Z_BUF_ERROR where stream.avail_in == 0: return .failure(.badCompression("the data is truncated"))
                default:
                    let message = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                    return .failure(.badCompression(message))
                }
            }
        }
    }
}
