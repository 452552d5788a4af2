import Foundation
import IconForgeKit
import XCTest

/// `icon --symbol` of filled drawings: Ultralight and Black grow and shrink the fill with the
/// same commands as Regular; a drawing too fine to embolden is said in one line (a failure with
/// `--strict`) and kept as drawn.
final class SymbolFillWeightsCommandTests: XCTestCase {
    static let heartSVG = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 21 3.5 12.5C1 10 1 6 3.5 4.2 6 2.4 9.5 3 12 6c2.5-3 6-3.6 \
    8.5-1.8C23 6 23 10 20.5 12.5z"/></svg>
    """
    static let hairlinesSVG = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 4h20v0.3H2zM2 8h20v0.3H2zM2 12h20v0.3H2z"/></svg>
    """

    func testAFilledIconGetsWeightsThatInterpolate() throws {
        let folder = try makeTemporaryFolder(self)
        try write(Self.heartSVG, to: "heart.svg", in: folder)
        let run = try CLI.run(["icon", "heart.svg", "--symbol", "--out", "App.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let template = try String(contentsOf: folder.appendingPathComponent("App.xcassets/heart.symbolset/heart.svg"), encoding: .utf8)
        let groups = ["Ultralight-S", "Regular-S", "Black-S"].map { id -> String in
            let start = template.range(of: "<g id=\"\(id)\"")!.upperBound
            return String(template[start...].components(separatedBy: "</g>")[0])
        }
        let paths = groups.map { group in group.components(separatedBy: " d=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) } }
        XCTAssertEqual(paths[0].count, 1)
        let commands = paths.map { $0.map { $0.filter(\.isLetter) } }
        XCTAssertEqual(commands[0], commands[1])
        XCTAssertEqual(commands[2], commands[1])
        XCTAssertNotEqual(paths[0], paths[2])
    }

    func testADrawingTooFineToEmboldenIsSaidInOneLineAndFailsWithStrict() throws {
        let folder = try makeTemporaryFolder(self)
        try write(Self.hairlinesSVG, to: "lines.svg", in: folder)
        let run = try CLI.run(["icon", "lines.svg", "--symbol", "--out", "App.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        // (The hairlines are faint at 1x too, which the PNG checks say as for any icon.)
        XCTAssertEqual(run.errorLines.filter { $0.contains("symbol:") },
                       ["iconforge: warning: lines.svg: symbol: too fine: fills too fine to embolden are drawn as in "
                        + "Regular in Ultralight and Black"])
        let strict = try CLI.run(["icon", "lines.svg", "--symbol", "--strict", "--out", "Strict.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.errorLines.count, 1, strict.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Strict.xcassets/lines.symbolset").path))
    }
}
