import Foundation
import IconForgeKit
import XCTest

final class ManifestParserTests: XCTestCase {
    let file = URL(fileURLWithPath: "/project/iconforge.yml")

    func parse(_ text: String) throws -> Manifest {
        try ManifestParser.parse(text, file: file, displayName: "iconforge.yml")
    }

    func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ManifestError? {
        do {
            _ = try parse(text)
            XCTFail("expected a manifest error", file: file, line: line)
            return nil
        } catch let error as ManifestError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }

    /// A button larger than any preview is refused only when the manifest draws previews.
    func testAButtonPastTheLargestPreviewNeedsPreviewsOff() throws {
        let big = "outputs: [{png: out}]\nbuttons:\n  - name: big\n    colour: red\n    size: 4096x1024\n    radius: 100\n"
        XCTAssertEqual(try parse(big).buttons.map(\.options.name), ["big"])
        let refused = error(big + "previews: true\n")
        XCTAssertEqual(refused?.description, "iconforge.yml:3: button 'big': the 4096x1024-point button image is larger than a preview "
                       + "can show (2048x512 points at most); give it a smaller size, or 'previews: false'")
    }

    func testFullManifestIsReadWithDefaultsAppliedPerEntry() throws {
        let manifest = try parse("""
        outputs:
          - xcassets: App/Assets.xcassets
          - png: build/png
          - android: app/src/main/res
        contact-sheet: review/sheet.png
        defaults:
          icons: {size: 25, scales: [2, 3], padding: 1}
          buttons: {height: 44, radius: 8}
        icons:
          - source: art/*.svg
            group: Tabs
          - template: [docs, home]
            size: 30x28
          - art/logo.svg
        buttons:
          - name: buy
            colour: "#00bd00"
            highlight: blue
            states: [normal, highlighted]
            stretch: both
        """)
        XCTAssertEqual(manifest.outputs.map(\.format), [.xcassets, .png, .android])
        XCTAssertEqual(manifest.outputs[2].path, "app/src/main/res")
        XCTAssertEqual(manifest.contactSheet, "review/sheet.png")
        XCTAssertEqual(manifest.icons.count, 3)
        XCTAssertEqual(manifest.icons[0].sources, ["art/*.svg"])
        XCTAssertEqual(manifest.icons[0].group, "Tabs")
        XCTAssertEqual(manifest.icons[0].options, IconOptions(width: 25, height: 25, scales: [2, 3], padding: 1))
        XCTAssertEqual(manifest.icons[1].templates, ["docs", "home"])
        XCTAssertEqual(manifest.icons[1].options.width, 30)
        XCTAssertEqual(manifest.icons[1].options.height, 28)
        XCTAssertEqual(manifest.icons[1].options.scales, [2, 3])
        XCTAssertEqual(manifest.icons[2].sources, ["art/logo.svg"])
        let button = try XCTUnwrap(manifest.buttons.first)
        XCTAssertEqual(button.options.name, "buy")
        XCTAssertEqual(button.options.color, RGBA(0, 0xbd, 0))
        XCTAssertEqual(button.options.highlightColor, RGBA(0, 0, 255))
        XCTAssertEqual(button.options.states, [.normal, .highlighted])
        XCTAssertEqual(button.options.geometry.height, 44)
        XCTAssertEqual(button.options.geometry.radius, 8)
        XCTAssertEqual(button.options.geometry.stretch, .both)
        XCTAssertEqual(button.line, 16)
    }

    func testButtonSizeGivesWidthAndHeightOrJustTheHeight() throws {
        let manifest = try parse("outputs: [{png: out}]\nbuttons:\n  - {name: a, colour: red, size: 120x44}\n  - {name: b, colour: red, size: 36}\n")
        XCTAssertEqual(manifest.buttons[0].options.geometry.width, 120)
        XCTAssertEqual(manifest.buttons[0].options.geometry.height, 44)
        XCTAssertNil(manifest.buttons[1].options.geometry.width)
        XCTAssertEqual(manifest.buttons[1].options.geometry.height, 36)
    }

    func testContactSheetDefaultsToThePreviewsFolderBesideTheManifestAndCanBeSwitchedOff() throws {
        XCTAssertEqual(try parse("outputs: [{xcassets: Assets/Icons.xcassets}]").contactSheet, "iconforge-previews/ContactSheet.png")
        XCTAssertNil(try parse("outputs: [{png: out}]\ncontact-sheet: false").contactSheet)
    }

    func testJSONManifestIsAccepted() throws {
        let manifest = try parse(#"{"outputs": [{"png": "out"}], "icons": [{"template": "docs"}]}"#)
        XCTAssertEqual(manifest.icons.first?.templates, ["docs"])
    }

    func testUnknownKeyIsAnErrorNamingItsLine() {
        let error = error("""
        outputs:
          - png: out
        icons:
          - source: a.svg
            sise: 30
        """)
        XCTAssertEqual(error?.line, 5)
        XCTAssertEqual(error?.description.hasPrefix("iconforge.yml:5: unknown key 'sise' in an icon entry"), true, "\(error!)")
    }

    func testBadValuesAreErrorsNamingTheirLine() {
        XCTAssertEqual(error("outputs: [{png: out}]\nicons:\n  - source: a.svg\n    scales: [1, x]")?.line, 4)
        XCTAssertEqual(error("outputs: [{png: out}]\nicons:\n  - source: a.svg\n    size: big")?.line, 4)
        let colour = error("outputs: [{png: out}]\nbuttons:\n  - name: b\n    colour: #00bd00\n")
        XCTAssertEqual(colour?.line, 4)
        XCTAssertTrue(colour?.reason.contains("comment") ?? false, "\(colour!)")
        XCTAssertEqual(error("outputs: [{png: out}]\nbuttons:\n  - name: b\n    colour: red\n    states: [normal, pressed]")?.line, 5)
        XCTAssertEqual(error("outputs:\n  - zip: out.zip")?.line, 2)
        XCTAssertEqual(error("outputs:\n  - png: out\n  - png: ./out")?.line, 3)
        XCTAssertEqual(error("outputs: [{png: out}]\nicons:\n  - template: nosuchicon")?.line, 3)
    }

    func testMissingRequiredPiecesAreErrors() {
        XCTAssertTrue(error("icons: []")?.reason.contains("no outputs") ?? false)
        XCTAssertEqual(error("outputs: [{png: out}]\nbuttons:\n  - colour: red")?.line, 3)
        XCTAssertEqual(error("outputs: [{png: out}]\nicons:\n  - name: x\n    size: 30")?.line, 3)
    }

    func testYAMLSyntaxErrorsNameTheirLine() {
        let error = error("outputs:\n  - png: out\nicons:\n  - source: [a.svg\n")
        XCTAssertEqual(error?.line, 4)
        XCTAssertEqual(error?.reason, "this [list] is not closed with ']', or its items lack a ',' (column 13)")
    }

    func testSourcesMatchingNothingStopTheBuildWithTheirLine() throws {
        let fixture = try PipelineFixture(self)
        let manifest = try fixture.manifest("outputs: [{png: out}]\nicons:\n  - source: art/*.svg\n")
        XCTAssertThrowsError(try BuildPlan.assets(of: manifest)) { error in
            XCTAssertEqual((error as? ManifestError)?.line, 3)
            XCTAssertTrue("\(error)".contains("no file matches 'art/*.svg'"), "\(error)")
        }
    }

    func testAssetsWithTheSameNameClashBeforeAnythingIsWritten() throws {
        let fixture = try PipelineFixture(self)
        try fixture.write(PipelineFixture.svg(), to: "a/docs.svg")
        let manifest = try fixture.manifest("outputs: [{png: out}]\nicons:\n  - template: docs\n  - source: a/docs.svg\n")
        XCTAssertThrowsError(try PipelineBuilder(manifest: manifest, rasterizer: LibrsvgRasterizer()).build()) { error in
            XCTAssertEqual((error as? ManifestError)?.line, 4)
            XCTAssertEqual((error as? ManifestError)?.reason, "icons/docs (a/docs.svg) and icons/docs (template:docs.svg, line 3) "
                           + "both write out/docs.png; give one a 'name' or a 'group'")
        }
        XCTAssertFalse(fixture.exists("out"))
        let grouped = try fixture.manifest("outputs: [{png: out}]\nicons:\n  - template: docs\n  - source: a/docs.svg\n    group: A\n")
        XCTAssertEqual(try BuildPlan.assets(of: grouped).map(\.id), ["icons/docs", "icons/A/docs"])
        XCTAssertFalse(try PipelineBuilder(manifest: grouped, rasterizer: LibrsvgRasterizer()).build().failed)
    }
}
