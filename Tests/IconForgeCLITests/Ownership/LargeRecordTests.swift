import Foundation
import IconForgeKit
import XCTest

/// A record of 16 MiB, 200,000 invented entries (under the 64 MiB a record may be), is read and
/// checked entry by entry: working out every path each asset can make took about a millisecond
/// an entry in a debug build (minutes for such a record). Every entry is still checked: one
/// naming what its asset never makes is set aside, and the user's set stays byte for byte. That
/// the work is linear is `RecordWorkTests` (a record twice as large asks the format no more);
/// how long it takes is measured by `Benchmarks/large-record.sh`, not asserted here.
final class LargeRecordTests: XCTestCase {
    func testARecordOf200000EntriesOpensAndIsCheckedWhole() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "house.svg", in: folder)
        let catalog = folder.appendingPathComponent("A.xcassets")
        let mine = try XcodeShapedCatalog.make(catalog.appendingPathComponent("mine.imageset"), XcodeShapedCatalog.userSet("mine"))
        let before = try fileContents(in: mine)
        var text = "{\n\"assets\":{\n"
        let hash = String(repeating: "0", count: 32)
        for index in 0 ..< 200_000 {
            text += "\"icons/x\(index)\":{\"x\(index).imageset/x\(index).png\":\"\(hash)\"},\n"
        }
        // One entry names the user's set, which no asset icons/lie makes.
        text += "\"icons/lie\":{\"mine.imageset/mine.png\":\"\(hash)\"}\n}\n}\n"
        let record = catalog.appendingPathComponent(".iconforge-owned.json")
        try Data(text.utf8).write(to: record)
        XCTAssertLessThan(text.utf8.count, 16 << 20)
        XCTAssertGreaterThan(text.utf8.count, 15 << 20)

        let run = try CLI.run(["icon", "house.svg", "--out", "A.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Said once, with the first icon written.
        XCTAssertEqual(run.errorLines, ["iconforge: warning: house.svg: .iconforge-record.json records mine.imageset/mine.png, which "
                                        + "iconforge does not write for icons/lie; the record is ignored and nothing it names is touched"])
        XCTAssertEqual(try fileContents(in: mine), before, "the user's set is left byte for byte")
        XCTAssertTrue(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("house.imageset/house@3x.png").path))
        // Migrated into the one record, which holds them all.
        XCTAssertFalse(FileManager.default.fileExists(atPath: record.path))
        let assets = try LastReleaseRecords.commandFiles(in: catalog)
        XCTAssertEqual(assets.count, 200_001, "the invented entries name what their assets make: they stay, with house's")
        XCTAssertNil(assets["icons/lie"])
        XCTAssertNotNil(assets["icons/house"])
    }
}
