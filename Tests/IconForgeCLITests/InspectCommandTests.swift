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
