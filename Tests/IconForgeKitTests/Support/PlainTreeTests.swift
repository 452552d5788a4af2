import Foundation
@testable import IconForgeKit
import XCTest

/// A record's files checked from the open bundle, their folders checked once, are what each
/// resolved alone gives: a file called plain resolves to the bundle's path and its own, and
/// links in folders or names, `.` and `..`, and folders not there are left to the full check.
final class PlainTreeTests: XCTestCase {
    func testAPlainFileResolvesToItsOwnSpellingAndTheRestAreLeftToTheFullCheck() throws {
        let root = RealPath.of(try makeTemporaryFolder(self).path)
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/set.imageset", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: root + "/set.imageset/a.png"))
        try Data().write(to: URL(fileURLWithPath: root + "/file"))
        try manager.createSymbolicLink(atPath: root + "/set.imageset/b.png", withDestinationPath: root + "/elsewhere/b.png")
        try manager.createSymbolicLink(atPath: root + "/linked.imageset", withDestinationPath: "elsewhere")
        try manager.createSymbolicLink(atPath: root + "/top-link.png", withDestinationPath: "elsewhere/b.png")
        let relatives = ["set.imageset/a.png", "set.imageset/b.png", "set.imageset/missing.png", "linked.imageset/a.png",
                         "missing/a.png", "file/a.png", "set.imageset/../file", "set.imageset/.", "top.png", "top-link.png",
                         "Tabs/./set/x.png", "/etc/passwd", "set.imageset//a.png", "set.imageset/a\u{0}.png"]
        let tree = PlainTree(root: root, relatives: relatives + relatives + relatives)
        XCTAssertEqual(tree.folders, ["set.imageset", "file"], "there, plainly spelled, no link")
        XCTAssertEqual(PlainTree(root: root, relatives: relatives).folders, [], "as many folders as paths: none checked first")
        let plain = relatives.filter { if case .notPlain = tree.look($0) { false } else { true } }
        XCTAssertEqual(plain, ["set.imageset/a.png", "set.imageset/missing.png", "file/a.png", "top.png"])
        for relative in plain { XCTAssertEqual(RealPath.of(relative, in: root), root + "/" + relative, relative) }
        // The stamp of a file found plainly there is `stat`'s; a plain path with nothing there has none.
        XCTAssertEqual(tree.look("set.imageset/a.png"), .stamped(try XCTUnwrap(FileStamp.of(root + "/set.imageset/a.png"))))
        XCTAssertEqual(tree.look("set.imageset/missing.png"), .missing)
        XCTAssertEqual(tree.look("set.imageset/b.png"), .notPlain, "a link is resolved in full")
        XCTAssertEqual(PlainTree(root: root + "/missing", relatives: relatives + relatives + relatives).look("top.png") == .notPlain, true,
                       "a bundle not there: nothing is plain")
    }
}
