@testable import IconForgeKit
import XCTest

final class ButtonLintTests: XCTestCase {
    var bundledText: String {
        String(decoding: TemplateLibrary.named("button.svg")!.data, as: UTF8.self)
    }

    func testTheBundledButtonTemplatePassesEveryCheck() throws {
        XCTAssertEqual(try ButtonLint.check(try ButtonTemplate.bundled()), [])
        XCTAssertEqual(try ButtonLint.check(try ButtonTemplate.bundled(), geometry: ButtonGeometry(stretch: .both)), [])
    }

    func testCornersRoundedWiderThanTheCapsAreReportedWithTheirReach() throws {
        let text = bundledText.replacingOccurrences(of: "\"{{innerRadius}}\"", with: "\"30\"")
        let warnings = try ButtonLint.check(try ButtonTemplate(text: text, displayName: "big.svg"))
        XCTAssertEqual(warnings.map(\.kind), [.capsTooSmall])
        XCTAssertTrue(warnings[0].detail.contains("px into the stretchable centre at 2x (caps 22 px)"), warnings[0].detail)
    }

    func testASeeThroughBodyIsReportedWithItsShare() throws {
        let text = bundledText.replacingOccurrences(of: "fill=\"{{fill}}\"", with: "fill=\"{{fill}}\" fill-opacity=\"0.4\"")
            .replacingOccurrences(of: "fill=\"url(#glare)\"", with: "fill=\"url(#glare)\" fill-opacity=\"0.4\"")
        let warnings = try ButtonLint.check(try ButtonTemplate(text: text, displayName: "glass.svg"))
        XCTAssertEqual(warnings.map(\.kind), [.translucent])
        XCTAssertTrue(warnings[0].detail.hasPrefix("100% of the button body is see-through"), warnings[0].detail)
    }

    func testLinterTellsIconsFromButtonTemplates() {
        let linter = Linter()
        XCTAssertEqual(linter.lint("button.svg").kind, .buttonTemplate)
        XCTAssertEqual(linter.lint("docs").kind, .icon)
        XCTAssertEqual(linter.lint("docs").warnings, [])
        XCTAssertNotNil(linter.lint("no-such-icon").error)
    }
}
