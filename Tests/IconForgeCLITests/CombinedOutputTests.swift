import Foundation
import XCTest

/// `iconforge icon art/ >log 2>&1`: results (stdout) and warnings (stderr) land in one file as
/// whole lines, each icon's warning just before its "wrote" line, as on a terminal.
final class CombinedOutputTests: XCTestCase {
    func testWarningsAndWroteLinesStayWholeAndInOrderInOneFile() throws {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: false)
        let coloured = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" fill="#ff0000"/></svg>"##
        // Long names: over 4 KiB of "wrote" lines, more than one stdio block.
        let names = (10 ..< 50).map { "icon-\($0)-with-a-name-long-enough-to-fill-an-output-buffer-soon" }
        for (index, name) in names.enumerated() {
            try write(index.isMultiple(of: 2) ? coloured : discSVG, to: name + ".svg", in: art)
        }
        let run = try CLI.run(["-c", "exec \"$0\" icon art --no-preview >log 2>&1", CLI.binary.path], in: folder,
                              through: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = try String(contentsOf: folder.appendingPathComponent("log"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let root = folder.appendingPathComponent("Icons.xcassets").path
        var expected: [String] = []
        for (index, name) in names.enumerated() {
            if index.isMultiple(of: 2) {
                expected.append("iconforge: warning: art/\(name).svg: colour discarded: 100% of the ink is coloured (e.g. #ff0000); "
                                + "a tab bar uses only alpha")
            }
            expected.append("\(name): wrote 4 files to \(root)")
        }
        XCTAssertEqual(lines, expected + [""])
    }
}
