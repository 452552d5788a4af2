import Foundation
import XCTest

/// A button template whose sections nest deep or repeat into a huge SVG is refused in one line
/// before anything renders, by `button`, `lint` and `build` alike: `{{#stops}}` twelve deep
/// would otherwise render 4^12 times over in the supervisor, out of `--timeout`'s reach.
final class ButtonTemplateLimitTests: XCTestCase {
    let stop = #"<stop offset="{{offset}}" stop-color="{{color}}"/>"#

    /// The bundled button template with its glare stops nested `depth` deep, `copies` stops in
    /// the innermost section, written with the delimiters `open` and `close`.
    func template(depth: Int, copies: Int = 1, open: String = "{{", close: String = "}}") throws -> String {
        let bundled = try String(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().appendingPathComponent("../../Templates/button.svg"), encoding: .utf8)
        let opens = String(repeating: "{{#stops}}", count: depth)
        let stops = String(repeating: stop, count: copies)
        let closes = String(repeating: "{{/stops}}", count: depth)
        guard let section = bundled.range(of: #"\{\{#stops\}\}[^{]*\{\{offset\}\}[^{]*\{\{color\}\}[^{]*\{\{/stops\}\}"#,
                                          options: .regularExpression) else { throw XCTSkip("button.svg has no stops section") }
        let text = bundled.replacingCharacters(in: section, with: opens + stops + closes)
        guard open != "{{" else { return text }
        // One set-delimiter tag at the top, then every tag in the new delimiters.
        let body = text.replacingOccurrences(of: "{{{", with: open).replacingOccurrences(of: "}}}", with: close)
            .replacingOccurrences(of: "{{", with: open).replacingOccurrences(of: "}}", with: close)
        return "{{=\(open) \(close)=}}" + body
    }

    func assertRefusedEverywhere(_ text: String, _ reason: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write(text, to: "t.svg", in: folder)
        _ = try write("outputs:\n  - png: out\nbuttons:\n  - name: b\n    colour: red\n    template: t.svg\n",
                      to: "iconforge.yml", in: folder)
        let button = try CLI.run(["button", "--color", "red", "--template", "t.svg", "--out", "Out.xcassets"], in: folder, timeout: 60)
        XCTAssertEqual(button.status, 1, file: file, line: line)
        XCTAssertEqual(button.errorLines, ["iconforge: error: t.svg: \(reason)"], file: file, line: line)
        let lint = try CLI.run(["lint", "t.svg"], in: folder, timeout: 60)
        XCTAssertEqual(lint.status, 1, file: file, line: line)
        XCTAssertEqual(lint.errorLines, ["iconforge: error: t.svg: \(reason)"], file: file, line: line)
        let build = try CLI.run(["build"], in: folder, timeout: 60)
        XCTAssertEqual(build.status, 1, file: file, line: line)
        XCTAssertEqual(build.errorLines, ["iconforge: error: iconforge.yml:4: button template t.svg: \(reason)"], file: file, line: line)
        XCTAssertEqual(try relativeFiles(in: folder), ["iconforge.yml", "t.svg"], file: file, line: line)
    }

    func testSectionsNestedTwelveDeepAreRefusedAtOnce() throws {
        try assertRefusedEverywhere(try template(depth: 12), "its sections are nested 12 deep; a button template may nest at most 8")
    }

    func testOtherDelimitersDoNotHideTheNesting() throws {
        try assertRefusedEverywhere(try template(depth: 12, open: "<%", close: "%>"),
                                    "its sections are nested 12 deep; a button template may nest at most 8")
    }

    func testInheritanceBlocksCountAsNesting() throws {
        let blocks = String(repeating: "{{$glare}}", count: 12) + String(repeating: "{{/glare}}", count: 12)
        try assertRefusedEverywhere(try template(depth: 1).replacingOccurrences(of: "</svg>", with: blocks + "</svg>"),
                                    "its sections are nested 12 deep; a button template may nest at most 8")
    }

    func testSectionsRepeatingIntoAHugeSVGAreRefused() throws {
        try assertRefusedEverywhere(try template(depth: 8, copies: 4),
                                    "its sections would repeat into about 23.8 MiB of SVG for each image, over the 4 MiB a button template may produce")
    }

    func testShallowNestingStillRenders() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write(try template(depth: 3), to: "t.svg", in: folder)
        let run = try CLI.run(["button", "--color", "red", "--template", "t.svg", "--out", "Out.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    func testTheTemplateCapNamesItselfNotMaxInputSize() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write(try template(depth: 1) + "<!--" + String(repeating: "x", count: 1 << 21) + "-->", to: "t.svg", in: folder)
        let run = try CLI.run(["button", "--color", "red", "--template", "t.svg", "--out", "Out.xcassets", "--max-input-size", "64MiB"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: t.svg: the template is 2.0 MiB, over the 1 MiB a button template may be"])
        XCTAssertEqual(try relativeFiles(in: folder), ["t.svg"])
    }
}
