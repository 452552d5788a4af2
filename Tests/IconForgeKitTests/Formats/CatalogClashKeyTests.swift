import Foundation
import IconForgeKit
import XCTest

/// Two assets clash in a catalog when they would share an imageset folder, whatever the
/// file, ignoring case as macOS does; groups keep their imagesets apart.
final class CatalogClashKeyTests: XCTestCase {
    let catalog = XcodeCatalog(root: URL(fileURLWithPath: "/nonexistent/App.xcassets"))

    func testFilesOfOneImagesetShareAKeyInAnyCase() {
        XCTAssertEqual(catalog.clashKey("home.imageset/home@2x.png"), "home.imageset")
        XCTAssertEqual(catalog.clashKey("Home.imageset/Contents.json"), catalog.clashKey("home.imageset/home.png"))
        XCTAssertEqual(catalog.clashKey("Tabs/Home.imageset/x.png"), "tabs/home.imageset")
    }

    func testGroupsAndOtherFoldersKeepKeysApart() {
        XCTAssertNotEqual(catalog.clashKey("Tabs/home.imageset/home.png"), catalog.clashKey("home.imageset/home.png"))
        XCTAssertEqual(catalog.clashKey("Tabs/Contents.json"), "tabs/contents.json", "a path with no imageset is its own key")
        XCTAssertEqual(catalog.clashKey("a.imagesetx/b.imageset/c.png"), "a.imagesetx/b.imageset", "a folder must end in .imageset")
        XCTAssertEqual(catalog.clashKey("x.imageset"), "x.imageset")
        XCTAssertEqual(catalog.clashKey("Ünï.imageset/Ünï.png"), "ünï.imageset")
    }
}
