import Foundation
@testable import IconForgeKit
import XCTest

/// A folder a run writes is marked before the run's first temporary in it, at any depth, or in
/// a folder beside it the run writes; a run writing elsewhere marks nothing, and the mark goes
/// once the run has finished writing.
final class WritingMarkTests: XCTestCase {
    func testTheFirstTemporaryInOrBesideAMarkedFolderSetsItsMarkAndUnguardClearsIt() throws {
        let root = try makeTemporaryFolder(self)
        let bundle = root.appendingPathComponent("Icons.xcassets"), previews = root.appendingPathComponent("previews")
        let mark = WritingMark(folder: bundle.path, beside: [previews.path])
        let markFile = bundle.appendingPathComponent(WritingMark.fileName)
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: false)
        AtomicFile.guarding(mark)
        defer { AtomicFile.unguard(mark) }
        try AtomicFile.write(Data("elsewhere".utf8), to: root.appendingPathComponent("other/a.txt"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: markFile.path), "a write elsewhere marks nothing")
        try AtomicFile.write(Data("preview".utf8), to: previews.appendingPathComponent("home-preview.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: markFile.path), "a write beside marks the bundle")
        AtomicFile.unguard(mark)
        XCTAssertFalse(FileManager.default.fileExists(atPath: markFile.path), "finished: the mark goes")

        let again = WritingMark(folder: bundle.path)
        AtomicFile.guarding(again)
        defer { AtomicFile.unguard(again) }
        XCTAssertTrue(try AtomicFile.createFolder(bundle.path + "/Tabs/home.imageset", files: []) == false, "no parent: nothing made")
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("Tabs"), withIntermediateDirectories: true)
        XCTAssertTrue(try AtomicFile.createFolder(bundle.path + "/Tabs/home.imageset", files: [("a.png", Data())]))
        XCTAssertTrue(FileManager.default.fileExists(atPath: markFile.path), "a folder made deep inside marks the bundle")
        XCTAssertTrue(again.isHeld)
    }

    /// A shared `Contents.json` is rewritten at its real path: a bundle reached through a link
    /// is marked by a write there as by one through the link.
    func testAWriteAtTheRealPathOfABundleReachedThroughALinkSetsItsMark() throws {
        let root = try makeTemporaryFolder(self)
        let real = root.appendingPathComponent("real/Icons.xcassets"), linked = root.appendingPathComponent("linked")
        try FileManager.default.createDirectory(at: real.appendingPathComponent("Tabs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: root.appendingPathComponent("real"))
        let mark = WritingMark(folder: linked.path + "/Icons.xcassets")
        AtomicFile.guarding(mark)
        defer { AtomicFile.unguard(mark) }
        try AtomicFile.write(Data("{}".utf8), to: URL(fileURLWithPath: RealPath.of(real.path) + "/Tabs/Contents.json"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: real.appendingPathComponent(WritingMark.fileName).path))
    }
}
