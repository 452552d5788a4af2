import Foundation
import XCTest

/// `icon --symbol` of a stroke far wider than the art (400,000 on a 24-unit canvas, under the
/// 10⁶ limit): every weight's margins stay within what its stroke reaches. The Ultralight
/// outline once spanned a billion units, its margins near ±5·10⁸.
final class SymbolWideStrokeTests: XCTestCase {
    func testA400000WideStrokeGivesMarginsWithinTheStrokesReach() throws {
        let folder = try makeTemporaryFolder(self)
        try write(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" "#
                  + #"stroke-width="400000" stroke-linejoin="miter"><path d="M2 16s9-15 20-4C11 23 2 8 2 8"/></svg>"#,
                  to: "fish.svg", in: folder)
        let run = try CLI.run(["icon", "fish.svg", "--symbol", "--out", "App.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let template = try String(contentsOf: folder.appendingPathComponent("App.xcassets/fish.symbolset/fish.svg"), encoding: .utf8)
        // The 24-unit canvas spans the template's cap height, 70.459 units.
        let unit = 70.459 / 24
        for (weight, scale) in [("Ultralight", 0.3), ("Regular", 1), ("Black", 2.2)] {
            let reach = 400000 * scale / 2 * 4  // half the width times the miter limit, in the SVG's units
            let left = try margin("left-margin-\(weight)-S", in: template), right = try margin("right-margin-\(weight)-S", in: template)
            // The art (2 to 22 across), the reach on both sides and a unit of padding on each.
            XCTAssertLessThanOrEqual(right - left, (20 + 2 * reach + 2) * unit, "\(weight): margins \(left) to \(right)")
            XCTAssertGreaterThan(right - left, 20 * unit, weight)
        }
    }

    /// The x of the guide line `id`.
    private func margin(_ id: String, in template: String) throws -> Double {
        let pattern = try NSRegularExpression(pattern: #"id="\#(id)"[^>]*\bx1="([^"]+)""#)
        let match = try XCTUnwrap(pattern.firstMatch(in: template, range: NSRange(template.startIndex..., in: template)), id)
        return try XCTUnwrap(Double(String(template[Range(match.range(at: 1), in: template)!])), id)
    }
}
