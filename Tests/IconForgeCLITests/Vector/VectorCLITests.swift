import Foundation
import IconForgeKit
import XCTest

/// `iconforge icon --vector`: PDF imagesets and VectorDrawables written through the bundle formats.
final class VectorCLITests: XCTestCase {
    let masked = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><mask id="m"><rect width="24" height="24" fill="white"/></mask>\
    <circle cx="12" cy="12" r="8" mask="url(#m)"/></svg>
    """

    func testVectorCatalogWritesOnlyAPDFImagesetThatXcodeKeepsAsAVectorTemplate() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "home", "--vector"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let set = folder.appendingPathComponent("Icons.xcassets/home.imageset")
        XCTAssertEqual(try relativeFiles(in: set), ["Contents.json", "home.pdf"])
        XCTAssertEqual(try String(contentsOf: set.appendingPathComponent("Contents.json"), encoding: .utf8), """
        {
          "images" : [
            {
              "filename" : "home.pdf",
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "iconforge",
            "version" : 1
          },
          "properties" : {
            "preserves-vector-representation" : true,
            "template-rendering-intent" : "template"
          }
        }

        """)
        let info = try pdfinfoFields(set.appendingPathComponent("home.pdf"))
        XCTAssertEqual(info["Page size"], "30 x 30 pts")
        XCTAssertEqual(info["Pages"], "1")
        XCTAssertNil(info["CreationDate"])
        // The preview still shows the icon in a tab bar.
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("iconforge-previews/home-preview.png").path))
    }

    func testVectorPDFIsByteIdenticalAcrossRunsAndTakesSize() throws {
        let folder = try makeTemporaryFolder(self)
        for out in ["a.xcassets", "b.xcassets"] {
            XCTAssertEqual(try CLI.run(["icon", "home", "--vector", "--no-preview", "--size", "44x28", "--out", out], in: folder).status, 0)
        }
        let a = try Data(contentsOf: folder.appendingPathComponent("a.xcassets/home.imageset/home.pdf"))
        let b = try Data(contentsOf: folder.appendingPathComponent("b.xcassets/home.imageset/home.pdf"))
        XCTAssertEqual(a, b)
        XCTAssertEqual(try pdfinfoFields(folder.appendingPathComponent("a.xcassets/home.imageset/home.pdf"))["Page size"], "44 x 28 pts")
    }

    func testVectorAndroidWritesOneWhiteVectorDrawableAt24dpThatAapt2Compiles() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "home", "search", "--format", "android", "--vector", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let res = folder.appendingPathComponent("res")
        XCTAssertEqual(try relativeFiles(in: res).filter { !$0.hasPrefix(".") }, ["drawable/ic_tab_home.xml", "drawable/ic_tab_search.xml"])
        let xml = try String(contentsOf: res.appendingPathComponent("drawable/ic_tab_home.xml"), encoding: .utf8)
        XCTAssertTrue(xml.contains("android:width=\"24dp\"") && xml.contains("android:height=\"24dp\""), xml)
        XCTAssertTrue(xml.contains("#FFFFFF"), xml)
        try aapt2Compile(res, in: folder)

        XCTAssertEqual(try CLI.run(["icon", "home", "--format", "android", "--vector", "--size", "32", "--out", "big",
                                    "--no-preview"], in: folder).status, 0)
        let big = try String(contentsOf: folder.appendingPathComponent("big/drawable/ic_tab_home.xml"), encoding: .utf8)
        XCTAssertTrue(big.contains("android:width=\"32dp\""), big)
    }

    func testAnSVGADrawableCannotExpressFailsByNameWhileTheOthersAreWritten() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write(masked, to: "masked.svg", in: folder)
        let run = try CLI.run(["icon", "masked.svg", "home", "--format", "android", "--vector", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: masked.svg: cannot be a VectorDrawable: uses mask=\"url(#m)\" on <circle> (VectorDrawable cannot express masks)"])
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("res")).filter { !$0.hasPrefix(".") }, ["drawable/ic_tab_home.xml"])
    }

    func testVectorFallbackWritesThePNGDensitiesWithAWarning() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write(masked, to: "masked.svg", in: folder)
        let run = try CLI.run(["icon", "masked.svg", "--format", "android", "--vector", "--vector-fallback", "png", "--no-preview"],
                              in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.errorLines[0].hasPrefix("iconforge: warning: masked.svg: no vector: uses mask="), run.stderr)
        let res = folder.appendingPathComponent("res")
        XCTAssertEqual(try relativeFiles(in: res).filter { !$0.hasPrefix(".") },
                       ["hdpi", "mdpi", "xhdpi", "xxhdpi", "xxxhdpi"].map { "drawable-\($0)/ic_tab_masked.png" })
        try aapt2Compile(res, in: folder)
        // --strict makes the fallback's warning an error: nothing is written.
        let strict = try CLI.run(["icon", "masked.svg", "--format", "android", "--vector", "--vector-fallback", "png",
                                  "--no-preview", "--strict", "--out", "strict"], in: folder)
        XCTAssertEqual(strict.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict/drawable-mdpi").path))
    }

    func testSwitchingAnImagesetBetweenPNGAndPDFRemovesOnlyIconforgesFiles() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "home", "--no-preview"], in: folder).status, 0)
        let set = folder.appendingPathComponent("Icons.xcassets/home.imageset")
        // The user adds a dark variant and a note beside iconforge's files.
        _ = try write("notes", to: "NOTES.txt", in: set)
        try Data(contentsOf: set.appendingPathComponent("home@2x.png")).write(to: set.appendingPathComponent("home-dark@2x.png"))
        let contents = set.appendingPathComponent("Contents.json")
        var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: contents)) as? [String: Any])
        var images = try XCTUnwrap(json["images"] as? [[String: Any]])
        images.append(["filename": "home-dark@2x.png", "idiom": "universal", "scale": "2x",
                       "appearances": [["appearance": "luminosity", "value": "dark"]]])
        json["images"] = images
        try JSONSerialization.data(withJSONObject: json).write(to: contents)

        XCTAssertEqual(try CLI.run(["icon", "home", "--vector", "--no-preview"], in: folder).status, 0)
        XCTAssertEqual(try relativeFiles(in: set), ["Contents.json", "NOTES.txt", "home-dark@2x.png", "home.pdf"])
        let pdfEntries = try entries(contents)
        XCTAssertEqual(pdfEntries.map { $0["filename"] as? String }, ["home.pdf", "home-dark@2x.png"])

        XCTAssertEqual(try CLI.run(["icon", "home", "--no-preview"], in: folder).status, 0)
        XCTAssertEqual(try relativeFiles(in: set), ["Contents.json", "NOTES.txt", "home-dark@2x.png", "home.png",
                                                    "home@2x.png", "home@3x.png"])
        XCTAssertEqual(try entries(contents).map { $0["filename"] as? String },
                       ["home.png", "home@2x.png", "home@3x.png", "home-dark@2x.png"])
    }

    func testVectorAsksForACatalogOrAndroidAndTheFallbackForVector() throws {
        let folder = try makeTemporaryFolder(self)
        let png = try CLI.run(["icon", "home", "--format", "png", "--vector"], in: folder)
        XCTAssertEqual(png.status, 64)
        XCTAssertTrue(png.stderr.contains("writes xcassets (PDF) or android (VectorDrawable), not png"), png.stderr)
        let fallback = try CLI.run(["icon", "home", "--format", "android", "--vector-fallback", "png"], in: folder)
        XCTAssertEqual(fallback.status, 64)
        XCTAssertTrue(fallback.stderr.contains("goes with --vector"), fallback.stderr)
        // A catalog's PDF never falls back: the setting is Android's alone, and says so.
        let catalog = try CLI.run(["icon", "home", "--vector", "--vector-fallback", "png"], in: folder)
        XCTAssertEqual(catalog.status, 64)
        XCTAssertEqual(catalog.errorLines, ["iconforge: error: --vector-fallback: is not a setting of xcassets-pdf outputs (they take none)"])
    }

    private func entries(_ contents: URL) throws -> [[String: Any]] {
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: contents)) as? [String: Any])
        return try XCTUnwrap(json["images"] as? [[String: Any]])
    }
}
