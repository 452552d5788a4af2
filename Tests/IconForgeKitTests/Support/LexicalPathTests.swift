import Foundation
@testable import IconForgeKit
import XCTest

/// Input file URLs are what Foundation's standardizing gives, links left as spelled.
final class LexicalPathTests: XCTestCase {
    func testStandardizesAsFoundationDoes() throws {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: "real")
        let paths = ["link/../x.svg", "./a//b/./c.svg", folder.path + "/link/y.svg", "../z/w.svg", "a/b/../../../../q.svg",
                     "/../x.svg", "plain.svg", folder.path + "/./real/../link/v.svg",
                     "/x", "a/../b.svg", "./c.svg"]
        for path in paths {
            XCTAssertEqual(LexicalPath.fileURL(path), URL(fileURLWithPath: path, isDirectory: false).standardizedFileURL, path)
        }
    }

    /// A path already standard is taken as it is (a glob's matches); any other goes the long way.
    func testOnlyAStandardPathIsTakenAsItIs() {
        for path in ["/a/b.svg", "/x", "/a/.b/..c/c..svg", "/a/b.svg.", "/a/...svg"] {
            XCTAssertTrue(LexicalPath.isStandard(path), path)
            XCTAssertEqual(LexicalPath.standardized(path), path)
        }
        for path in ["/", "", "a/b.svg", "/a//b.svg", "/a/./b.svg", "/a/../b.svg", "/a/b/", "/a/.", "/a/..", "/./a", "/../a"] {
            XCTAssertFalse(LexicalPath.isStandard(path), path)
        }
        XCTAssertEqual(LexicalPath.standardized("/a//b/./c/../d.svg"), "/a/b/d.svg")
    }
}
