import Foundation
import IconForgeKit
import XCTest

final class ButtonCommandTests: XCTestCase {
    private func contents(_ url: URL) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    func testDefaultRunWritesEveryStateWithInsetsInContentsJSONAndInEachPNG() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["button", "--color", "00bd00"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let catalog = folder.appendingPathComponent("Buttons.xcassets")
        for set in ["button-00bd00", "button-00bd00-highlighted", "button-00bd00-disabled"] {
            let imageset = catalog.appendingPathComponent("\(set).imageset")
            let images = try XCTUnwrap(try contents(imageset.appendingPathComponent("Contents.json"))["images"] as? [[String: Any]])
            XCTAssertEqual(images.count, 3)
            for (index, image) in images.enumerated() {
                let scale = index + 1
                let resizing = try XCTUnwrap(image["resizing"] as? [String: Any])
                XCTAssertEqual(resizing["mode"] as? String, "3-part-horizontal")
                XCTAssertEqual(resizing["cap-insets"] as? [String: Int],
                               ["top": 0, "left": 11 * scale, "bottom": 0, "right": 11 * scale])
                let centre = try XCTUnwrap(resizing["center"] as? [String: Any])
                XCTAssertEqual(centre["mode"] as? String, "stretch")
                XCTAssertEqual(centre["width"] as? Int, scale)
                XCTAssertNil(centre["height"])
                let file = imageset.appendingPathComponent(try XCTUnwrap(image["filename"] as? String))
                let png = try PNGDecoder.decode(contentsOf: file)
                XCTAssertEqual([png.width, png.height], [23 * scale, 40 * scale])
                let layout = try XCTUnwrap(png.text(StretchableLayout.pngTextKeyword).flatMap(StretchableLayout.init(pngText:)))
                XCTAssertEqual(layout.insets, CapInsets(top: 0, left: 11 * scale, bottom: 0, right: 11 * scale))
                XCTAssertEqual(try PNGChunks(Data(contentsOf: file)).types, ["IHDR", "tEXt", "IDAT", "IEND"])
            }
        }
        let preview = folder.appendingPathComponent("iconforge-previews/button-00bd00-preview.png")
        XCTAssertTrue(FileManager.default.fileExists(atPath: preview.path))
        try assertPngcheckAccepts(catalog.appendingPathComponent("button-00bd00.imageset/button-00bd00@2x.png"))
    }

    func testEveryColourFormGivesTheSameImages() throws {
        var outputs: Set<Data> = []
        for color in ["00bd00", "#00bd00", "0,189,0", "rgb(0,189,0)"] {
            let folder = try makeTemporaryFolder(self)
            let run = try CLI.run(["button", "--color", color, "--name", "b", "--format", "png", "--no-preview"], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            outputs.insert(try Data(contentsOf: folder.appendingPathComponent("Buttons/b@2x.png")))
        }
        XCTAssertEqual(outputs.count, 1)
    }

    func testBadColourIsAOneLineUsageErrorListingTheForms() throws {
        let folder = try makeTemporaryFolder(self)
        for color in ["greenish", "#12345", "0,189,300"] {
            let run = try CLI.run(["button", "--color", color], in: folder)
            XCTAssertEqual(run.status, 64)
            XCTAssertEqual(run.errorLines.count, 1, run.stderr)
            XCTAssertTrue(run.stderr.contains("--color: '\(color)' is not a colour: use rrggbb, #rrggbb, #rgb"), run.stderr)
        }
        let run = try CLI.run(["button", "--color", "red", "--highlight-color", "nope"], in: folder)
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.stderr.contains("--highlight-color"), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testOutputIsByteIdenticalAcrossRuns() throws {
        var trees: [[String: Data]] = []
        for _ in 0 ..< 2 {
            let folder = try makeTemporaryFolder(self)
            let run = try CLI.run(["button", "--color", "red", "--highlight-color", "blue"], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            trees.append(try fileContents(in: folder))
        }
        XCTAssertEqual(trees[0].count, 16) // catalog Contents.json, 3 x (3 PNGs + Contents.json), preview, ownership records
        XCTAssertEqual(trees[0], trees[1])
    }

    func testAndroidFormatWritesNinePatchesAaptAccepts() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["button", "--color", "00bd00", "--format", "android", "--states", "normal,highlighted"],
                              in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let res = folder.appendingPathComponent("res")
        for density in AndroidResources.Density.allCases {
            for file in ["button_00bd00.9.png", "button_00bd00_pressed.9.png"] {
                let url = res.appendingPathComponent("drawable-\(density.rawValue)/\(file)")
                XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), url.path)
                let crunched = folder.appendingPathComponent("crunched.png")
                try aaptCrunch(url, to: crunched)
                let patch = try NinePatchChunk(XCTUnwrap(PNGChunks(Data(contentsOf: crunched)).first("npTc")).data)
                let layout = ButtonGeometry().layout(scale: density.scale)
                XCTAssertEqual(patch.xDivs, [layout.insets.left, layout.insets.left + layout.centre.width], url.path)
            }
        }
        let selector = try String(contentsOf: res.appendingPathComponent("drawable/button_00bd00_states.xml"), encoding: .utf8)
        XCTAssertTrue(selector.contains("android:state_pressed=\"true\" android:drawable=\"@drawable/button_00bd00_pressed\""))
        XCTAssertFalse(selector.contains("disabled"))
        try aapt2Compile(res, in: folder)
        XCTAssertFalse(FileManager.default.fileExists(atPath: res.appendingPathComponent("Previews").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("iconforge-previews/button-00bd00-preview.png").path))
    }

    func testFullSizeNinePartWithOwnTemplate() throws {
        let folder = try makeTemporaryFolder(self)
        let bundled = repositoryRoot.appendingPathComponent("Templates/button.svg")
        let custom = try String(contentsOf: bundled, encoding: .utf8)
            .replacingOccurrences(of: "fill=\"url(#glare)\"", with: "fill=\"{{stroke}}\"")
        try custom.write(to: folder.appendingPathComponent("flat.svg"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["button", "--color", "#0b0", "--size", "90x40", "--stretch", "both", "--template", "flat.svg",
                               "--format", "png", "--scales", "2", "--name", "flat"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let png = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("Buttons/flat@2x.png"))
        XCTAssertEqual([png.width, png.height], [180, 80])
        XCTAssertEqual(png.text(StretchableLayout.pngTextKeyword),
                       "mode=9-part scale=2 size-px=180x80 insets-px=22,22,56,156 insets-pt=11,11,28,78")
        XCTAssertEqual(png.image[90, 40].maximumChannelDifference(from: ButtonPalette.derivedStroke(for: RGBA(0, 0xbb, 0))), 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("iconforge-previews/flat-preview.png").path))
    }

    func testBrokenTemplateFailsWithOneLineAndWritesNothing() throws {
        let folder = try makeTemporaryFolder(self)
        try "<svg width=\"{{width}}\" height=\"{{height}}\"><rect".write(
            to: folder.appendingPathComponent("broken.svg"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["button", "--color", "red", "--template", "broken.svg"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("iconforge: error: broken.svg: "), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Buttons.xcassets").path))

        try "<svg width=\"{{width}}\">{{#stops}}</svg>".write(
            to: folder.appendingPathComponent("open.svg"), atomically: true, encoding: .utf8)
        let open = try CLI.run(["button", "--color", "red", "--template", "open.svg"], in: folder)
        XCTAssertEqual(open.status, 1)
        XCTAssertEqual(open.errorLines, ["iconforge: error: open.svg: not a valid Mustache template: line 1, column 40: a section is never closed"])

        let missing = try CLI.run(["button", "--color", "red", "--template", "nowhere.svg"], in: folder)
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.errorLines,
                       ["iconforge: error: nowhere.svg: no such file, and no bundled template of that name (see `iconforge templates`)"])
    }

    func testImpossibleGeometryIsAUsageError() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["button", "--color", "red", "--size", "20x40"], in: folder)
        XCTAssertEqual(run.status, 64)
        XCTAssertEqual(run.errorLines, ["iconforge: error: --size: width 20 is narrower than the caps allow (at least 23 points: cap 11 + 1 + cap 11)"])
        // Every such line names the option at fault.
        let radius = try CLI.run(["button", "--color", "red", "--radius", "30"], in: folder)
        XCTAssertEqual(radius.errorLines, ["iconforge: error: --radius: radius 30 is more than half the button's height"])
        let states = try CLI.run(["button", "--color", "red", "--states", "normal,normal"], in: folder)
        XCTAssertEqual(states.errorLines, ["iconforge: error: --states: states repeat"])
    }

    func testAnUnknownFormatIsAUsageErrorListingTheFormatsAsForIcons() throws {
        let folder = try makeTemporaryFolder(self)
        for command in [["button", "--color", "red"], ["icon", "docs"]] {
            let run = try CLI.run(command + ["--format", "gif"], in: folder)
            XCTAssertEqual(run.status, 64)
            XCTAssertEqual(run.errorLines.first,
                           "iconforge: error: --format: 'gif' is not a valid value; expected one of \(FormatRegistry.names())")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testAButtonLargerThanThePreviewFrameNeedsALargerFrameOrNoPreview() throws {
        let folder = try makeTemporaryFolder(self)
        let large = ["button", "--color", "red", "--size", "600x400", "--stretch", "both", "--scales", "1", "--name", "large"]
        let small = try CLI.run(large + ["--preview-size", "300x44"], in: folder)
        XCTAssertEqual(small.status, 64)
        XCTAssertEqual(small.errorLines, ["iconforge: error: --preview-size: 300x44 cannot hold the button image: "
                                          + "at least 600x400 points; give a larger --preview-size or --no-preview"])
        let outside = try CLI.run(large + ["--preview-size", "3000x400"], in: folder)
        XCTAssertEqual(outside.errorLines, ["iconforge: error: --preview-size: must be between 1x1 and 2048x512 points, not 3000x400"])
        XCTAssertEqual(try CLI.run(large + ["--preview-size", "600x400"], in: try makeTemporaryFolder(self)).status, 0)

        // Past the largest preview no frame helps: the line says so and names what does.
        let tall = ["button", "--color", "red", "--size", "600x520", "--stretch", "both", "--scales", "1", "--name", "tall"]
        for frame in [[], ["--preview-size", "300x44"]] {
            let run = try CLI.run(tall + frame, in: folder)
            XCTAssertEqual(run.status, 64)
            XCTAssertEqual(run.errorLines, ["iconforge: error: --size: the 600x520-point button image is larger than a preview can show "
                                            + "(2048x512 points at most); give --no-preview to write it without one, or a smaller --size"])
        }
        let wide = try CLI.run(["button", "--color", "red", "--size", "4096x1024", "--radius", "100"], in: folder)
        XCTAssertEqual(wide.errorLines, ["iconforge: error: --size: the 4096x1024-point button image is larger than a preview can show "
                                         + "(2048x512 points at most); give --no-preview to write it without one, or a smaller --size"])
        let unpreviewed = try CLI.run(tall + ["--no-preview"], in: folder)
        XCTAssertEqual(unpreviewed.status, 0, unpreviewed.stderr)
        let png = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("Buttons.xcassets/tall.imageset/tall.png"))
        XCTAssertEqual([png.width, png.height], [600, 520])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(PreviewPlacement.folderName).path))
    }
}
