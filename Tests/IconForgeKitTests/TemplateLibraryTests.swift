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
}
