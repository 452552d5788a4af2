import Foundation
@testable import IconForgeKit
import CSHA256Blocks
import XCTest

final class SHA256Tests: XCTestCase {
    func testKnownVectors() {
        XCTAssertEqual(SHA256.hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testBlockBoundariesMatchSha256sum() throws {
        for length in [55, 56, 63, 64, 65, 119, 120, 1000] {
            let data = Data((0 ..< length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
            XCTAssertEqual(SHA256.hex(data), try sha256sum(data), "length \(length)")
        }
    }

    /// The CPU's SHA instructions and the portable code give the same digest at every length
    /// around the block boundaries and on random contents.
    func testInstructionsAndPortableCodeAgree() throws {
        var generator = SystemRandomNumberGenerator()
        for length in Array(0 ... 300) + [1000, 4095, 4096, 4097, 65_536 + 13] {
            let data = Data((0 ..< length).map { _ in UInt8.random(in: 0 ... 255, using: &generator) })
            XCTAssertEqual(SHA256.digest(data, instructions: true), SHA256.digest(data, instructions: false), "length \(length)")
        }
        let sample = Data((0 ..< 5000).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 3) })
        XCTAssertEqual(SHA256.hex(sample), try sha256sum(sample))
    }

    /// Bytes given a piece at a time, cut anywhere (across block boundaries, empty pieces among
    /// them), hash as the whole, with the instructions and without.
    func testPiecesHashAsTheWhole() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 55, 56, 63, 64, 65, 127, 128, 129, 1000, 5000] {
            let bytes = (0 ..< length).map { _ in UInt8.random(in: 0 ... 255, using: &generator) }
            let whole = SHA256.digest(Data(bytes))
            for instructions in [true, false] {
                var stream = SHA256.Stream(instructions: instructions)
                var start = 0
                while start < length {
                    let end = min(length, start + Int.random(in: 0 ... 150, using: &generator))
                    bytes[start ..< end].withUnsafeBytes { stream.update($0) }
                    start = end
                }
                XCTAssertEqual(stream.digest(), whole, "length \(length), instructions \(instructions)")
            }
        }
        var text = SHA256.Stream()
        for piece in ["claims\n", "", "café ", "tab\t", String(repeating: "x", count: 70)] { text.update(piece) }
        XCTAssertEqual(text.hex(), SHA256.hex("claims\ncafé tab\t" + String(repeating: "x", count: 70)))
    }

    /// On a CPU that lists the SHA extensions (Linux's `sha_ni` flag) the instructions are used,
    /// so the comparison above compares two implementations, not one with itself.
    func testTheInstructionsRunWhereTheCPUHasThem() throws {
        let flags = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        guard flags.split(whereSeparator: \.isWhitespace).contains("sha_ni") else {
            throw XCTSkip("this CPU lists no SHA extensions")
        }
        var state: [UInt32] = [0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19]
        // "abc", padded to one block: its digest is the state after the block.
        var block = [UInt8](repeating: 0, count: 64)
        block[0 ..< 4] = [0x61, 0x62, 0x63, 0x80]
        block[63] = 24
        XCTAssertEqual(ifsha256_blocks(&state, block, 1), 1)
        XCTAssertEqual(state.map { String(format: "%08x", $0) }.joined(), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    func sha256sum(_ data: Data) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.prefix(64))
    }
}
