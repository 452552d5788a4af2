import IconForgeKit
import XCTest

final class JSONValueTests: XCTestCase {
    func testPrintsSortedKeysWithXcodeSpacingAndTrailingNewline() {
        let value = JSONValue.object(["b": .int(1), "a": .array([.string("x")])])
        XCTAssertEqual(value.xcodeText, "{\n  \"a\" : [\n    \"x\"\n  ],\n  \"b\" : 1\n}\n")
    }

    func testPrintsWholeDoublesAsIntegersAndNonFiniteOnesAsNull() {
        let value = JSONValue.array([.double(2), .double(0.5), .double(.nan), .double(-.infinity)])
        XCTAssertEqual(value.xcodeText, "[\n  2,\n  0.5,\n  null,\n  null\n]\n")
    }

    func testEscapesQuotesBackslashesAndControlCharacters() {
        XCTAssertEqual(JSONValue.string("a\"b\\c\n\u{1}").xcodeText, "\"a\\\"b\\\\c\\n\\u0001\"\n")
    }

    func testEmptyContainersKeepXcodesBlankLine() {
        XCTAssertEqual(JSONValue.object([:]).xcodeText, "{\n\n}\n")
    }
}
