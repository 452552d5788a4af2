import Foundation
@testable import IconForgeKit
import XCTest

/// The paths a recorded asset can make, matched against templates worked out once per kind of
/// asset (`RecordablePathIndex`), are exactly those worked out for the asset alone
/// (`recordablePaths(id:)`), in every format, file variant and naming setting, with groups
/// nested or not, names Android spells otherwise (`1x`, `Café`, `UPPER.case`), and for paths
/// that are not the asset's.
final class RecordablePathIndexTests: XCTestCase {
    private let root = URL(fileURLWithPath: "/tmp/iconforge-recordable-index/Bundle")

    private func formats() throws -> [(label: String, format: any OutputFormat)] {
        let prefix = FormatOptions(["prefix": .init("nav_", origin: .option("--set"))])
        return [
            ("xcassets", XcodeCatalog(root: root)),
            ("png", PNGFolder(root: root)),
            ("android", AndroidResources(root: root)),
            ("android prefix", try AndroidResources(root: root, options: prefix)),
            ("android-vector", try AndroidResources(root: root, options: prefix, form: .vector)),
        ]
    }

    private let ids = [
        "icons/home", "icons/Tabs/home", "icons/Tabs/Sub/home-fill", "buttons/buy", "buttons/shop/buy", "icons/1x",
        "icons/Caf\u{E9}", "icons/cafe\u{301}", "icons/UPPER.case", "buttons/9", "icons/contents", "icons/Tabs/Tabs",
    ]

    func testTemplatesGiveJustThePathsEachAssetCanMake() throws {
        for (label, format) in try formats() {
            let index = RecordablePathIndex(format: format)
            let everyPath = Set(ids.flatMap { format.recordablePaths(id: $0) })
            XCTAssertFalse(everyPath.isEmpty, label)
            for id in ids {
                let paths = format.recordablePaths(id: id), matched = index.paths(id: id)
                XCTAssertFalse(paths.isEmpty, "\(label) \(id)")
                // Every form of every format proves its templates: none is asked per asset.
                for source in matched.sources {
                    if case .paths = source { XCTFail("\(label) \(id): a form's templates did not prove out") }
                }
                // Every path of every asset, and paths near them, are the asset's just when they were.
                let near = everyPath.flatMap { [$0, $0 + "x", "x" + $0, $0.uppercased(), "Tabs/" + $0, "../" + $0] }
                    + ["Contents.json", "Tabs/Contents.json", "Tabs/Sub/Contents.json", "Tab/Contents.json", "home-dark@2x.png"]
                for path in near where matched.contains(path) != paths.contains(path) {
                    XCTFail("\(label) \(id): \(path) is \(paths.contains(path) ? "" : "not ")recordable")
                }
            }
            XCTAssertFalse(index.paths(id: "contact-sheet").contains("home.png"), label)
            XCTAssertFalse(index.paths(id: "icons").contains("icons.png"), label)
        }
    }

    func testAFolderHoldingOneOfTheAssetsFilesHasItsContentsJSON() throws {
        let index = RecordablePathIndex(format: XcodeCatalog(root: root))
        let paths = index.paths(id: "icons/Tabs/Sub/home")
        for path in ["Tabs/Contents.json", "Tabs/Sub/Contents.json", "Tabs/Sub/home.imageset/Contents.json",
                     "Tabs/Sub/home.imageset/home@2x.png"] {
            XCTAssertTrue(paths.contains(path), path)
        }
        for path in ["Contents.json", "Tab/Contents.json", "Tabs/Su/Contents.json", "Tabs/Sub/home.imageset/Tabs/Contents.json",
                     "Tabs/Sub/home.imageset/home-dark@2x.png", "Tabs/Sub/home.imageset/home@2x.png/Contents.json"] {
            XCTAssertFalse(paths.contains(path), path)
        }
    }

    /// An asset recorded with settings can make just what the format makes under them, whatever
    /// the bundle's own; settings the format's parser refuses, or a key none of its forms takes,
    /// make nothing recordable.
    func testRecordedSettingsNameThePathsTheFormatMakesUnderThem() throws {
        let index = RecordablePathIndex(format: try AndroidResources(root: root, options: FormatOptions(recorded: ["prefix": "now_"])))
        let recorded = index.paths(id: "icons/home", settings: ["prefix": "was_", "state-list": "true"])
        XCTAssertTrue(recorded.contains("drawable-mdpi/was_home_selected.png"))
        XCTAssertTrue(recorded.contains("drawable/was_home.xml"))
        // The VectorDrawable form reads them too.
        XCTAssertTrue(index.paths(id: "icons/home", settings: ["prefix": "was_", "vector-fallback": "png"]).contains("drawable/was_home.xml"))
        for path in ["drawable-mdpi/now_home.png", "drawable-mdpi/ic_tab_home.png", "drawable-mdpi/was_home.png"] {
            XCTAssertFalse(recorded.contains(path), path)
        }
        // Without settings, as records were before: the defaults and the bundle's own.
        for path in ["drawable-mdpi/now_home.png", "drawable-mdpi/ic_tab_home.png"] {
            XCTAssertTrue(index.paths(id: "icons/home").contains(path), path)
        }
        for planted in [["prefix": "../../"], ["prefix": "Was_"], ["separator": "-"], ["state-list": "maybe"]] {
            let paths = index.paths(id: "icons/home", settings: planted)
            for path in ["drawable-mdpi/ic_tab_home.png", "drawable-mdpi/now_home.png", "drawable-mdpi/../../home.png"] {
                XCTAssertFalse(paths.contains(path), "\(planted): \(path)")
            }
        }
    }
}
