import Foundation
import XCTest

/// `lint --symbol` says what `icon --symbol` would refuse or draw differently, one warning line
/// each, and writes nothing; without `--symbol` lint says nothing about symbols.
final class SymbolLintTests: XCTestCase {
    func testLintSymbolWarnsAboutWhatASymbolCannotHoldOrDrawsDifferently() throws {
        let folder = try makeTemporaryFolder(self)
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20">"#
        try write(svg + #"<path d="M2 2h16v16H2z"/><text x="4" y="16">A</text></svg>"#, to: "text.svg", in: folder)
        try write(svg + #"<path fill-rule="evenodd" d="M2 2h16v16H2zM6 6v8h8V6z"/></svg>"#, to: "frame.svg", in: folder)
        try write(svg + #"<circle cx="10" cy="10" r="7"/></svg>"#, to: "dot.svg", in: folder)
        let before = try relativeFiles(in: folder)
        let run = try CLI.run(["lint", "--symbol", "--strict", "text.svg", "frame.svg", "dot.svg"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines, [
            "iconforge: warning: text.svg: symbol: cannot be a symbol: uses <text> (a symbol holds only filled paths; "
                + "convert the text to outlines)",
            "iconforge: warning: frame.svg: symbol: evenodd: the evenodd fill of <path> is drawn nonzero, its inner contours "
                + "reversed (exact unless contours cross)",
        ])
        XCTAssertTrue(run.stdout.contains("dot.svg: ok (icon)"), run.stdout)
        XCTAssertEqual(try relativeFiles(in: folder), before)
        let plain = try CLI.run(["lint", "text.svg", "frame.svg"], in: folder)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertFalse(plain.stderr.contains("symbol"), plain.stderr)
    }
}
