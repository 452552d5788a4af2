import Foundation
import XCTest

/// `iconforge diff` on outputs that are not PNGs: a symbol and a VectorDrawable are compared as
/// librsvg draws them, a PDF by its content, which the line says.
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
}
