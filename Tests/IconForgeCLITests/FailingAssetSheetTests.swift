import Foundation
import XCTest

/// A contact sheet drawn without an asset that failed is current for as long as that asset
/// fails the same way: the next build leaves it as it is, and `build --check` names the
/// failing asset, not the sheet. Every build used to draw and write it again, and `--check`
/// called it stale.
final class FailingAssetSheetTests: XCTestCase {
    private let sheet = "iconforge-previews/ContactSheet.png"

    private func makeProject() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try write(discSVG, to: "art/good.svg", in: folder)
        try write("outputs:\n  - xcassets: out/Icons.xcassets\nicons:\n  - source: art/*.svg\n", to: "iconforge.yml", in: folder)
        return folder
    }

    /// The sheet file's inode and modification time: a write (a rename into place) changes both.
    private func identity(in folder: URL) throws -> String {
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(sheet).path)
        return "\(attributes[.systemFileNumber] ?? "-") \(attributes[.modificationDate] ?? "-")"
    }

    private func build(_ folder: URL, _ extra: [String] = [], status: Int32, file: StaticString = #filePath, line: UInt = #line) throws -> CLI.Run {
        let run = try CLI.run(["build", "-v"] + extra, in: folder, file: file, line: line)
        XCTAssertEqual(run.status, status, run.stderr, file: file, line: line)
        return run
    }

    func testASheetWithoutAFailingAssetIsNotWrittenAgainAndCheckNamesTheAsset() throws {
        let folder = try makeProject()
        try write(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle"#, to: "art/broken.svg", in: folder)
        XCTAssertTrue(try build(folder, status: 1).stdout.contains("contact sheet \(sheet): written"))
        let drawn = try identity(in: folder)
        usleep(20_000)
        let again = try build(folder, status: 1)
        XCTAssertTrue(again.stdout.contains("contact sheet \(sheet): unchanged"), again.stdout)
        XCTAssertTrue(again.stderr.contains("icons/broken: not a valid SVG"), again.stderr)
        XCTAssertEqual(try identity(in: folder), drawn, "the sheet was written again")

        let check = try CLI.run(["build", "--check"], in: folder)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.errorLines, ["iconforge: error: icons/broken: missing: not built yet"])
        XCTAssertTrue(check.stdout.contains("contact sheet \(sheet): up to date"), check.stdout)

        // Fixed, it is built and the sheet drawn with it.
        try write(discSVG.replacingOccurrences(of: "r=\"9\"", with: "r=\"5\""), to: "art/broken.svg", in: folder)
        XCTAssertTrue(try build(folder, status: 0).stdout.contains("contact sheet \(sheet): written"))
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)
    }

    /// An asset the sheet left out that draws again as it was (its renderer crashed, here on
    /// purpose) has the sheet drawn again with every asset, the others read back from their
    /// files: the same bytes as a clean build's.
    func testAnAssetTheSheetLeftOutThatDrawsAgainHasTheSheetDrawnWithIt() throws {
        let folder = try makeProject()
        _ = try build(folder, status: 0)
        try write(discSVG.replacingOccurrences(of: "r=\"9\"", with: "r=\"4\""), to: "art/late.svg", in: folder)
        let failed = try CLI.run(["build"], in: folder, environment: CrashingWorker.environment(.render))
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stderr.contains("icons/late: renderer crashed"), failed.stderr)
        XCTAssertTrue(try build(folder, status: 0).stdout.contains("contact sheet \(sheet): written"))
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)

        let clean = try makeProject()
        try write(discSVG.replacingOccurrences(of: "r=\"9\"", with: "r=\"4\""), to: "art/late.svg", in: clean)
        _ = try build(clean, status: 0)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent(sheet)), try Data(contentsOf: clean.appendingPathComponent(sheet)))
    }
}
