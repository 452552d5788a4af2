import Foundation
import XCTest

/// Two icons whose Compose files (and so their `ImageVector` properties) would be one: the later
/// is refused in one line naming both inputs and the file, exit 1; the file is the first's, whole,
/// and nothing of the refused icon is written. A build refuses both before writing anything.
final class ComposeNameClashTests: XCTestCase {
    private func compose(_ inputs: [String], _ extra: [String] = [], out: String = "icons", in folder: URL) throws -> CLI.Run {
        try CLI.run(["icon"] + inputs + extra + ["--format", "compose", "--set", "package=com.example.icons", "--out", out, "--no-preview"],
                    in: folder)
    }

    private func files(_ out: String, in folder: URL) throws -> [String: Data] {
        try fileContents(in: folder.appendingPathComponent(out)).filter { $0.key != ".iconforge-record.json" }
    }

    func testTwoNamesOfOneFileAreRefusedNamingBothAndTheFile() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write(IconPairs.star, to: "house-fill.svg", in: folder)
        _ = try write(IconPairs.house, to: "house_fill.svg", in: folder)
        let alone = try compose(["house-fill.svg"], out: "alone", in: folder)
        XCTAssertEqual(alone.status, 0, alone.stderr)

        let run = try compose(["house-fill.svg", "house_fill.svg"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: house_fill.svg: another input (house-fill.svg) also becomes 'HouseFill.kt'; "
            + "rename one of them"])
        // The first's file whole, as it writes it alone; nothing of the second's.
        XCTAssertEqual(try files("icons", in: folder), try files("alone", in: folder))
        let record = try String(contentsOf: folder.appendingPathComponent("icons/.iconforge-record.json"), encoding: .utf8)
        XCTAssertTrue(record.contains("\"icons/house-fill\""), record)
        XCTAssertFalse(record.contains("house_fill"), record)
    }

    func testAnIconNamedAsAnotherIconsSelectedDrawingIsRefusedNamingThatFile() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        _ = try write(IconPairs.star, to: "house-selected.svg", in: folder)
        let run = try compose(["house-selected.svg", "house.svg", "house-fill.svg"], ["--selected-suffix", "-fill"], in: folder)
        XCTAssertEqual(run.status, 1)
        // The clash is on the selected drawing's file, not on House.kt, which the line used to name.
        XCTAssertEqual(run.errorLines, ["iconforge: error: house.svg: another input (house-selected.svg) also becomes "
            + "'HouseSelected.kt'; rename one of them"])
        XCTAssertEqual(Set(try files("icons", in: folder).keys), ["HouseSelected.kt", "TabIcons.kt"], "nothing of house is written")
    }

    func testNamesDifferingInCaseAreOneFileOnMacOSAndRefused() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write(IconPairs.star, to: "hOuse.svg", in: folder)
        _ = try write(IconPairs.house, to: "house.svg", in: folder)
        let run = try compose(["hOuse.svg", "house.svg"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: house.svg: another input (hOuse.svg) also becomes 'House.kt'; rename one of them"])
        XCTAssertEqual(Set(try files("icons", in: folder).keys), ["HOuse.kt", "TabIcons.kt"])
    }

    func testABuildRefusesTheClashBeforeWritingAnything() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write(IconPairs.star, to: "house-fill.svg", in: folder)
        _ = try write(IconPairs.house, to: "house_fill.svg", in: folder)
        _ = try write("outputs:\n  - compose: kt\n    package: com.example.icons\ncontact-sheet: false\nicons:\n"
                      + "  - source: house-fill.svg\n  - source: house_fill.svg\n", to: "iconforge.yml", in: folder)
        let build = try CLI.run(["build"], in: folder)
        XCTAssertEqual(build.status, 1)
        XCTAssertEqual(build.errorLines, ["iconforge: error: iconforge.yml:7: icons/house_fill (house_fill.svg) and icons/house-fill "
            + "(house-fill.svg, line 6) both write kt/HouseFill.kt; give one a 'name' or a 'group'"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("kt").path))
    }
}
