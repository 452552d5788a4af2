import Foundation
import IconForgeKit
import XCTest

/// Resolving many paths at once gives what resolving each alone gives: links in folders and
/// in names, dangling links, `..` after a link, missing files, bare names.
final class RealPathTests: XCTestCase {
    func testManyPathsResolveAsEachAlone() throws {
        let root = try makeTemporaryFolder(self).path
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/real/inner", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: root + "/real/a.svg"))
        try Data().write(to: URL(fileURLWithPath: root + "/real/inner/b.svg"))
        try manager.createSymbolicLink(atPath: root + "/link", withDestinationPath: "real/inner")
        try manager.createSymbolicLink(atPath: root + "/real/c.svg", withDestinationPath: "inner/b.svg")
        try manager.createSymbolicLink(atPath: root + "/real/dangling.svg", withDestinationPath: root + "/nowhere/d.svg")
        let paths = [
            root + "/real/a.svg", root + "/link/b.svg", root + "/link/../a.svg", root + "/real/c.svg",
            root + "/real/dangling.svg", root + "/real/missing.svg", root + "/link/missing/e.svg",
            root + "/real/./a.svg", root + "/real/", "relative-name", root + "/link/..", "/",
        ]
        XCTAssertEqual(RealPath.of(all: paths), paths.map { RealPath.of($0) })
        XCTAssertEqual(RealPath.of(all: [root + "/link/b.svg"]), [RealPath.of(root + "/real/inner/b.svg")])
        XCTAssertEqual(RealPath.of(all: [root + "/real/c.svg"]), [RealPath.of(root + "/real/inner/b.svg")])
        XCTAssertEqual(RealPath.of(all: [root + "/real/dangling.svg"]), [RealPath.of(root) + "/nowhere/d.svg"])
        // A part that is not there ends the checks: the rest is as spelled, as resolving it whole gives.
        let real = RealPath.of(root + "/real")
        for relative in ["missing.svg", "missing/deeper/e.svg", "a.svg/under-a-file.svg", "inner/b.svg", "c.svg"] {
            XCTAssertEqual(RealPath.of(relative, in: real), RealPath.of(root + "/real/" + relative), relative)
        }
    }
}
