import IconForgeKit
import XCTest

final class JSONValueTests: XCTestCase {
    func testPrintsSortedKeysWithXcodeSpacingAndTrailingNewline() {
        let value = JSONValue.object(["b": .int(1), "a": .array([.string("x")])])
        XCTAssertEqual(value.xcodeText, "{\n  \"a\" : [\n    \"x\"\n  ],\n  \"b\" : 1\n}\n")
    }
}
