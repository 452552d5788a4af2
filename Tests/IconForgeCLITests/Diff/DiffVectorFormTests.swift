import Foundation
import XCTest

/// `iconforge diff` on outputs that are not PNGs: a symbol, a VectorDrawable and a Compose
/// ImageVector (`.kt`) are compared as librsvg draws them, a PDF by its content, which the line says.
final class DiffVectorFormTests: XCTestCase {
    let manifest = """
    outputs:
      - xcassets: Assets/Symbols.xcassets
        symbol: true
      - xcassets: Assets/PDF.xcassets
        vector: true
      - android: Assets/res
        vector: true
    icons:
      - source: art/
    """

    func testASymbolAndAVectorDrawableAreComparedAsDrawnAndAPDFByContentSaidSo() throws {
        let project = try GitProject(self, manifest: manifest, svgs: ["house": DiffArt.square, "star": DiffArt.disc])
        try project.build()
        try project.commit()
        try project.svg("house", DiffArt.smallSquare)
        try project.build()
        // The star's symbol written otherwise, drawn the same: a comment and other line ends.
        let symbol = project.folder.appendingPathComponent("Assets/Symbols.xcassets/star.symbolset/star.svg")
        let text = try String(contentsOf: symbol, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\n", with: "\r\n").replacingOccurrences(of: "</svg>", with: "<!-- x --></svg>").utf8)
            .write(to: symbol)
        // And its VectorDrawable with a comment: other XML, the same drawing.
        let drawable = project.folder.appendingPathComponent("Assets/res/drawable/ic_tab_star.xml")
        let xml = try String(contentsOf: drawable, encoding: .utf8)
        try Data(xml.replacingOccurrences(of: "<path", with: "<!-- star --><path").utf8).write(to: drawable)

        let run = try project.diff()
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, run.stdout)
        XCTAssertTrue(lines[0].hasPrefix("changed icons/house: "), lines[0])
        XCTAssertTrue(lines[0].contains("compared by content: iconforge has no PDF reader to draw it"), lines[0])
        XCTAssertFalse(lines[0].contains("XML"), lines[0])
        XCTAssertEqual(lines[1], "1 changed, 0 added, 0 removed, 1 unchanged")

        let assets = try XCTUnwrap(try project.reviewJSON()["assets"] as? [[String: Any]])
        let house = try XCTUnwrap(assets.first { $0["name"] as? String == "icons/house" }?["files"] as? [[String: Any]])
        let drawn = try XCTUnwrap(house.first { $0["path"] as? String == "Assets/Symbols.xcassets/house.symbolset/house.svg" })
        XCTAssertEqual(drawn["status"] as? String, "changed")
        XCTAssertGreaterThan(try XCTUnwrap(drawn["changedPixels"] as? Int), 0)
        XCTAssertGreaterThan(try XCTUnwrap(drawn["maxAlphaDelta"] as? Int), 100, "its ink moved")
        let vector = try XCTUnwrap(house.first { $0["path"] as? String == "Assets/res/drawable/ic_tab_house.xml" })
        XCTAssertEqual(vector["status"] as? String, "changed")
        XCTAssertGreaterThan(try XCTUnwrap(vector["changedPixels"] as? Int), 0)
        XCTAssertEqual(vector["maxAlphaDelta"] as? Int, 255, "a 16-unit square became a 12-unit one")
        let star = try XCTUnwrap(assets.first { $0["name"] as? String == "icons/star" })
        XCTAssertEqual(star["status"] as? String, "unchanged", "the symbol's and the VectorDrawable's bytes differ, their drawings do not")
    }

    /// A project whose compose output's Kotlin of `svgs` is committed.
    private func committedCompose(_ svgs: [String: String]) throws -> GitProject {
        let project = try GitProject(self, manifest: """
            outputs:
              - compose: Kotlin
                package: com.example.icons
            icons:
              - source: art/
            """, svgs: svgs)
        try project.build()
        try project.commit()
        return project
    }

    /// Rewrites the project's file `path` with `change`.
    private func edit(_ project: GitProject, _ path: String, _ change: (String) -> String) throws {
        let file = project.folder.appendingPathComponent(path)
        try Data(change(try String(contentsOf: file, encoding: .utf8)).utf8).write(to: file)
    }

    func testAComposeImageVectorIsComparedAsDrawnAndShownAsPictures() throws {
        let project = try committedCompose(["house": DiffArt.square, "star": DiffArt.disc])
        try project.svg("house", DiffArt.smallSquare)
        try project.build()
        // The star's Kotlin reformatted by hand: other indents, comments, a trailing comma; the same drawing.
        try edit(project, "Kotlin/Star.kt") { kotlin in
            let reformatted = kotlin.replacingOccurrences(of: "    ", with: "  ").replacingOccurrences(of: "path(", with: "// the disc\npath(")
                .replacingOccurrences(of: "\n  ).apply {", with: ", /* trailing */\n  ).apply {")
            XCTAssertNotEqual(reformatted.replacingOccurrences(of: " ", with: ""), kotlin.replacingOccurrences(of: " ", with: ""))
            return reformatted
        }

        let run = try project.diff()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").map(String.init),
                       ["changed icons/house: \(try XCTUnwrap(try changedPixels(project, "Kotlin/House.kt"))) pixels in 1 of 1 files, largest alpha change 255",
                        "1 changed, 0 added, 0 removed, 1 unchanged"])
        XCTAssertEqual(try project.statuses()["icons/star"], "unchanged", "the Kotlin differs, its drawing does not")
        // The page shows the house's Kotlin as pictures: before, after and the difference map,
        // with no pixel scale (`mdpi`) a `.kt` does not have.
        let page = try String(contentsOf: project.folder.appendingPathComponent("iconforge-review/index.html"), encoding: .utf8)
        for alt in ["house before", "house after", "house difference map"] {
            XCTAssertTrue(page.contains("\"alt\":\"icons/\(alt)\""), alt)
        }
        XCTAssertFalse(page.contains("mdpi"))
        XCTAssertFalse(page.contains("compared by content"), "no row of the page stands in text for the Kotlin")
    }

    func testKotlinThatIsNotTheComposeOutputsIsComparedByContentSaidSo() throws {
        let project = try committedCompose(["house": DiffArt.square])
        try edit(project, "Kotlin/House.kt") { $0.replacingOccurrences(of: "moveTo(", with: "moveTo(1e999f, ") }
        let run = try project.diff()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").first.map(String.init),
                       "changed icons/house: 0 pixels in 1 of 1 files, largest alpha change 0; "
                           + "compared by content (its Kotlin), as it cannot be drawn: the number '1e999' is out of range")
    }

    /// The changed pixels review.json gives `path`.
    private func changedPixels(_ project: GitProject, _ path: String) throws -> Int? {
        let assets = try XCTUnwrap(try project.reviewJSON()["assets"] as? [[String: Any]])
        let files = assets.flatMap { $0["files"] as? [[String: Any]] ?? [] }
        return files.first { $0["path"] as? String == path }?["changedPixels"] as? Int
    }
}
