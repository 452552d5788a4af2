import Foundation
@testable import IconForgeKit
import XCTest

/// `init` pairs icons with their selected drawings by the suffixes icon sets use, and writes
/// entries that `build` pairs exactly so (`SelectedPairing`, the one pairing both use).
final class StarterPairsTests: XCTestCase {
    func plan(_ files: [String], folder: String = "art") -> StarterPlan {
        var survey = ProjectSurvey()
        survey.svgFolders = [.init(path: folder, files: files.sorted())]
        return StarterPlan(survey: survey, root: URL(fileURLWithPath: "/nonexistent"))
    }

    /// What the build makes of the plan's entries: icon path -> selected path ("" for none).
    func built(_ plan: StarterPlan) -> [String: String] {
        var icons: [String: String] = [:]
        for entry in plan.entries {
            for pair in SelectedPairing.pair(entry.paths, suffix: entry.selectedSuffix ?? "", name: IconSource.assetName(for:)) {
                XCTAssertNil(icons[pair.icon], "\(pair.icon) in two entries")
                icons[pair.icon] = pair.selected ?? ""
            }
        }
        return icons
    }

    func testEachSuffixPairsItsOwnFilesAndTheRestStayIcons() {
        let plan = plan(["home.svg", "home_fill.svg", "x.svg", "x-fill.svg", "gear.svg", "gear.fill.svg", "star-fill.svg",
                         "bell.svg", "bell-active.svg", "plain.svg"])
        let expected = ["art/home.svg": "art/home_fill.svg", "art/x.svg": "art/x-fill.svg", "art/gear.svg": "art/gear.fill.svg",
                        "art/bell.svg": "art/bell-active.svg", "art/star-fill.svg": "", "art/plain.svg": ""]
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: plan.icons.map { ($0.path, $0.selected ?? "") }), expected)
        XCTAssertEqual(built(plan), expected)
        XCTAssertEqual(plan.icons.first { $0.path == "art/home.svg" }?.selectedSuffix, "_fill")
        // The icons without a pair share the first suffix's entry; each other suffix has one.
        XCTAssertEqual(plan.entries.map(\.selectedSuffix), ["-fill", "_fill", ".fill", "-active"])
        XCTAssertEqual(plan.entries[0].paths, ["art/plain.svg", "art/star-fill.svg", "art/x-fill.svg", "art/x.svg"])
    }

    func testAFileNamedAsTheSelectedDrawingOfASelectedDrawingGetsAnEntryOfItsOwn() {
        let plan = plan(["a.svg", "a-fill.svg", "a-fill-fill.svg", "b.svg"])
        XCTAssertEqual(built(plan), ["art/a.svg": "art/a-fill.svg", "art/a-fill-fill.svg": "", "art/b.svg": ""])
        XCTAssertEqual(plan.entries.map(\.selectedSuffix), [nil, "-fill"])
        XCTAssertEqual(plan.entries[0].paths, ["art/a-fill-fill.svg", "art/b.svg"])
    }

    func testAPairWhoseSelectedNameIsTakenIsLeftOutWhole() {
        var survey = ProjectSurvey()
        survey.svgFolders = [.init(path: "art", files: ["home-fill.svg", "home.svg", "tab.svg"]),
                             .init(path: "more", files: ["home-selected.svg"])]
        let plan = StarterPlan(survey: survey, root: URL(fileURLWithPath: "/nonexistent"))
        XCTAssertEqual(plan.icons.map(\.path), ["art/home.svg", "art/tab.svg"])
        // The pair writes home-selected, which the later SVG would be too.
        XCTAssertEqual(plan.leftOut, [.init(path: "more/home-selected.svg", reason: "'home-selected' is also the name of art/home.svg")])
        XCTAssertTrue(plan.choiceLine.contains("2 icons (1 with a selected drawing)"), plan.choiceLine)
    }
}
