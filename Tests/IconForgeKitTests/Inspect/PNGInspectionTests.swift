@testable import IconForgeKit
import XCTest

final class PNGInspectionTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("iconforge-inspect-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testScaleComesFromTheFileNameSuffix() {
        XCTAssertEqual(PNGInspection.scale(fromFileName: "docs.png"), 1)
        XCTAssertEqual(PNGInspection.scale(fromFileName: "docs@2x.png"), 2)
        XCTAssertEqual(PNGInspection.scale(fromFileName: "button@3x.9.png"), 3)
        XCTAssertEqual(PNGInspection.scale(fromFileName: "me@home.png"), 1)
        XCTAssertEqual(PNGInspection.scale(fromFileName: "text_field_background_2x.png"), 2)
        XCTAssertEqual(PNGInspection.scale(fromFileName: "icon-3x.PNG"), 3)
        XCTAssertEqual(PNGInspection.scale(fromFileName: "tab@2x~ipad.png"), 2)
        XCTAssertEqual(PNGInspection.scale(fromFileName: "matrix_2x2.png"), 1)
        XCTAssertEqual(PNGInspection.scale(fromFileName: "box2x.png"), 1)
        XCTAssertEqual(PNGInspection.scale(fromFileName: "huge@99999999999999999999x.png"), 1)
        XCTAssertEqual(PNGInspection.scale(fromFileName: "@2x.png"), 2)
    }

    func testCapInsetsAreReadFromTheContentsJSONBesideTheFile() throws {
        let catalog = AssetCatalog(root: folder.appendingPathComponent("A.xcassets"))
        let png = try PNGEncoder.encode(RGBAImage(width: 40, height: 20))
        _ = try catalog.write(ImageSet(name: "pill", images: [
            .init(scale: 2, filename: "pill@2x.png", data: png, resizing: .object([
                "mode": .string("3-part-horizontal"),
                "cap-insets": .object(["left": .int(18), "right": .int(16)]),
            ])),
        ]))
        let path = catalog.root.appendingPathComponent("pill.imageset/pill@2x.png").path
        let inspection = try PNGInspection.inspect(path)
        XCTAssertEqual(inspection.capInsets, .init(top: 0, left: 18, bottom: 0, right: 16, source: "Contents.json"))
        XCTAssertEqual(inspection.resizingMode, "3-part-horizontal")
        XCTAssertEqual(inspection.scale, 2)
        XCTAssertEqual(inspection.pointSize.width, 20)
        XCTAssertTrue(inspection.reportLines[1].contains("(0, 9, 0, 8 pt) from Contents.json"), inspection.reportLines[1])
    }

    func testCapInsetsOutsideTheImageInContentsJSONAreNotReported() throws {
        let set = folder.appendingPathComponent("a.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try PNGEncoder.encode(RGBAImage(width: 40, height: 20)).write(to: set.appendingPathComponent("a.png"))
        for caps in [#"{"top":1e300}"#, #"{"left":-5}"#, #"{"right":"x"}"#, #"{"bottom":2.5}"#, #"{"top":41}"#] {
            try Data(#"{"images":[{"filename":"a.png","scale":"2x","resizing":{"mode":"9-part","cap-insets":\#(caps)}}]}"#.utf8)
                .write(to: set.appendingPathComponent("Contents.json"))
            let inspection = try PNGInspection.inspect(set.appendingPathComponent("a.png").path)
            XCTAssertNil(inspection.capInsets, caps)
            XCTAssertEqual(inspection.scale, 2, caps)
        }
    }

    func testCapInsetsAndScaleAreReadFromTheTextChunk() throws {
        let url = folder.appendingPathComponent("b.png")
        let layout = StretchableLayout(mode: .both, scale: 2, width: 16, height: 20,
                                       insets: CapInsets(top: 1, left: 2, bottom: 3, right: 4))
        try PNGEncoder.encode(RGBAImage(width: 16, height: 20), texts: [layout.pngText]).write(to: url)
        let inspection = try PNGInspection.inspect(url.path)
        XCTAssertEqual(inspection.capInsets,
                       .init(top: 1, left: 2, bottom: 3, right: 4, source: "tEXt \"iconforge:cap-insets\""))
        XCTAssertEqual(inspection.resizingMode, "9-part")
        XCTAssertEqual(inspection.scale, 2)
        XCTAssertEqual(inspection.pointSize.height, 10)
    }

    func testATinyScaleInTheTextChunkIsReportedNotACrash() throws {
        let url = folder.appendingPathComponent("b.png")
        let chunk = PNGEncoder.TextChunk(keyword: StretchableLayout.pngTextKeyword,
                                         text: "mode=9-part scale=1e-300 size-px=16x20 insets-px=1,2,3,4")
        try PNGEncoder.encode(RGBAImage(width: 16, height: 20), texts: [chunk]).write(to: url)
        let inspection = try PNGInspection.inspect(url.path)
        XCTAssertEqual(inspection.scale, 1e-300)
        XCTAssertTrue(inspection.reportLines[0].hasSuffix("e+301 pt"), inspection.reportLines[0])
        XCTAssertFalse(inspection.json.xcodeText.isEmpty)
    }

    func testSourceNinePatchReportsTheFrameAndInnerSize() throws {
        let url = folder.appendingPathComponent("b.9.png")
        try PNGEncoder.encode(NinePatchFixture.image()).write(to: url)
        let inspection = try PNGInspection.inspect(url.path)
        XCTAssertEqual(inspection.ninePatch?.stretchX, [3 ..< 6])
        XCTAssertEqual(inspection.capInsets?.source, "9-patch")
        XCTAssertEqual(inspection.pointSize.width, 10)
    }

    func testJSONCarriesColourTypeScaleAndFrame() throws {
        let url = folder.appendingPathComponent("b@2x.9.png")
        try PNGEncoder.encode(NinePatchFixture.image()).write(to: url)
        let text = try PNGInspection.inspect(url.path).json.xcodeText
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        XCTAssertEqual(object["colorType"] as? String, "RGBA")
        XCTAssertEqual(object["scale"] as? Int, 2)
        let patch = try XCTUnwrap(object["ninePatch"] as? [String: Any])
        XCTAssertEqual((patch["stretchY"] as? [[String: Int]])?.first, ["start": 2, "end": 4])
    }

    func testNotAPNGIsAnError() throws {
        let url = folder.appendingPathComponent("x.png")
        try Data("hello".utf8).write(to: url)
        XCTAssertThrowsError(try PNGInspection.inspect(url.path)) { XCTAssertEqual("\($0)", "not a PNG file") }
    }
}

extension PNGInspectionTests {
    func testAndroidDensityFolderGivesTheScaleAndDpSize() throws {
        let drawable = folder.appendingPathComponent("res/drawable-hdpi")
        try FileManager.default.createDirectory(at: drawable, withIntermediateDirectories: true)
        let url = drawable.appendingPathComponent("ic_tab_home_selected.png")
        try PNGEncoder.encode(RGBAImage(width: 36, height: 36)).write(to: url)
        let inspection = try PNGInspection.inspect(url.path)
        XCTAssertEqual(inspection.density, "hdpi")
        XCTAssertEqual(inspection.scale, 1.5)
        XCTAssertTrue(inspection.reportLines[0].hasSuffix(" 8-bit, hdpi (1.5x) = 24x24 dp"), inspection.reportLines[0])
    }
}
