@testable import IconForgeKit
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

    /// The record's direct writer lays out exactly what the general one does: sorted keys at
    /// every level, empty tables, and keys and values that need escapes.
    func testStringTablesAreWrittenAsTheirObjectsWouldBe() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["icons/", "docs", "\"", "\\", "\n", "\u{7F}", "é", "\u{202E}", "../", ".imageset/", "@2x.png", "Z", "a"]
        func text() -> String { (0 ..< Int.random(in: 0 ... 5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() }
        for size in [0, 1, 2, 30] {
            var tables: [String: [String: String]] = [:]
            for _ in 0 ..< size {
                tables[text()] = Dictionary((0 ..< Int.random(in: 0 ... 4, using: &generator)).map { _ in (text(), text()) }) { first, _ in first }
            }
            let general = JSONValue.object(["assets": .object(tables.mapValues { .object($0.mapValues(JSONValue.string)) })])
            XCTAssertEqual(JSONValue.xcodeText("assets", stringTables: tables), general.xcodeText, "\(tables)")
        }
    }
}

