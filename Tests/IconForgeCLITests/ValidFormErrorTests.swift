import Foundation
import XCTest

/// A bad value's error says what a good one looks like: the form of a size, the range of a
/// number, the colour name that was probably meant, a YAML mistake in plain words with its line.
final class ValidFormErrorTests: XCTestCase {
    func assertLine(_ arguments: [String], _ expected: String, status: Int32 = 64, manifest: String? = nil,
                    file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try makeTemporaryFolder(self)
        if let manifest { try write(manifest, to: "iconforge.yml", in: folder) }
        let run = try CLI.run(arguments, in: folder)
        XCTAssertEqual(run.status, status, run.stderr, file: file, line: line)
        XCTAssertEqual(run.errorLines, [expected], file: file, line: line)
    }

    func testOptionValuesNameTheirForm() throws {
        try assertLine(["icon", "docs", "--size", "abc"],
                       "iconforge: error: --size: 'abc' is not a valid value: use 30 (a square, in points) or WxH (40x30)")
        try assertLine(["button", "--color", "red", "--preview-size", "wide"],
                       "iconforge: error: --preview-size: 'wide' is not a valid value: use 30 (a square, in points) or WxH (40x30)")
        try assertLine(["icon", "docs", "--scales", "1,x"],
                       "iconforge: error: --scales: '1,x' is not a valid value: use scales from 1 to 4, comma-separated (1,2,3)")
        try assertLine(["lint", "docs", "--max-input-size", "lots"],
                       "iconforge: error: --max-input-size: 'lots' is not a valid value: use a size such as 512MiB, 2GiB or 4096 (bytes)")
    }

    func testNumbersOutOfRangeNameTheRange() throws {
        try assertLine(["icon", "docs", "--padding", "-10"],
                       "iconforge: error: --padding: must be at least 0 and less than 15 points (half the icon's 30-point side), not -10")
        try assertLine(["icon", "docs", "--preset", "wide", "--padding", "12"],
                       "iconforge: error: --padding: must be at least 0 and less than 11.5 points (half the icon's 23-point side), not 12")
        try assertLine(["icon", "docs", "--timeout", "0"], "iconforge: error: --timeout: must be more than 0 and at most 3600 seconds, not 0")
        try assertLine(["build", "--timeout", "-1"], "iconforge: error: --timeout: must be more than 0 and at most 3600 seconds, not -1")
        // A flag given a number still says it takes none; a negative input after -- is an input.
        try assertLine(["icon", "docs", "--no-preview", "-5"], "iconforge: error: --no-preview: takes no value, but '-5' was given")
        try assertLine(["icon", "--", "-5"],
                       "iconforge: error: -5: no such file, and no bundled template of that name (see `iconforge templates`)", status: 1)
    }

    /// A list or size that starts with a minus sign is the option's value, as `--opt=value` is:
    /// the option's own check says what is wrong with it, never "needs a value".
    func testNegativeListsAndSizesAreTheOptionsValue() throws {
        try assertLine(["icon", "docs", "--size", "-5x40"], "iconforge: error: --size: must be between 1 and 1024 points, not -5x40")
        try assertLine(["button", "--color", "red", "--dark-color", "-1,0,0"],
                       "iconforge: error: --dark-color: '-1,0,0' is not a colour: use rrggbb, #rrggbb, #rgb, r,g,b, rgb(r,g,b) (0-255) or a CSS colour name")
        try assertLine(["icon", "docs", "--symbol", "--symbol-insets", "-2,0,0"],
                       "iconforge: error: --symbol-insets: must be one number or four (top,left,bottom,right) in the SVG's units, "
                       + "each between -1000000 and 1000000, not '-2,0,0'")
        try assertLine(["icon", "docs", "--padding", "-.5"],
                       "iconforge: error: --padding: must be at least 0 and less than 15 points (half the icon's 30-point side), not -0.5")
        try assertLine(["icon", "docs", "--no-preview", "-5x40"], "iconforge: error: --no-preview: takes no value, but '-5x40' was given")
        try assertLine(["icon", "--", "-1,0,0"],
                       "iconforge: error: -1,0,0: no such file, and no bundled template of that name (see `iconforge templates`)", status: 1)
        // Negative insets are valid (an art box past the canvas): the symbol is written with them.
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "docs", "--symbol", "--symbol-insets", "-2,0,0,0", "--no-preview", "-q"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Icons.xcassets/docs.symbolset/docs.svg").path))
    }

    func testAMisspeltColourNameGetsTheNearestName() throws {
        let forms = "rrggbb, #rrggbb, #rgb, r,g,b, rgb(r,g,b) (0-255) or a CSS colour name"
        try assertLine(["button", "--color", "grean"], "iconforge: error: --color: 'grean' is not a colour: did you mean 'green'? Or \(forms)")
        try assertLine(["button", "--color", "red", "--highlight-colour", "Cornflower"],
                       "iconforge: error: --highlight-color: 'Cornflower' is not a colour: did you mean 'cornflowerblue'? Or \(forms)")
        try assertLine(["button", "--color", "00bd0"], "iconforge: error: --color: '00bd0' is not a colour: use \(forms)")
        try assertLine(["build"], "iconforge: error: iconforge.yml:5: colour: 'tomatoe' is not a colour: did you mean 'tomato'? Or \(forms)",
                       status: 1, manifest: "outputs:\n  - png: out\nbuttons:\n  - name: buy\n    colour: tomatoe\n")
    }

    func testYAMLMistakesAreInPlainWordsWithTheirLine() throws {
        let top = "outputs:\n  - png: out\nicons:\n"
        let cases: [(String, String)] = [
            (top + "  - source: a.svg\n   - source: b.svg\n", "iconforge.yml:5: the list item is indented differently from the items before it (column 4)"),
            (top + "  - source: a.svg\n - source: b.svg\n", "iconforge.yml:5: this line is indented differently from the keys before it (column 2)"),
            ("outputs:\n\t- png: out\n", "iconforge.yml:2: a tab indents this line; YAML indents with spaces only (column 1)"),
            ("outputs:\n  - png: \"out\nicons: []\n\n", "iconforge.yml:2: this quoted value is never closed (column 10)"),
            ("outputs:\n  - png: out\nicons\n  - source: a.svg\n", "iconforge.yml:3: this key has no ':' after it (column 1)"),
            ("outputs:\n  - png: out: x\n", "iconforge.yml:2: a ':' where no key can start: quote a value that holds ': ', "
                + "or indent a key like its neighbours (column 13)"),
            ("outputs: [png: out\n", "iconforge.yml:1: this [list] is not closed with ']', or its items lack a ',' (column 10)"),
            ("outputs: - png: out\n", "iconforge.yml:1: a list item cannot start on the line of its key: put it on the next line, indented (column 10)"),
            ("outputs:\n  - png: @out\n", "iconforge.yml:2: a value cannot start with '@': put it in quotes (column 10)"),
        ]
        for (manifest, reason) in cases {
            try assertLine(["build"], "iconforge: error: \(reason)", status: 1, manifest: manifest)
        }
    }
}
