import Foundation
@testable import IconForgeKit
import XCTest

/// The calls `Platform` spells per system, on the system the tests run on.
final class PlatformTests: XCTestCase {
    func testTheExecutablePathIsTheRunningBinary() throws {
        let path = try XCTUnwrap(Platform.executablePath)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: path), path)
        XCTAssertEqual(URL(fileURLWithPath: path).lastPathComponent, URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent)
    }

    func testFlushingTheFileSystemOfAFolderSucceeds() throws {
        let descriptor = open(NSTemporaryDirectory(), O_RDONLY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        XCTAssertEqual(Platform.flushFileSystem(descriptor), 0)
    }

    func testResourceUsageCountsThisProcessInKiB() {
        let usage = Platform.resourceUsage(children: false)
        // A test process holds at least a few MiB and far less than 64 GiB: KiB, not bytes or pages.
        XCTAssertTrue((4 << 10 ... 64 << 20).contains(usage.peakKiB), "\(usage.peakKiB) KiB")
        XCTAssertGreaterThan(Double(usage.user.tv_sec) + Double(usage.user.tv_usec) / 1e6, 0)
    }

    func testRenamingWithoutReplacingRefusesAnythingAtTheName() throws {
        let folder = try makeTemporaryFolder(self).path
        let (source, file, emptyFolder) = (folder + "/new", folder + "/file", folder + "/empty")
        try FileManager.default.createDirectory(atPath: source, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: emptyFolder, withIntermediateDirectories: false)
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: file))
        for taken in [file, emptyFolder] {
            XCTAssertEqual(Platform.renameNoReplace(source, taken), -1, taken)
            XCTAssertEqual(errno, EEXIST, taken)
        }
        XCTAssertEqual(FileManager.default.contents(atPath: file), Data("theirs".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: emptyFolder), [])
        XCTAssertEqual(Platform.renameNoReplace(source, folder + "/moved"), 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["empty", "file", "moved"])
    }
}
