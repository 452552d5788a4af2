import Foundation
import XCTest

/// Button numbers far out of range (`1e300`, `1e20`, infinity, NaN), from options, a button
/// entry or `defaults:`, end in one line naming the setting and its range, exit non-zero, and
/// leave nothing written: no trap converting them to pixels.
final class ButtonGeometryBoundsTests: XCTestCase {
    func assertRefused(_ arguments: [String], _ line: String, file: StaticString = #filePath, line number: UInt = #line) throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["button", "--color", "red", "--out", "Out.xcassets"] + arguments, in: folder)
        XCTAssertEqual(run.status, 64, run.stderr, file: file, line: number)
        XCTAssertEqual(run.errorLines, [line], file: file, line: number)
        XCTAssertEqual(try relativeFiles(in: folder), [], file: file, line: number)
    }

    func testOptionsOutOfRangeAreOneLineNamingTheOptionAndRange() throws {
        try assertRefused(["--radius", "1e300"], "iconforge: error: --radius: must be between 0 and 512 points, not 1e+300")
        try assertRefused(["--stroke-width", "1e20"], "iconforge: error: --stroke-width: must be between 0 and 16 points, not 1e+20")
        try assertRefused(["--radius", "nan"], "iconforge: error: --radius: must be between 0 and 512 points, not nan")
        try assertRefused(["--radius", "inf"], "iconforge: error: --radius: must be between 0 and 512 points, not inf")
        try assertRefused(["--stroke-width", "-1"], "iconforge: error: --stroke-width: must be between 0 and 16 points, not -1")
        try assertRefused(["--size", "40x1e300"],
                          "iconforge: error: --size: height must be between 4 and 1024 points, not 1e+300")
        try assertRefused(["--size", "1e300x40"],
                          "iconforge: error: --size: width must be between 1 and 4096 points, not 1e+300")
        try assertRefused(["--stretch", "both", "--radius", "1e300"],
                          "iconforge: error: --radius: must be between 0 and 512 points, not 1e+300")
    }

    func build(_ manifest: String) throws -> (CLI.Run, [String]) {
        let folder = try makeTemporaryFolder(self)
        _ = try write(manifest, to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        return (run, try relativeFiles(in: folder))
    }

    func testManifestValuesOutOfRangeNameTheKeyAndLine() throws {
        let (run, files) = try build("""
            outputs:
              - png: out
            buttons:
              - name: b
                colour: red
                radius: 1e300
            """)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines, ["iconforge: error: iconforge.yml:6: button 'b': radius must be between 0 and 512 points, not 1e+300"])
        XCTAssertEqual(files, ["iconforge.yml"])
    }

    func testDefaultsOutOfRangeAreTheDefaultsError() throws {
        let manifest = """
            outputs:
              - png: out
            defaults:
              buttons:
                stroke-width: 1e20
            buttons:
              - name: b
                colour: red
            """
        let (run, files) = try build(manifest)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines,
                       ["iconforge: error: iconforge.yml:5: button defaults: stroke-width must be between 0 and 16 points, not 1e+20"])
        XCTAssertEqual(files, ["iconforge.yml"])
    }

    func testSizeKeyOutOfRangeIsNamedBySize() throws {
        let (run, _) = try build("""
            outputs:
              - png: out
            buttons:
              - name: b
                colour: red
                size: 1e300x40
            """)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines, ["iconforge: error: iconforge.yml:6: button 'b': width must be between 1 and 4096 points, not 1e+300"])
    }
}
