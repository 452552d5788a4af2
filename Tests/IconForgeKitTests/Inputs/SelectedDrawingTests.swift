import Foundation
@testable import IconForgeKit
import XCTest

final class SelectedDrawingTests: XCTestCase {
    func testASuffixPairsByNameAndLeavesUnpairedDrawingsAsIcons() {
        let names = ["house", "star-fill", "house-fill", "disc-fill", "star", "a", "a-fill", "a-fill-fill"]
        let paired = SelectedPairing.pair(names, suffix: "-fill") { $0 }
        XCTAssertEqual(paired.map(\.icon), ["house", "disc-fill", "star", "a", "a-fill-fill"])
        XCTAssertEqual(paired.map(\.selected), ["house-fill", nil, "star-fill", "a-fill", nil])
        XCTAssertEqual(SelectedPairing.pair(names, suffix: "") { $0 }.count, names.count)
    }

    func testPairingIsTheSameInAnyOrderAndNamesTheDrawingsLeftIcons() {
        for names in [["a", "a-fill", "a-fill-fill"], ["a-fill-fill", "a-fill", "a"], ["a-fill", "a-fill-fill", "a"]] {
            let pairing = SelectedPairing.pairing(names, suffix: "-fill") { $0 }
            let pairs = pairing.pairs.map { [names[$0.icon], $0.selected.map { names[$0] } ?? "-"] }
            XCTAssertEqual(Set(pairs), [["a", "a-fill"], ["a-fill-fill", "-"]], "\(names)")
            XCTAssertEqual(pairing.unpaired.map { [names[$0.drawing], names[$0.icon], names[$0.holder]] }, [["a-fill-fill", "a-fill", "a"]])
        }
        // A drawing whose icon is missing is an icon too, but nothing stands in its way: no warning.
        XCTAssertEqual(SelectedPairing.pairing(["star-fill"], suffix: "-fill") { $0 }.unpaired, [])
    }

    func box(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> AlphaPlane {
        var values = [UInt8](repeating: 0, count: 30 * 30)
        for row in y ..< y + height { for column in x ..< x + width { values[row * 30 + column] = 255 } }
        return AlphaPlane(width: 30, height: 30, values: values)
    }

    func testInkBoxesMayDifferByOnePixelButNotTwo() throws {
        XCTAssertNil(SelectedDrawingLint.check(icon: box(5, 5, 20, 20), selected: box(4, 5, 21, 20)))
        let warning = try XCTUnwrap(SelectedDrawingLint.check(icon: box(5, 5, 20, 20), selected: box(5, 5, 18, 20)))
        XCTAssertEqual(warning.kind, .selectedShift)
        XCTAssertTrue(warning.detail.contains("right edge -2 px"), warning.detail)
        XCTAssertFalse(warning.detail.contains("left"), warning.detail)
    }

    func testEveryFormatNamesTheSelectedDrawingsFiles() throws {
        let root = URL(fileURLWithPath: "/tmp/out")
        let outline = RenderedAsset(name: "home", kind: .tabIcon, scales: [1, 2],
                                    parts: [.init(images: [:]), .init(images: [:], isSelectedDrawing: true)])
        XCTAssertEqual(try XcodeCatalog(root: root).files(of: outline).map(\.path),
                       ["home.imageset/home.png", "home.imageset/home@2x.png",
                        "home-selected.imageset/home-selected.png", "home-selected.imageset/home-selected@2x.png"])
        XCTAssertEqual(try XcodeCatalog(root: root, form: .vector).files(of: outline).map(\.path),
                       ["home.imageset/home.pdf", "home-selected.imageset/home-selected.pdf"])
        XCTAssertEqual(try PNGFolder(root: root).files(of: outline).map(\.path),
                       ["home.png", "home@2x.png", "home-selected.png", "home-selected@2x.png"])
        let android = try AndroidResources(root: root).files(of: outline).map(\.path)
        XCTAssertEqual(android.filter { $0.hasPrefix("drawable-mdpi/") }, ["drawable-mdpi/ic_tab_home_selected.png", "drawable-mdpi/ic_tab_home_unselected.png"])
        XCTAssertEqual(android.last, "drawable/ic_tab_home.xml")
        XCTAssertEqual(try AndroidResources(root: root, form: .vector).files(of: outline).map(\.path),
                       ["drawable/ic_tab_home_unselected.xml", "drawable/ic_tab_home_selected.xml", "drawable/ic_tab_home.xml"])
        // What a record may hold includes them, so dropping a selected drawing later removes its files.
        XCTAssertTrue(XcodeCatalog(root: root).recordablePaths(id: "icons/home").contains("home-selected.imageset/home-selected@2x.png"))
        XCTAssertTrue(AndroidResources(root: root).recordablePaths(id: "icons/home").contains("drawable/ic_tab_home_selected.xml"))
    }
}
