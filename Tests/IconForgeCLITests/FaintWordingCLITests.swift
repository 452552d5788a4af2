import Foundation
import XCTest

/// The faint warning, through the binary: `lint` and `icon` blame the strokes of a stroked
/// drawing and the filled shapes of a fill-only one.
final class FaintWordingCLITests: XCTestCase {
    static let header = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 30">"#
    /// Hairlines of 0.3 px: strokes.
    static let stroked = header + #"<path d="M5 5.5h20M5 10.5h20M5 15.5h20M5 20.5h20M5 25.5h20M5.5 5v20M15.5 5v20M24.5 5v20" "#
        + ##"stroke="#000" stroke-width="0.3" fill="none"/></svg>"##
    /// The same grid as 0.3 px filled rectangles: no stroke anywhere.
    static let filled = header + #"<path d="M5 5.35h20v0.3H5zM5 10.35h20v0.3H5zM5 15.35h20v0.3H5zM5 20.35h20v0.3H5z"#
        + #"M5 25.35h20v0.3H5zM5.35 5h0.3v20h-0.3zM15.35 5h0.3v20h-0.3zM24.35 5h0.3v20h-0.3z"/></svg>"#

    func testLintAndIconWordTheFaintWarningByWhatTheDrawingHas() throws {
        let folder = try makeTemporaryFolder(self)
        try write(Self.stroked, to: "lines.svg", in: folder)
        try write(Self.filled, to: "bars.svg", in: folder)
        for arguments in [["lint", "lines.svg", "bars.svg"], ["icon", "lines.svg", "bars.svg", "--no-preview"]] {
            let run = try CLI.run(arguments, in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            let faint = run.errorLines.filter { $0.contains(": faint: ") }
            XCTAssertEqual(faint.count, 2, run.stderr)
            let lines = faint.first { $0.contains("lines.svg") } ?? "", bars = faint.first { $0.contains("bars.svg") } ?? ""
            XCTAssertTrue(lines.hasSuffix("; strokes are probably thinner than 1 px"), lines)
            XCTAssertTrue(bars.hasSuffix("; its filled shapes are probably thinner than 1 px"), bars)
            XCTAssertFalse(bars.contains("stroke"), bars)
        }
    }
}
