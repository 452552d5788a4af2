@testable import IconForgeKit
import XCTest

final class SwiftIdentifierTests: XCTestCase {
    func testIdentifiersAreCamelCasedAndValid() {
        XCTAssertEqual(SwiftIdentifier.property("tab-home"), "tabHome")
        XCTAssertEqual(SwiftIdentifier.property("Home"), "home")
        XCTAssertEqual(SwiftIdentifier.property("HTTPIcon"), "httpIcon")
        XCTAssertEqual(SwiftIdentifier.property("2up"), "_2up")
        XCTAssertEqual(SwiftIdentifier.property("class"), "`class`")
        XCTAssertEqual(SwiftIdentifier.type("my buttons"), "MyButtons")
    }

    func testLettersOfEveryScriptStay() {
        XCTAssertEqual(SwiftIdentifier.property("ホーム"), "ホーム")
        XCTAssertEqual(SwiftIdentifier.property("設定"), "設定")
        XCTAssertEqual(SwiftIdentifier.property("café"), "café")
        XCTAssertEqual(SwiftIdentifier.property("cafe\u{301}"), "café")  // decomposed, as some file systems store it
        XCTAssertEqual(SwiftIdentifier.type("été-icons"), "ÉtéIcons")
    }

    func testNothingBecomesAnUnderscore() {
        XCTAssertEqual(SwiftIdentifier.property("---"), "asset")
        XCTAssertEqual(SwiftIdentifier.type("!!"), "Assets")
        XCTAssertEqual(SwiftIdentifier.property("a\u{200B}b"), "aB")  // a zero-width space separates words
    }
}
