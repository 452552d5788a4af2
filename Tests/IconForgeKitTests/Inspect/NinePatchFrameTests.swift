@testable import IconForgeKit
import Foundation
import XCTest

final class NinePatchFrameTests: XCTestCase {
    func testBorderMarksDecodeToStretchRegionsAndContentPadding() throws {
        let frame = try NinePatchFrame.decodeBorder(NinePatchFixture.image())
        XCTAssertEqual(frame.width, 10)
        XCTAssertEqual(frame.height, 8)
        XCTAssertEqual(frame.stretchX, [3 ..< 6])
        XCTAssertEqual(frame.stretchY, [2 ..< 4])
        let padding = try XCTUnwrap(frame.padding)
        XCTAssertEqual([padding.left, padding.top, padding.right, padding.bottom], [1, 1, 2, 2])
        let caps = frame.capInsets
        XCTAssertEqual([caps.top, caps.left, caps.bottom, caps.right], [2, 3, 4, 4])
    }

    func testAGreyBorderPixelIsAnErrorNamingTheEdge() {
        XCTAssertThrowsError(try NinePatchFrame.decodeBorder(NinePatchFixture.image(borderColour: RGBA(80, 80, 80)))) { error in
            XCTAssertTrue("\(error)".contains("top border pixel 4 is #505050"), "\(error)")
        }
    }

    func testCompiledChunkDecodesBigEndianDivsAndPadding() throws {
        func word(_ value: Int) -> [UInt8] { withUnsafeBytes(of: UInt32(value).bigEndian, Array.init) }
        // What aapt writes for the fixture: counts, two offsets, padding l/r/t/b, colours offset, divs.
        let chunk: [UInt8] = [0, 2, 2, 0] + word(0) + word(0) + word(1) + word(2) + word(1) + word(2) + word(0)
            + word(3) + word(6) + word(2) + word(4)
        let frame = NinePatchFrame(compiled: try NinePatchChunk(Data(chunk)), width: 10, height: 8)
        XCTAssertEqual(frame, NinePatchFrame(source: .compiled, width: 10, height: 8, stretchX: [3 ..< 6],
                                             stretchY: [2 ..< 4], padding: (1, 1, 2, 2)))
    }
}
