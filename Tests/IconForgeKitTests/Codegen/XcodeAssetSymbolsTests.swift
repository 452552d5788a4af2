@testable import IconForgeKit
import XCTest

final class XcodeAssetSymbolsTests: XCTestCase {
    /// The `"name" -> symbol` pairs `XcodeAssetSymbols` cites, as Xcode wrote them.
    func testSymbolsEqualXcodesForTheNamesTheRulesWereReadFrom() {
        let expectations = [
            "ic_round-home": "icRoundHome", "features 1 1": "features11", "primary-30%": "primary30",
            "upgrade icon 1": "upgradeIcon1", "ic_arrow_back_24": "icArrowBack24",
            "PrimaryColor": "primary", "infoColor": "info", "Initial-Image": "initial", "adult_products_image": "adultProducts",
            "giftColor": "gift", "Color": "color", "Image": "image", "welcomeVCimage": "welcomeVCimage", "primaryColour": "primaryColour",
            "QR Icons": "qrIcons", "QR-Code Icon Black": "qrCodeIconBlack", "QRpedia_QR-Code Blue": "qRpediaQRCodeBlue",
            "PonyExpress Icons": "ponyExpressIcons", "icShareQR": "icShareQR", "ic_addApp_green": "icAddAppGreen",
            "AC": "AC", "FFFFFF": "FFFFFF", "ECEAFB": "ECEAFB",
            "2x2": "_2X2", "09d": "_09D", "2ed": "_2Ed", "10c": "_10C", "c50000": "c50000",
            "10C": "_10_C", "292C38": "_292_C_38", "4AB3FF": "_4_AB_3_FF", "A2D8FF": "A_2_D_8_FF", "DCAC00": "DCAC_00",
            "2B3041": "_2_B_3041", "34394D": "_34394_D", "45B26B": "_45_B_26_B",
            "1_back_arm": "_1BackArm", "1024": "_1024", "custom.cloud.badge.play": "customCloudBadgePlay",
            "Background": "background", "TextPrimary": "textPrimary", "on-surface": "onSurface",
        ]
        for (name, symbol) in expectations {
            XCTAssertEqual(XcodeAssetSymbols.symbol(name), symbol, name)
        }
        XCTAssertNil(XcodeAssetSymbols.symbol("---"))
        XCTAssertEqual(XcodeAssetSymbols.typeName("Colors"), "Colors")
        XCTAssertEqual(XcodeAssetSymbols.typeName("tab-bar"), "TabBar")
    }

    func image(_ name: String, in folder: String = "/A.xcassets") -> CatalogAsset {
        CatalogAsset(assetName: name, name: name, path: "\(folder)/\(name).imageset", kind: .image(isTemplate: false, capInsets: nil))
    }

    func color(_ name: String) -> CatalogAsset {
        CatalogAsset(assetName: name, name: name, path: "/A.xcassets/\(name).colorset", kind: .color)
    }

    func testAColourNamedWithItsKindClashesWithTheImageOfTheBareName() {
        let clashes = XcodeAssetSymbols.clashes(in: CatalogNamespace(name: "A", assets: [color("giftColor"), image("gift")]))
        XCTAssertEqual(clashes, [AssetSymbolClash(path: "/A.xcassets/giftColor.colorset", otherPath: "/A.xcassets/gift.imageset",
                                                  symbol: "gift", breaksTheBuild: false)])
        XCTAssertEqual(clashes[0].reason, "Xcode's generated asset symbol for it, `gift`, is also the symbol of /A.xcassets/gift.imageset; "
            + "`.gift` then names a colour and an image; rename one")
    }

    func testTwoImagesOfOneSymbolBreakTheBuild() {
        let images = ["house-fill", "houseFill", "1up", "1Up", "giftColor", "gift"]
        let clashes = XcodeAssetSymbols.clashes(in: CatalogNamespace(name: "A", assets: images.map { image($0) }))
        XCTAssertEqual(clashes.map(\.symbol), ["_1Up", "gift", "houseFill"])
        XCTAssertEqual(clashes.map { URL(fileURLWithPath: $0.path).lastPathComponent },
                       ["1up.imageset", "giftColor.imageset", "houseFill.imageset"])
        XCTAssertTrue(clashes.allSatisfy(\.breaksTheBuild))
        XCTAssertTrue(clashes[0].reason.hasSuffix("Xcode 15 and later stop the build when they generate asset symbols for both; rename one"))
    }

    func testNamesInDifferentNamespacesDoNotClashButFoldersOfOneTypeMerge() {
        let catalog = CatalogNamespace(name: "A", assets: [image("gift")], children: [
            CatalogNamespace(name: "Tabs", path: "/A.xcassets/Tabs", assets: [image("giftColor", in: "/A.xcassets/Tabs")]),
            CatalogNamespace(name: "tab-bar", path: "/A.xcassets/tab-bar", assets: [image("home", in: "/A.xcassets/tab-bar")]),
            CatalogNamespace(name: "TabBar", path: "/A.xcassets/TabBar", assets: [image("home-image", in: "/A.xcassets/TabBar")]),
            CatalogNamespace(name: "Data", path: "/A.xcassets/Data", assets: [
                CatalogAsset(assetName: "Data/x", name: "x", path: "/d1", kind: .data),
                CatalogAsset(assetName: "Data/x-data", name: "x-data", path: "/d2", kind: .data),
            ]),
        ])
        let clashes = XcodeAssetSymbols.clashes(in: catalog)
        XCTAssertEqual(clashes.map(\.symbol), ["TabBar", "TabBar.home"])
        XCTAssertEqual(clashes.map(\.path), ["/A.xcassets/tab-bar", "/A.xcassets/TabBar/home-image.imageset"])
    }
}
