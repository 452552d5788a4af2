@testable import IconForgeKit
import CZlib
import Foundation
import XCTest

final class InputLimitTests: XCTestCase {
    func testByteSizesParseAndPrintTheWayPeopleWriteThem() {
        XCTAssertEqual(ByteCount.parse("1GiB"), 1 << 30)
        XCTAssertEqual(ByteCount.parse("512M"), 512 << 20)
        XCTAssertEqual(ByteCount.parse("16 MiB"), 16 << 20)
        XCTAssertEqual(ByteCount.parse("4096"), 4096)
        XCTAssertNil(ByteCount.parse("lots"))
        XCTAssertNil(ByteCount.parse("-1G"))
        XCTAssertNil(ByteCount.parse("0.5b"))
        XCTAssertEqual(ByteCount.format(1 << 30), "1 GiB")
        XCTAssertEqual(ByteCount.format(3 << 29), "1.5 GiB")
        XCTAssertEqual(ByteCount.format(16 << 20), "16 MiB")
        XCTAssertEqual(ByteCount.format(300), "300 bytes")
    }

    func testAnSVGZIsInflatedWithinTheLimit() throws {
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"/>"#.utf8)
        XCTAssertEqual(try Gunzip.inflate(gzip(svg), limit: 1 << 20).get(), svg)
    }

    func testAGzipBombIsRefusedAtTheLimitBeforeParsing() throws {
        let bomb = gzip(Data(count: 8 << 20))
        XCTAssertLessThan(bomb.count, 64 << 10)
        XCTAssertEqual(Gunzip.inflate(bomb, limit: 1 << 20), .failure(.decompressedTooLarge(limit: 1 << 20)))
    }

    func testTruncatedGzipIsACleanError() {
        let cut = gzip(Data(repeating: 65, count: 100_000)).prefix(40)
        guard case .failure(.badCompression) = Gunzip.inflate(Data(cut), limit: 1 << 20) else {
            return XCTFail("a truncated stream must be refused")
        }
    }

    func testOnlyReferencesOutsideTheDocumentCountAsExternal() {
        XCTAssertFalse(ExternalReferences.mentioned(in: Data(##"<use href="#a"/><image href='data:image/png;base64,AA'/>"##.utf8)))
        XCTAssertTrue(ExternalReferences.mentioned(in: Data(#"<image xlink:href = "icon.png"/>"#.utf8)))
        XCTAssertTrue(ExternalReferences.mentioned(in: Data(#"<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="a.txt"/>"#.utf8)))
        XCTAssertTrue(ExternalReferences.mentioned(in: Data(#"<style>@import url(a.css);</style>"#.utf8)))
    }

    /// gzip-wraps `data` with zlib's deflate (window bits 15 + 16).
    private func gzip(_ data: Data) -> Data {
        var stream = z_stream()
        deflateInit2_(&stream, 9, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        var input = [UInt8](data)
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 64)
        input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                deflate(&stream, Z_FINISH)
            }
        }
        return Data(output[0 ..< Int(stream.total_out)])
    }
}
