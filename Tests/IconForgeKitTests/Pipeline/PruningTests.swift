import Foundation
import IconForgeKit
import XCTest

final class PruningTests: XCTestCase {
    func makeProject() throws -> PipelineFixture {
        let fixture = try PipelineFixture(self)
        try fixture.write(PipelineFixture.svg(0), to: "art/keep.svg")
        try fixture.write(PipelineFixture.svg(1), to: "art/drop.svg")
        _ = try fixture.manifest("""
        outputs:
          - xcassets: Assets/Icons.xcassets
          - png: Assets/PNG
        icons:
          - source: [art/keep.svg, art/drop.svg]
          - source: art/drop.svg
            name: grouped
            group: Tabs
        """)
        _ = try fixture.run()
        // The user's own files, in the same folders iconforge writes to.
        try fixture.write("{}", to: "Assets/Icons.xcassets/Logo.imageset/Contents.json")
        try fixture.write("png", to: "Assets/Icons.xcassets/Logo.imageset/logo.png")
        try fixture.write("png", to: "Assets/PNG/handmade.png")
        try fixture.write("notes", to: "Assets/Icons.xcassets/Tabs/README")
        return fixture
    }

    func testRemovedAssetsLoseOnlyTheFilesIconforgeWrote() throws {
        let fixture = try makeProject()
        XCTAssertTrue(fixture.exists("Assets/Icons.xcassets/Tabs/grouped.imageset/grouped.png"))
        _ = try fixture.manifest("outputs:\n  - xcassets: Assets/Icons.xcassets\n  - png: Assets/PNG\nicons:\n  - source: art/keep.svg\n")
        let report = try fixture.run()
        XCTAssertEqual(report.ids(.removed), ["icons/Tabs/grouped", "icons/drop"])
        XCTAssertFalse(fixture.exists("Assets/Icons.xcassets/drop.imageset"))
        XCTAssertFalse(fixture.exists("Assets/PNG/drop.png"))
        XCTAssertFalse(fixture.exists("Assets/PNG/drop@3x.png"))
        XCTAssertFalse(fixture.exists("Assets/Icons.xcassets/Tabs/grouped.imageset"))
        // The user's README is in the group: the group, and its namespace, stay with it.
        XCTAssertTrue(fixture.exists("Assets/Icons.xcassets/Tabs/Contents.json"))
        XCTAssertTrue(report.entries.flatMap(\.warnings).contains("removed iconforge's files; kept the group Tabs for your README"))
        // Everything the user made is still there, byte for byte.
        XCTAssertEqual(fixture.read("Assets/Icons.xcassets/Logo.imageset/logo.png"), Data("png".utf8))
        XCTAssertEqual(fixture.read("Assets/Icons.xcassets/Logo.imageset/Contents.json"), Data("{}".utf8))
        XCTAssertEqual(fixture.read("Assets/PNG/handmade.png"), Data("png".utf8))
        XCTAssertEqual(fixture.read("Assets/Icons.xcassets/Tabs/README"), Data("notes".utf8))
        XCTAssertTrue(fixture.exists("Assets/Icons.xcassets/keep.imageset/keep.png"))
        XCTAssertTrue(fixture.exists("Assets/Icons.xcassets/Contents.json"))
        XCTAssertEqual(try BuildState.load(from: fixture.url("Assets/PNG")).assets.keys.sorted(), ["icons/keep"])
    }

    func testAFileEditedByHandIsNotDeletedWhenItsAssetIsRemoved() throws {
        let fixture = try makeProject()
        try Data("my edit".utf8).write(to: fixture.url("Assets/PNG/drop@2x.png"))
        _ = try fixture.manifest("outputs:\n  - xcassets: Assets/Icons.xcassets\n  - png: Assets/PNG\nicons:\n  - source: art/keep.svg\n")
        let report = try fixture.run()
        XCTAssertEqual(fixture.read("Assets/PNG/drop@2x.png"), Data("my edit".utf8))
        XCTAssertFalse(fixture.exists("Assets/PNG/drop.png"))
        XCTAssertTrue(report.entries.flatMap(\.warnings).contains { $0.contains("drop@2x.png was edited by hand") })
    }

    func testNothingIsPrunedWithoutAStateFile() throws {
        let fixture = try makeProject()
        try FileManager.default.removeItem(at: fixture.url("Assets/PNG/.iconforge-record.json"))
        _ = try fixture.manifest("outputs:\n  - png: Assets/PNG\nicons:\n  - source: art/keep.svg\n")
        _ = try fixture.run()
        XCTAssertTrue(fixture.exists("Assets/PNG/drop.png"), "a file iconforge has no record of is never deleted")
    }
}
