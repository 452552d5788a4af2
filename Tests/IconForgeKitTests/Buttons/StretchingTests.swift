import IconForgeKit
import XCTest

final class StretchingTests: XCTestCase {
    /// A 5x3 image whose columns are 10, 20, 30, 40, 50 in red and rows are 1, 2, 3 in green.
    private var ramp: RGBAImage {
        var pixels: [UInt8] = []
        for y in 0 ..< 3 {
            for x in 0 ..< 5 { pixels += [UInt8(10 * (x + 1)), UInt8(y + 1), 0, 255] }
        }
        return RGBAImage(width: 5, height: 3, pixels: pixels)
    }

    func testCapsAreCopiedAndTheOnePixelCentreRepeats() {
        let out = ramp.stretched(insets: CapInsets(top: 0, left: 2, bottom: 0, right: 2), toWidth: 9, height: 3)
        XCTAssertEqual((0 ..< 9).map { out[$0, 0].red }, [10, 20, 30, 30, 30, 30, 30, 40, 50])
        XCTAssertEqual((0 ..< 3).map { out[4, $0].green }, [1, 2, 3])
    }

    func testNinePartRepeatsTheCentreRowToo() {
        let out = ramp.stretched(insets: CapInsets(top: 1, left: 2, bottom: 1, right: 2), toWidth: 5, height: 6)
        XCTAssertEqual((0 ..< 6).map { out[0, $0].green }, [1, 2, 2, 2, 2, 3])
        XCTAssertEqual((0 ..< 5).map { out[$0, 3].red }, [10, 20, 30, 40, 50])
    }

    func testSameSizeIsIdentity() {
        XCTAssertEqual(ramp.stretched(insets: CapInsets(top: 0, left: 1, bottom: 0, right: 1), toWidth: 5, height: 3), ramp)
    }

    func testAxisWithoutCapsIsScaledAsAWhole() {
        let out = ramp.stretched(insets: CapInsets(top: 0, left: 2, bottom: 0, right: 2), toWidth: 5, height: 6)
        let greens = (0 ..< 6).map { Int(out[0, $0].green) }
        XCTAssertEqual(greens.first, 1)
        XCTAssertEqual(greens.last, 3)
        XCTAssertEqual(greens, greens.sorted())
    }

    func testTransparentNeighboursDoNotDarkenTheEdge() {
        var image = RGBAImage(width: 3, height: 2)
        image.pixels.replaceSubrange(0 ..< 4, with: [200, 100, 50, 255])
        let out = image.stretched(insets: CapInsets(top: 0, left: 1, bottom: 0, right: 1), toWidth: 3, height: 4)
        XCTAssertEqual(out[0, 1].red, 200) // colour kept where alpha fades
        XCTAssertLessThan(out[0, 2].alpha, 255)
    }
}
