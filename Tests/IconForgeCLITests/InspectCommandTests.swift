import Foundation
import IconForgeKit
import XCTest

final class InspectCommandTests: XCTestCase {
    func testInspectPrintsSizeColourTypeAndScaleOfAnIcon() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "docs", "--out", "A.xcassets", "--no-preview"], in: folder).status, 0)
        let run = try CLI.run(["inspect", "A.xcassets/docs.imageset/docs@2x.png"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "A.xcassets/docs.imageset/docs@2x.png: 60x60 px, grey+alpha 8-bit, @2x = 30x30 pt\n")
    }

    func testJSONIsAnArrayWithOneObjectPerFile() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "docs", "--format", "png", "--out", "out", "--no-preview"], in: folder).status, 0)
        let run = try CLI.run(["inspect", "--json", "out/docs.png", "out/docs@3x.png"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let array = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [[String: Any]]
        XCTAssertEqual(array.map { $0["width"] as? Int }, [30, 90])
        XCTAssertEqual(array.map { $0["scale"] as? Int }, [1, 3])
        XCTAssertEqual(array.map { $0["colorType"] as? String }, ["grey+alpha", "grey+alpha"])
    }

    func testANinePatchReadsTheSameFrameBeforeAndAfterAaptCrunching() throws {
        let folder = try makeTemporaryFolder(self)
        let source = folder.appendingPathComponent("pill.9.png")
        try PNGEncoder.encode(ninePatch()).write(to: source)
        let crunched = folder.appendingPathComponent("pill.png")
        try aaptCrunch(source, to: crunched)
        let run = try CLI.run(["inspect", "--json", "pill.9.png", "pill.png"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let array = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [[String: Any]]
        let frames = array.map { $0["ninePatch"] as! [String: Any] }
        XCTAssertEqual(frames.map { $0["source"] as? String }, ["border", "npTc"])
        for key in ["stretchX", "stretchY", "padding", "width", "height"] {
            XCTAssertEqual(frames[0][key] as? NSObject, frames[1][key] as? NSObject, key)
        }
        XCTAssertEqual((frames[0]["stretchX"] as? [[String: Int]])?.first, ["start": 6, "end": 7])
    }

    func testAMissingFileIsAnErrorAndTheOthersAreStillPrinted() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "docs", "--format", "png", "--out", "out", "--no-preview"], in: folder).status, 0)
        let run = try CLI.run(["inspect", "missing.png", "out/docs.png"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: missing.png: no such file"])
        XCTAssertTrue(run.stdout.hasPrefix("out/docs.png: 30x30 px"), run.stdout)
    }

    func testTheScaleComesFromTheImagesetsContentsJSONForXcodesOwnNames() throws {
        let folder = try makeTemporaryFolder(self)
        let set = folder.appendingPathComponent("Assets.xcassets/text_field_background.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        // As Xcode writes it when images are dropped in: its own names, keys sorted, one slot empty.
        try write("""
        {
          "images" : [
            {
              "filename" : "text_field_background.png",
              "idiom" : "universal",
              "scale" : "1x"
            },
            {
              "filename" : "text_field_background_2x.png",
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "filename" : "tfb@3x.png",
              "idiom" : "universal",
              "scale" : "1x"
            },
            {
              "idiom" : "universal",
              "scale" : "3x"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """, to: "Contents.json", in: set)
        let png = try PNGEncoder.encode(RGBAImage(width: 120, height: 60))
        for name in ["text_field_background_2x.png", "tfb@3x.png", "unlisted-3x.png"] { try png.write(to: set.appendingPathComponent(name)) }
        try png.write(to: folder.appendingPathComponent("loose_2x.png"))
        let run = try CLI.run(["inspect", "Assets.xcassets/text_field_background.imageset/text_field_background_2x.png",
                               "Assets.xcassets/text_field_background.imageset/tfb@3x.png",
                               "Assets.xcassets/text_field_background.imageset/unlisted-3x.png", "loose_2x.png"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").map { String($0.split(separator: "/").last!) }, [
            "text_field_background_2x.png: 120x60 px, grey+alpha 8-bit, @2x = 60x30 pt",
            "tfb@3x.png: 120x60 px, grey+alpha 8-bit, @1x = 120x60 pt",
            "unlisted-3x.png: 120x60 px, grey+alpha 8-bit, @3x = 40x20 pt",
            "loose_2x.png: 120x60 px, grey+alpha 8-bit, @2x = 60x30 pt",
        ])
    }

    /// A 14x10 pill 9-patch: one stretchable column (6) and row (4), content inset by 3 x 2.
    func ninePatch() -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0 ..< 12 {
            for x in 0 ..< 16 {
                let border = x == 0 || y == 0 || x == 15 || y == 11
                var alpha: UInt8 = border ? 0 : 255
                var grey: UInt8 = border ? 0 : 200
                if (y == 0 && x == 7) || (x == 0 && y == 5) || (y == 11 && (4 ..< 12).contains(x))
                    || (x == 15 && (3 ..< 9).contains(y)) {
                    (grey, alpha) = (0, 255)
                }
                pixels += [grey, grey, grey, alpha]
            }
        }
        return RGBAImage(width: 16, height: 12, pixels: pixels)
    }
}
