import Foundation
import IconForgeKit
import XCTest

/// `assets:` on an output, and two catalogs in one manifest with one Swift file for both.
final class OutputSelectionTests: XCTestCase {
    let manifest = """
    outputs:
      - xcassets: Assets/Icons.xcassets
        assets: icons
      - xcassets: Assets/Buttons.xcassets
        assets: buttons
      - png: Assets/PNG
    contact-sheet: Assets/ContactSheet.png
    icons:
      - source: art/*.svg
      - source: art/home.svg
        name: tab-home
        group: Tabs
    buttons:
      - name: buy
        colour: 00bd00
        states: [normal, highlighted]
    swift:
      output: Sources/Assets.swift
    """

    func makeProject() throws -> PipelineFixture {
        let fixture = try PipelineFixture(self)
        try fixture.write(PipelineFixture.svg(0), to: "art/home.svg")
        try fixture.write(PipelineFixture.svg(1), to: "art/search.svg")
        _ = try fixture.manifest(manifest)
        return fixture
    }

    func imageSets(_ fixture: PipelineFixture, _ catalog: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: fixture.url(catalog).path)
        var sets: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".imageset") { sets.append(path) }
        }
        return sets.sorted()
    }

    func testEachOutputTakesOnlyTheKindsItSelects() throws {
        let fixture = try makeProject()
        let report = try fixture.run()
        XCTAssertFalse(report.failed, report.entries.compactMap(\.error).description)
        XCTAssertEqual(imageSets(fixture, "Assets/Icons.xcassets"),
                       ["Tabs/tab-home.imageset", "home.imageset", "search.imageset"])
        XCTAssertEqual(imageSets(fixture, "Assets/Buttons.xcassets"), ["buy-highlighted.imageset", "buy.imageset"])
        XCTAssertTrue(fixture.exists("Assets/PNG/buy@3x.png"))
        XCTAssertTrue(fixture.exists("Assets/PNG/Tabs/tab-home@3x.png"))
        XCTAssertTrue(fixture.exists("Assets/Buttons.xcassets/Contents.json"))

        // Each output's state records what it holds, and the contact sheet sits in the first one's.
        XCTAssertEqual(try BuildState.load(from: fixture.url("Assets/Icons.xcassets")).assets.keys.sorted(),
                       ["contact-sheet", "icons/Tabs/tab-home", "icons/home", "icons/search", "swift"])
        XCTAssertEqual(try BuildState.load(from: fixture.url("Assets/Buttons.xcassets")).assets.keys.sorted(), ["buttons/buy"])
        XCTAssertEqual(try BuildState.load(from: fixture.url("Assets/PNG")).assets.count, 4)
        let files = report.entries.first { $0.id == "buttons/buy" }?.files.map(\.path) ?? []
        XCTAssertTrue(files.contains("Assets/Buttons.xcassets/buy.imageset/buy@2x.png"), files.description)
        XCTAssertFalse(files.contains { $0.hasPrefix("Assets/Icons.xcassets") }, files.description)

        XCTAssertEqual(try fixture.run().ids(.built), [])
        XCTAssertFalse(try fixture.run(check: true).failed)
    }

    func testOneSwiftFileCoversEveryCatalogUnlessOneIsNamed() throws {
        let fixture = try makeProject()
        _ = try fixture.run()
        let swift = String(decoding: try XCTUnwrap(fixture.read("Sources/Assets.swift")), as: UTF8.self)
        XCTAssertTrue(swift.contains("from Icons.xcassets, Buttons.xcassets."), swift)
        XCTAssertTrue(swift.contains("static let search = ImageAsset(name: \"search\", isTemplate: true)"), swift)
        XCTAssertTrue(swift.contains("enum Tabs {"), swift)
        XCTAssertTrue(swift.contains("static let buyHighlighted = ImageAsset(name: \"buy-highlighted\", capInsets:"), swift)

        _ = try fixture.manifest(manifest + "\n  catalog: Assets/Buttons.xcassets\n")
        let report = try fixture.run()
        XCTAssertEqual(report.entries.first { $0.id == "swift" }?.outcome, .built)
        let buttonsOnly = String(decoding: try XCTUnwrap(fixture.read("Sources/Assets.swift")), as: UTF8.self)
        XCTAssertTrue(buttonsOnly.contains("static let buy = "), buttonsOnly)
        XCTAssertFalse(buttonsOnly.contains("static let search"), buttonsOnly)

        _ = try fixture.manifest(manifest + "\n  catalog: [Assets/Icons.xcassets, Assets/Buttons.xcassets]\n")
        _ = try fixture.run()
        XCTAssertEqual(String(decoding: try XCTUnwrap(fixture.read("Sources/Assets.swift")), as: UTF8.self), swift)
    }

    func testAnOutputThatStopsTakingAKindLosesExactlyThoseFiles() throws {
        let fixture = try makeProject()
        _ = try fixture.run()
        let icon = fixture.read("Assets/PNG/home@2x.png")
        _ = try fixture.manifest(manifest.replacingOccurrences(of: "  - png: Assets/PNG\n",
                                                               with: "  - png: Assets/PNG\n    assets: buttons\n"))
        let check = try fixture.run(check: true)
        XCTAssertTrue(check.failed)
        XCTAssertEqual(check.ids(.orphaned), ["icons/Tabs/tab-home", "icons/home", "icons/search"])
        XCTAssertTrue(check.entries.flatMap(\.reasons).contains {
            $0.hasPrefix("no longer goes into Assets/PNG (its 'assets:'); a build removes Assets/PNG/home.png")
        }, check.entries.flatMap(\.reasons).description)

        let report = try fixture.run()
        XCTAssertEqual(report.ids(.built), [])
        XCTAssertEqual(report.ids(.removed), ["icons/Tabs/tab-home", "icons/home", "icons/search"])
        XCTAssertFalse(fixture.exists("Assets/PNG/home@2x.png"))
        XCTAssertFalse(fixture.exists("Assets/PNG/Tabs"))
        XCTAssertTrue(fixture.exists("Assets/PNG/buy@2x.png"))
        XCTAssertTrue(fixture.exists("Assets/Icons.xcassets/home.imageset/home@2x.png"))

        // Taking icons again writes the same files back.
        _ = try fixture.manifest(manifest)
        XCTAssertEqual(try fixture.run().ids(.built), ["icons/Tabs/tab-home", "icons/home", "icons/search"])
        XCTAssertEqual(fixture.read("Assets/PNG/home@2x.png"), icon)
    }
}
