import Foundation
import IconForgeKit
import XCTest

/// Files and folders appear whole or not at all, and no temporary is left behind.
final class AtomicFileTests: XCTestCase {
    func testRewritingAFileLeavesOnlyThatFile() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("a.txt")
        try AtomicFile.write(Data("one".utf8), to: file)
        try AtomicFile.write(Data("two".utf8), to: file)
        XCTAssertEqual(try contents(of: folder), ["a.txt"])
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "two")
    }

    func testWriteRefusesToReplaceAFolderWithAFile() throws {
        let folder = try makeTemporaryFolder(self)
        let inTheWay = folder.appendingPathComponent("x.png")
        try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: false)
        try Data().write(to: inTheWay.appendingPathComponent("keep"))
        XCTAssertThrowsError(try AtomicFile.write(Data("new".utf8), to: inTheWay))
        XCTAssertEqual(try contents(of: inTheWay), ["keep"])
        XCTAssertEqual(try contents(of: folder), ["x.png"])
    }

    func testStaleTemporariesOfEndedRunsGoButThoseOfRunningOnesStay() throws {
        let folder = try makeTemporaryFolder(self)
        let stale = ".iconforge-tmp-999999999-1-a.png", live = ".iconforge-tmp-\(getppid())-2-b.png"
        for name in [stale, live, "c.png"] { try Data().write(to: folder.appendingPathComponent(name)) }
        AtomicFile.removeStaleTemporaries(in: folder)
        XCTAssertEqual(try contents(of: folder), [live, "c.png"])
    }

    private func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }
}
