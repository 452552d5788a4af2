import Foundation

/// Appends fixed-width little-endian values and raw bytes: the body of one worker frame.
/// Pixels travel as raw bytes, never as text, so a 90x90 icon costs 32 KB, not 100 KB of JSON.
struct WireWriter {
    private(set) var bytes: [UInt8] = []

    mutating func u8(_ value: UInt8) { bytes.append(value) }

    mutating func u32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func int(_ value: Int) { u32(UInt32(clamping: value)) }

    mutating func double(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// A length-prefixed blob.
    mutating func blob<Bytes: Collection>(_ value: Bytes) where Bytes.Element == UInt8 {
        int(value.count)
        bytes.append(contentsOf: value)
    }

    mutating func string(_ value: String) { blob(Array(value.utf8)) }

    mutating func rgba(_ colour: RGBA) { [colour.red, colour.green, colour.blue, colour.alpha].forEach { u8($0) } }
}

/// Reads what `WireWriter` wrote; any truncation or overrun is a protocol error, never a crash.
struct WireReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }

    private mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.count - offset else { throw WorkerFailure.protocolError("truncated message") }
        defer { offset += count }
        return bytes[offset ..< offset + count]
    }

    mutating func u8() throws -> UInt8 { try take(1).first! }

    mutating func u32() throws -> UInt32 {
        try take(4).reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func int() throws -> Int { Int(try u32()) }

    mutating func double() throws -> Double {
        let bits = try take(8).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Double(bitPattern: bits)
    }

    mutating func blob() throws -> [UInt8] { Array(try take(try int())) }

    mutating func string() throws -> String { String(decoding: try blob(), as: UTF8.self) }

    mutating func rgba() throws -> RGBA { RGBA(try u8(), try u8(), try u8(), try u8()) }
}
