import Foundation
import IconForgeKit
import XCTest

final class AndroidResourcesTests: XCTestCase {
    func testResourceNamesAreLowercaseLettersDigitsAndUnderscores() {
        XCTAssertEqual(AndroidResources.resourceName("button-00bd00"), "button_00bd00")
        XCTAssertEqual(AndroidResources.resourceName("Big Button.Red"), "big_button_red")
        XCTAssertEqual(AndroidResources.resourceName("2x-button"), "r_2x_button")
        XCTAssertEqual(AndroidResources.resourceName("bouton-é"), "bouton__")
    }

    func testAButtonStateGoesToEveryDensityFolderAsA9PatchWithOneSelector() throws {
        let res = AndroidResources(root: URL(fileURLWithPath: "/nonexistent/res"))
        let geometry = ButtonGeometry()
        let layouts = Dictionary(uniqueKeysWithValues: res.pixelScales(requested: [2]).map { ($0, geometry.layout(scale: $0)) })
        let asset = RenderedAsset(name: "b", group: "shop", kind: .button, scales: [2],
                                  parts: [.init(state: .normal, images: [:], layouts: layouts)])
        XCTAssertEqual(try res.files(of: asset).map(\.path), [
            "drawable-mdpi/shop_b.9.png", "drawable-hdpi/shop_b.9.png", "drawable-xhdpi/shop_b.9.png",
            "drawable-xxhdpi/shop_b.9.png", "drawable-xxxhdpi/shop_b.9.png", "drawable/shop_b_states.xml",
        ])
        XCTAssertEqual(res.clashKey("drawable-xhdpi/ic_tab_home.9.png"), res.clashKey("drawable-mdpi/ic_tab_home.png"))
    }
}
