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
}
