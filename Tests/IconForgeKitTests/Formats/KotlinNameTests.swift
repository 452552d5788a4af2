@testable import IconForgeKit
import XCTest

/// Icon names as Kotlin names: PascalCase identifiers, backticks where Kotlin needs them, and
/// the checks on a package and a receiver.
final class KotlinNameTests: XCTestCase {
    func testAnyNameBecomesAPascalCaseIdentifier() {
        let cases: [([String], String)] = [
            (["class"], "Class"), (["object"], "Object"), (["ic-home"], "IcHome"), (["house.fill"], "HouseFill"),
            (["my_tab bar"], "MyTabBar"), (["arrowLeft"], "ArrowLeft"), (["Tabs", "Sub", "home"], "TabsSubHome"),
            (["2fa"], "2fa"), (["日本"], "日本"), (["🏠"], "U1F3E0"),
        ]
        for (words, name) in cases { XCTAssertEqual(KotlinName.pascal(words), name, "\(words)") }
        // One name in either Unicode normalization, without a lone combining accent.
        XCTAssertEqual(KotlinName.pascal(["caf\u{E9}"]), "Caf\u{E9}")
        XCTAssertEqual(KotlinName.pascal(["cafe\u{301}"]), "Caf\u{E9}")
        XCTAssertEqual(KotlinName.pascal(["a\u{301}\u{327}b"]).unicodeScalars.filter { $0.properties.generalCategory == .nonspacingMark }.count, 0)
    }

    func testBackticksWhereKotlinNeedsThem() {
        XCTAssertEqual(KotlinName.escaped("2fa"), "`2fa`")
        XCTAssertEqual(KotlinName.escaped("object"), "`object`")
        XCTAssertEqual(KotlinName.escaped("Home"), "Home")
        XCTAssertEqual(KotlinName.escaped("_Home"), "_Home")
    }

    func testPackagesAndReceiversAreIdentifiersWithoutBackticks() {
        for good in ["com.example.icons", "icons", "a.b_c.D1"] { XCTAssertTrue(KotlinName.isPackage(good), good) }
        for bad in ["", "com..icons", "com.2fa", "com.example.object", "com-example", ".icons", "icons.", "com.ex ample"] {
            XCTAssertFalse(KotlinName.isPackage(bad), bad)
        }
        XCTAssertTrue(KotlinName.isPlainIdentifier("TabIcons"))
        for bad in ["class", "2Tabs", "Tab Icons", "_", "Tab-Icons"] { XCTAssertFalse(KotlinName.isPlainIdentifier(bad), bad) }
    }
}
