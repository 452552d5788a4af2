import Foundation
import IconForgeKit
import XCTest

/// `vector: true` on a manifest output: `iconforge build` writes PDF imagesets and VectorDrawables,
/// checked by pdfinfo and aapt2, and the contact sheet still shows the icons.
final class VectorBuildTests: XCTestCase {
    let manifest = """
    outputs:
      - xcassets: App/Icons.xcassets
        vector: true
      - android: vector/res
        vector: true
      - android: bitmap/res
    contact-sheet: Sheet.png
    icons:
      - template: [home, search]
    buttons:
      - name: buy
        colour: 00bd00
        states: [normal, highlighted]
    """

    func testVectorOutputsHoldPDFsAndDrawablesThatPdfinfoAndAapt2AcceptAndRebuildsChangeNothing() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write(manifest, to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)

        let catalog = folder.appendingPathComponent("App/Icons.xcassets")
        let pdfs = try relativeFiles(in: catalog).filter { $0.hasSuffix(".pdf") }
        XCTAssertEqual(pdfs, ["home.imageset/home.pdf", "search.imageset/search.pdf"])
        for pdf in pdfs {
            let info = try pdfinfoFields(catalog.appendingPathComponent(pdf))
            XCTAssertEqual(info["Page size"], "30 x 30 pts", pdf)
            XCTAssertEqual(info["Pages"], "1", pdf)
        }
        // Buttons stay stretchable PNGs in the same catalog.
        XCTAssertTrue(try relativeFiles(in: catalog).contains("buy.imageset/buy@2x.png"))

        let vector = folder.appendingPathComponent("vector/res")
        let vectorFiles = try relativeFiles(in: vector).filter { !$0.hasPrefix(".") }
        XCTAssertTrue(vectorFiles.contains("drawable/ic_tab_home.xml") && vectorFiles.contains("drawable/ic_tab_search.xml"))
        XCTAssertFalse(vectorFiles.contains { $0.contains("ic_tab") && $0.hasSuffix(".png") }, vectorFiles.joined(separator: ", "))
        let bitmapFiles = try relativeFiles(in: folder.appendingPathComponent("bitmap/res")).filter { !$0.hasPrefix(".") }
        XCTAssertTrue(bitmapFiles.contains("drawable-xxxhdpi/ic_tab_home.png"))
        XCTAssertTrue(bitmapFiles.contains { $0.hasSuffix(".9.png") })
        for res in [vector, folder.appendingPathComponent("bitmap/res")] { try aapt2Compile(res, in: folder) }

        let sheet = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("Sheet.png"))
        XCTAssertGreaterThan(sheet.image.alphaPlane.values.filter { $0 > 0 }.count, 0)

        let before = try fileContents(in: folder)
        let again = try CLI.run(["build"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try fileContents(in: folder), before)
    }

    func testTurningTheVectorFallbackOffRebuildsWhatFellBackToPNGs() throws {
        let folder = try makeTemporaryFolder(self)
        let masked = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><mask id="m"><rect width="24" height="24" fill="white"/></mask>\
        <circle cx="12" cy="12" r="8" mask="url(#m)"/></svg>
        """
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        _ = try write(masked, to: "art/masked.svg", in: folder)
        let manifest = "outputs:\n  - android: res\n    vector: true\n%@contact-sheet: false\nicons:\n  - source: art/masked.svg\n"
        _ = try write(manifest.replacingOccurrences(of: "%@", with: "    vector-fallback: png\n"), to: "iconforge.yml", in: folder)
        let first = try CLI.run(["build"], in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(try relativeFiles(in: folder.appendingPathComponent("res")).contains("drawable-mdpi/ic_tab_masked.png"))
        _ = try write(manifest.replacingOccurrences(of: "%@", with: ""), to: "iconforge.yml", in: folder)
        let second = try CLI.run(["build"], in: folder)
        XCTAssertEqual(second.status, 1, "the fallback's PNGs must not count as up to date: " + second.stdout)
        XCTAssertTrue(second.stderr.contains("cannot be a VectorDrawable"), second.stderr)
    }

    func testTurningVectorOffBringsThePNGsBackAndRemovesThePDF() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write("outputs:\n  - xcassets: Icons.xcassets\n    vector: true\ncontact-sheet: false\nicons:\n  - template: home\n",
                      to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        _ = try write("outputs:\n  - xcassets: Icons.xcassets\ncontact-sheet: false\nicons:\n  - template: home\n",
                      to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("Icons.xcassets/home.imageset")),
                       ["Contents.json", "home.png", "home@2x.png", "home@3x.png"])
    }

    func testVectorOnAPNGFolderOrAFallbackWithoutVectorIsAManifestError() throws {
        for (text, message) in [
            ("outputs:\n  - png: Icons\n    vector: true\n", "iconforge.yml:3: vector: true writes xcassets (PDF) or android (VectorDrawable), not png"),
            ("outputs:\n  - android: res\n    vector-fallback: png\n", "iconforge.yml:3: vector-fallback goes with vector: true"),
        ] {
            let folder = try makeTemporaryFolder(self)
            _ = try write(text + "icons:\n  - template: home\n", to: "iconforge.yml", in: folder)
            let run = try CLI.run(["build"], in: folder)
            XCTAssertNotEqual(run.status, 0)
            XCTAssertTrue(run.stderr.contains(message), run.stderr)
        }
    }
}
