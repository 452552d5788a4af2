import Foundation
import IconForgeKit
import XCTest

final class ButtonTemplateCheckTests: XCTestCase {
    let button = ["button", "--color", "3366cc", "--format", "png", "--no-preview", "--scales", "1,2"]

    func testAPlainIconGivenAsATemplateIsRefusedByNameAndNothingIsWritten() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "house.svg", in: folder)
        let run = try CLI.run(button + ["--template", "house.svg", "--out", "out"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: house.svg: uses none of the colour placeholders {{fill}}, {{stroke}}, "
                                        + "{{#stops}}; every state would look the same (see `iconforge templates --export button`)"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    /// The one error line `button` gives for the template `svg`, saved as `name`; nothing is written.
    func refusal(of svg: String, named name: String) throws -> String {
        let folder = try makeTemporaryFolder(self, name)
        try write(svg, to: name, in: folder)
        let run = try CLI.run(button + ["--template", name, "--out", "out"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        return run.stderr
    }

    func testATranslucentTemplateIsRefusedSayingWhy() throws {
        let error = try refusal(of: #"<svg xmlns="http://www.w3.org/2000/svg" width="{{width}}" height="{{height}}"><rect width="{{width}}" height="{{height}}" fill="{{fill}}" fill-opacity="0.5"/></svg>"#,
                                named: "ghost.svg")
        XCTAssertTrue(error.hasPrefix("iconforge: error: ghost.svg: not a usable button template: translucent: "), error)
    }

    func testATemplateWithoutRoomForItsCapsIsRefused() throws {
        // A horizontal gradient: every column differs, so what stretches is not uniform.
        let error = try refusal(of: #"<svg xmlns="http://www.w3.org/2000/svg" width="{{width}}" height="{{height}}"><linearGradient id="g"><stop offset="0" stop-color="{{fill}}"/><stop offset="1" stop-color="{{stroke}}"/></linearGradient><rect width="{{width}}" height="{{height}}" fill="url(#g)"/></svg>"#,
                                named: "sideways.svg")
        XCTAssertTrue(error.hasPrefix("iconforge: error: sideways.svg: not a usable button template: caps too small: "), error)
    }

    func testABundledNameWorksAsTemplateAndAnIconNameIsRefused() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(button + ["--out", "default"], in: folder).status, 0)
        let named = try CLI.run(button + ["--template", "button", "--out", "named"], in: folder)
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertEqual(try fileContents(in: folder.appendingPathComponent("named")),
                       try fileContents(in: folder.appendingPathComponent("default")))
        let icon = try CLI.run(button + ["--template", "home", "--out", "icon"], in: folder)
        XCTAssertEqual(icon.status, 1)
        XCTAssertEqual(icon.errorLines, ["iconforge: error: home: is a bundled icon, not a button template (see `iconforge templates`)"])
    }

    func testAnExportedTemplateRoundTripsThroughTemplate() throws {
        let folder = try makeTemporaryFolder(self)
        let export = try CLI.run(["templates", "--export", "button", "--out", "mine"], in: folder)
        XCTAssertEqual(export.status, 0, export.stderr)
        let exported = try Data(contentsOf: folder.appendingPathComponent("mine/button.svg"))
        XCTAssertEqual(exported, TemplateLibrary.named("button.svg")?.data)
        XCTAssertEqual(try CLI.run(button + ["--out", "default"], in: folder).status, 0)
        let custom = try CLI.run(button + ["--template", "mine/button.svg", "--out", "custom"], in: folder)
        XCTAssertEqual(custom.status, 0, custom.stderr)
        XCTAssertEqual(try fileContents(in: folder.appendingPathComponent("custom")),
                       try fileContents(in: folder.appendingPathComponent("default")))
        // Icons export too, into the current folder by default.
        XCTAssertEqual(try CLI.run(["templates", "--export", "docs"], in: folder).status, 0)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("docs.svg")), TemplateLibrary.named("docs")?.data)
    }

    func testExportNeverOverwritesAFileWithOtherContent() throws {
        let folder = try makeTemporaryFolder(self)
        try write("my own button", to: "button.svg", in: folder)
        let run = try CLI.run(["templates", "--export", "button"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1)
        XCTAssertTrue(run.stderr.contains("already exists with other content"), run.stderr)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("button.svg"), encoding: .utf8), "my own button")
        let unknown = try CLI.run(["templates", "--export", "nope"], in: folder)
        XCTAssertEqual(unknown.errorLines, ["iconforge: error: nope: no bundled template 'nope' (see `iconforge templates`)"])
    }
}
