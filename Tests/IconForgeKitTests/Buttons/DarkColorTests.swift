import Foundation
@testable import IconForgeKit
import XCTest

final class DarkColorTests: XCTestCase {
    func testTheDerivedDarkColourKeepsTheLightDesignsContrast() {
        for light in [RGBA(0, 189, 0), RGBA(0, 122, 255), RGBA(255, 204, 0), RGBA(20, 20, 60), RGBA(230, 230, 230)] {
            let dark = DarkColor.derived(from: light)
            XCTAssertEqual(dark.contrastRatio(with: .black), light.contrastRatio(with: .white), accuracy: 0.15, "\(light) -> \(dark)")
        }
        XCTAssertEqual(DarkColor.color(RGBA(1, 2, 3)).resolved(for: .white), RGBA(1, 2, 3))
    }
}
