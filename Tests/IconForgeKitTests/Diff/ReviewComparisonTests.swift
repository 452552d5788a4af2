@testable import IconForgeKit
import XCTest

/// How one file's two sides compare: pixels for PNGs, content for what iconforge cannot draw.
final class ReviewComparisonTests: XCTestCase {
    func image(_ alphas: [UInt8], width: Int) -> RGBAImage {
        RGBAImage(width: width, height: alphas.count / width, pixels: alphas.flatMap { [255, 255, 255, $0] })
    }

    func testPNGsWithOtherBytesAndTheSamePixelsAreUnchanged() throws {
        let picture = image([0, 128, 255, 255], width: 2)
        let rgba = try PNGEncoder.encode(picture)
        let grey = try PNGEncoder.encode(picture.alphaPlane)
        XCTAssertNotEqual(rgba, grey)
        let figures = try XCTUnwrap(ReviewComparison.compare(rgba, grey, as: .png))
        XCTAssertEqual(figures.status, .unchanged)
        XCTAssertEqual(figures.changedPixels, 0)
    }

    func testChangedPixelsAndTheLargestAlphaChangeAreCounted() throws {
        let before = try PNGEncoder.encode(image([0, 128, 255, 255], width: 2))
        let after = try PNGEncoder.encode(image([0, 100, 250, 255], width: 2))
        let figures = try XCTUnwrap(ReviewComparison.compare(before, after, as: .png))
        XCTAssertEqual(figures.status, .changed)
        XCTAssertEqual(figures.changedPixels, 2)
        XCTAssertEqual(figures.maxAlphaDelta, 28)
        XCTAssertNil(figures.note)
    }

    func testANewSizeChangesEveryPixelOfTheLarger() throws {
        let before = try PNGEncoder.encode(image([255, 255], width: 2))
        let after = try PNGEncoder.encode(image([255, 255, 0, 0, 0, 0], width: 3))
        let figures = try XCTUnwrap(ReviewComparison.compare(before, after, as: .png))
        XCTAssertEqual(figures.status, .changed)
        XCTAssertEqual(figures.changedPixels, 6)
    }

    func testJunkOrATruncatedPNGIsChangedWithANote() throws {
        let good = try PNGEncoder.encode(image([0, 128, 255, 255], width: 2))
        for junk in [Data("junk".utf8), good.prefix(good.count - 20)] {
            let base = try XCTUnwrap(ReviewComparison.compare(junk, good, as: .png))
            XCTAssertEqual(base.status, .changed)
            XCTAssertEqual(base.note?.hasPrefix("the base's file is not a readable PNG ("), true, base.note ?? "no note")
            let now = try XCTUnwrap(ReviewComparison.compare(good, junk, as: .png))
            XCTAssertEqual(now.note?.hasPrefix("the current file is not a readable PNG ("), true, now.note ?? "no note")
        }
    }

    func testWhatIsNotDrawnIsComparedByContentAndSaysSo() throws {
        let json = try XCTUnwrap(ReviewComparison.compare(Data(#"{"b":1,"a":[1,2]}"#.utf8), Data("{\n  \"a\" : [1, 2],\n  \"b\" : 1\n}\n".utf8),
                                                          as: .content))
        XCTAssertEqual(json.status, .unchanged, "the same JSON, spaced and ordered otherwise")
        let drawable = "<vector>\r\n  <path android:pathData=\"M0 0\"/>  \r\n</vector>"
        XCTAssertEqual(ReviewComparison.compare(Data(drawable.utf8), Data(drawable.replacingOccurrences(of: "\r\n", with: "\n").utf8),
                                                as: .vectorDrawable)?.status, .unchanged)
        XCTAssertNil(ReviewComparison.compare(Data(drawable.utf8), Data("<vector/>".utf8), as: .vectorDrawable),
                     "a VectorDrawable whose XML differs is drawn by a worker")
        XCTAssertEqual(ReviewComparison.compare(Data("%PDF-1".utf8), Data("%PDF-2".utf8), as: .pdf)?.note,
                       "compared by content: iconforge has no PDF reader to draw it")
        XCTAssertNil(ReviewComparison.compare(Data("<svg/>".utf8), Data("<svg />".utf8), as: .symbol), "a symbol is drawn by a worker")
    }

    func testFilesAreComparedByWhatTheirNameSaysTheyHold() {
        XCTAssertEqual(ReviewPicture.of(path: "a.imageset/a@2x.png"), .png)
        XCTAssertEqual(ReviewPicture.of(path: "a.symbolset/a.svg"), .symbol)
        XCTAssertEqual(ReviewPicture.of(path: "a.imageset/a.pdf"), .pdf)
        XCTAssertEqual(ReviewPicture.of(path: "drawable/ic_tab_a.xml"), .vectorDrawable)
        XCTAssertEqual(ReviewPicture.of(path: "a.imageset/Contents.json"), .content)
    }
}
