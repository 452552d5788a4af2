import Foundation
import IconForgeKit
import XCTest

final class CheckTests: XCTestCase {
    func makeBuiltProject() throws -> PipelineFixture {
        let fixture = try PipelineFixture(self)
        for (index, name) in ["one", "two", "three", "four"].enumerated() {
            try fixture.write(PipelineFixture.svg(index), to: "art/\(name).svg")
        }
        _ = try fixture.manifest("outputs:\n  - xcassets: Assets/Icons.xcassets\nicons:\n  - source: art/*.svg\n")
        _ = try fixture.run()
        return fixture
    }

    func testUpToDateOutputsPass() throws {
        let fixture = try makeBuiltProject()
        let report = try fixture.run(check: true)
        XCTAssertFalse(report.failed)
        XCTAssertEqual(report.ids(.unchanged).count, 5, "four icons and the contact sheet")
    }

    func testMissingStaleAndHandEditedOutputsAreAllListedAndNothingIsWritten() throws {
        let fixture = try makeBuiltProject()
        try FileManager.default.removeItem(at: fixture.url("Assets/Icons.xcassets/one.imageset/one@2x.png"))
        try fixture.write(PipelineFixture.svg(7), to: "art/two.svg")
        try Data("edited".utf8).write(to: fixture.url("Assets/Icons.xcassets/three.imageset/Contents.json"))
        try fixture.write(PipelineFixture.svg(3), to: "art/five.svg")
        let before = fixture.snapshot()

        let report = try fixture.run(check: true)
        XCTAssertTrue(report.failed)
        XCTAssertEqual(report.ids(.missing), ["icons/five", "icons/one"])
        XCTAssertEqual(report.ids(.stale), ["contact-sheet", "icons/two"])
        XCTAssertEqual(report.ids(.modified), ["icons/three"])
        XCTAssertEqual(report.ids(.unchanged), ["icons/four"])
        XCTAssertEqual(report.entries.first { $0.id == "icons/three" }?.reasons,
                       ["Assets/Icons.xcassets/three.imageset/Contents.json was edited by hand"])
        XCTAssertEqual(fixture.snapshot(), before, "--check writes nothing")
    }

    func testAssetsToBePrunedFailTheCheck() throws {
        let fixture = try makeBuiltProject()
        try FileManager.default.removeItem(at: fixture.url("art/four.svg"))
        let report = try fixture.run(check: true)
        XCTAssertEqual(report.ids(.orphaned), ["icons/four"])
        XCTAssertTrue(report.failed)
    }
}
