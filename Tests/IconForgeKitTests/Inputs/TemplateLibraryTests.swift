import Foundation
@testable import IconForgeKit
import XCTest

/// Which bundled templates are icons and which take Mustache parameters.
final class TemplateLibraryTests: XCTestCase {
    func testBundledIconsAreTheEightPlainSVGsSortedByName() {
        XCTAssertEqual(TemplateLibrary.icons.map(\.fileName), [
            "contacts.svg", "docs.svg", "favorites.svg", "history.svg",
            "home.svg", "more.svg", "search.svg", "settings.svg",
        ])
    }

    func testNamedFindsATemplateWithOrWithoutExtension() {
        XCTAssertEqual(TemplateLibrary.named("home")?.fileName, "home.svg")
        XCTAssertEqual(TemplateLibrary.named("home.svg")?.fileName, "home.svg")
        XCTAssertNil(TemplateLibrary.named("art/home.svg"))
        XCTAssertNil(TemplateLibrary.named("nope"))
    }

    func testMustacheTagsMakeATemplateParameterised() {
        for text in ["<svg>{{label}}</svg>", "<svg>{{#glossy}}x{{/glossy}}</svg>", "{{ width }}", "{{{raw}}}", "{{.}}"] {
            XCTAssertTrue(TemplateLibrary.containsMustacheTag(Data(text.utf8)), text)
        }
    }

    func testStrayBracesAndCompressedBytesAreNotParameters() {
        for text in ["<svg><!-- {{ --></svg>", "<style>a{{}}</style>", "<text>{{ 1 + 2 }}</text>"] {
            XCTAssertFalse(TemplateLibrary.containsMustacheTag(Data(text.utf8)), text)
        }
        let gzipLike = Data([0x1F, 0x8B, 0x08, 0x00]) + Data("{{label}}".utf8) + Data([0xFF, 0xFE])
        XCTAssertFalse(TemplateLibrary.containsMustacheTag(gzipLike))
    }

    /// The byte scan agrees with the regular expression it replaced, on random strings made of the
    /// pieces that matter to it (braces, the sigils, name characters, white space, ASCII or not).
    func testTagScanAgreesWithTheRegularExpression() {
        let pattern = #"\{\{[#^/&{>!]?\s*[A-Za-z_.][A-Za-z0-9_.-]*\s*\}?\}\}"#
        let pieces = ["{{", "{{", "{{", "}}", "}}", "}}", "{", "}", "#", "^", "/", "&", ">", "!", "a", "Z", "_", ".", "-", "0",
                      "9", "name", "name", " ", " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{A0}", "\u{2003}",
                      "\u{2029}", "\u{3000}", "\u{2010}", "é", "<"]
        var generator = SystemRandomNumberGenerator()
        var tags = 0
        for _ in 0 ..< 20_000 {
            let length = Int.random(in: 1 ... 8, using: &generator)
            let text = (0 ..< length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let expected = text.range(of: pattern, options: .regularExpression) != nil
            tags += expected ? 1 : 0
            XCTAssertEqual(TemplateLibrary.containsMustacheTag(Data(text.utf8)), expected, text.debugDescription)
        }
        XCTAssertGreaterThan(tags, 50, "the strings must hold tags often enough to test both answers")
    }
}
