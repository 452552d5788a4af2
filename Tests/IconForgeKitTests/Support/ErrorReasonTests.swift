import Foundation
import IconForgeKit
import XCTest

/// File-system errors in plain words: never Foundation's "NSCocoaErrorDomain error 512".
final class ErrorReasonTests: XCTestCase {
    func testDiskFullSaysTheDiskIsFull() {
        let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
        XCTAssertEqual(posix.plainReason, "the disk is full (no space left on device)")
        let wrapped = CocoaError(.fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: posix])
        XCTAssertEqual(wrapped.plainReason, "the disk is full (no space left on device)")
        XCTAssertEqual(CocoaError(.fileWriteOutOfSpace).plainReason, "the disk is full (no space left on device)")
    }

    func testBareCatchAllCodesAreWords() {
        XCTAssertEqual(CocoaError(.fileWriteUnknown).plainReason, "could not be written")
        XCTAssertEqual(NSError(domain: NSCocoaErrorDomain, code: 512).plainReason, "could not be written")
        XCTAssertEqual(CocoaError(.fileReadUnknown).plainReason, "could not be read")
    }

    /// A real full disk: Data.write, Foundation's own writer, fails as the system reports it.
    func testWritingToDevFullIsTheDiskIsFull() throws {
        guard FileManager.default.isWritableFile(atPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        XCTAssertThrowsError(try Data(count: 1 << 16).write(to: URL(fileURLWithPath: "/dev/full"))) { error in
            XCTAssertEqual(error.plainReason, "the disk is full (no space left on device)")
        }
    }
}
