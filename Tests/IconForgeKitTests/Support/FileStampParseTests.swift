@testable import IconForgeKit
import XCTest

/// A stamp cache line's stamp is five colon-separated numbers of one to nineteen digits, each
/// within Int64: anything else is no stamp, and the rest of the line is what follows the fifth.
final class FileStampParseTests: XCTestCase {
    private func parse(_ text: String) -> (stamp: FileStamp, rest: String)? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            FileStamp.parse(buffer[...]).map { ($0.0, String(decoding: UnsafeBufferPointer(rebasing: $0.1), as: UTF8.self)) }
        }
    }

    func testFiveNumbersAndTheRest() throws {
        let (stamp, rest) = try XCTUnwrap(parse("12:345:6:9223372036854775807:0 hash path"))
        XCTAssertEqual(stamp, FileStamp(size: 12, inode: 345, device: 6, modified: .max, changed: 0))
        XCTAssertEqual(rest, " hash path")
        XCTAssertEqual(parse("1:2:3:4:5")?.rest, "")
        XCTAssertEqual(parse("1:2:3:4:12345678901234567890")?.rest, "0", "a twentieth digit ends the fifth number")
    }

    func testAnythingElseIsNoStamp() {
        for text in ["", "1:2:3:4", "1:2:3:4:", ":1:2:3:4:5", "1:2::3:4:5", "1;2:3:4:5", "-1:2:3:4:5", "1:2:3:4:x",
                     "9223372036854775808:1:1:1:1", "9999999999999999999:1:1:1:1", "12345678901234567890:1:1:1:1",
                     "1:2:3:4:9223372036854775808"] {
            XCTAssertNil(parse(text), text)
        }
    }
}
