import Foundation
@testable import IconForgeKit
import XCTest

final class DirectionalNameTests: XCTestCase {
    func testDirectionalWordsAreFoundWordByWord() {
        XCTAssertEqual(DirectionalNames.word(in: "arrow-left"), "arrow")
        XCTAssertEqual(DirectionalNames.word(in: "Chevron.Forward"), "chevron")
        XCTAssertEqual(DirectionalNames.word(in: "go_back"), "back")
        XCTAssertEqual(DirectionalNames.word(in: "redo"), "redo")
        XCTAssertNil(DirectionalNames.word(in: "backpack"))
        XCTAssertNil(DirectionalNames.word(in: "sender"))
        XCTAssertNil(DirectionalNames.word(in: "house"))
    }

    func testAMirroredImageIsFlippedLeftToRight() {
        let image = RGBAImage(width: 3, height: 1, pixels: [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3])
        XCTAssertEqual(image.mirrored.pixels, [3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1])
        XCTAssertEqual(image.mirrored.mirrored, image)
    }
}
