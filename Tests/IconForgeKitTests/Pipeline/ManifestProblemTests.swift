@testable import IconForgeKit
import Foundation
import XCTest

/// A manifest's errors are values: the case and what it names, at a file and line, worded as the
/// CLI prints them.
final class ManifestProblemTests: XCTestCase {
    func problem(_ text: String) throws -> ManifestError {
        do {
            _ = try ManifestParser.parse(text, file: URL(fileURLWithPath: "/project/iconforge.yml"), displayName: "iconforge.yml")
        } catch let error as ManifestError {
            return error
        }
        XCTFail("expected a manifest error")
        throw CocoaError(.featureUnsupported)
    }

    func testAnUnknownKeyIsItsCaseWithTheKeysAllowed() throws {
        let error = try problem("outputs: [{png: out}]\nicons:\n  - source: a.svg\n    sise: 30\n")
        guard case .unknownKey(let key, let section, let allowed) = error.problem else { return XCTFail("\(error.problem)") }
        XCTAssertEqual(key, "sise")
        XCTAssertEqual(section, "an icon entry")
        XCTAssertEqual(allowed, ManifestParser.iconKeys)
        XCTAssertEqual(error.line, 4)
        XCTAssertEqual(error.description, "iconforge.yml:4: unknown key 'sise' in an icon entry (expected one of: "
                       + ManifestParser.iconKeys.joined(separator: ", ") + ")")
    }

    func testValuesAndPairsOfKeysAreTheirCases() throws {
        let mirror = try problem("outputs: [{png: out}]\nicons:\n  - source: a.svg\n    mirror: maybe\n")
        guard case .notABoolean("mirror") = mirror.problem else { return XCTFail("\(mirror.problem)") }
        XCTAssertEqual(mirror.description, "iconforge.yml:4: mirror must be true or false")

        let both = try problem("outputs: [{png: out}]\nbuttons:\n  - {name: b, colour: red, color: blue}\n")
        guard case .both("colour", "color") = both.problem else { return XCTFail("\(both.problem)") }
        XCTAssertEqual(both.reason, "give 'colour' or 'color', not both")

        let twice = try problem("outputs:\n  - png: out\n  - png: ./out\n")
        guard case .outputListedTwice(path: "./out", line: 2) = twice.problem else { return XCTFail("\(twice.problem)") }
        XCTAssertEqual(twice.description, "iconforge.yml:3: output './out' is already listed on line 2")
    }

    func testAButtonDefaultOutOfRangeNamesTheDefaults() throws {
        let error = try problem("outputs: [{png: out}]\ndefaults:\n  buttons:\n    radius: 9000\n")
        guard case .buttonOutOfRange(owner: nil, let range) = error.problem else { return XCTFail("\(error.problem)") }
        XCTAssertEqual(range.key, "radius")
        XCTAssertEqual(error.reason, "button defaults: \(range)")
    }

    func testAYAMLMistakeIsItsWordsAndColumn() throws {
        let error = try problem("outputs:\n  - png: out\nicons:\n  - source: [a.svg\n")
        guard case .syntax(_, column: 13) = error.problem else { return XCTFail("\(error.problem)") }
        XCTAssertEqual(error.reason, "this [list] is not closed with ']', or its items lack a ',' (column 13)")
    }

    func testANameThatCannotNameAnAssetIsItsCase() throws {
        let error = try problem("outputs: [{png: out}]\nicons:\n  - {source: a.svg, name: a/b}\n")
        guard case .badName("name", .pathLike("a/b")) = error.problem else { return XCTFail("\(error.problem)") }
        XCTAssertEqual(error.reason, "name 'a/b' cannot start with '.' or contain '/', '\\' or ':'")
        XCTAssertEqual(AssetName.problem(""), .empty)
        XCTAssertNil(AssetName.problem("home"))
    }
}
