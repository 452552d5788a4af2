import Foundation
@testable import IconForgeKit
import XCTest

/// An opaque canvas read as packed RGB rows holds exactly the colours its snapshot does, for
/// every width (whole groups of four pixels and the ones left over).
final class OpaqueRGBTests: XCTestCase {
    func testPackedRowsMatchTheSnapshotAtEveryWidth() throws {
        var generator = SystemRandomNumberGenerator()
        for width in 1 ... 11 {
            let height = 3
            let canvas = try Canvas(width: width, height: height)
            for y in 0 ..< height {
                for x in 0 ..< width {
                    let colour = RGBA(UInt8.random(in: 0 ... 255, using: &generator), UInt8.random(in: 0 ... 255, using: &generator),
                                      UInt8.random(in: 0 ... 255, using: &generator), 255)
                    canvas.fill(Rect(x: Double(x), y: Double(y), width: 1, height: 1), with: .color(colour))
                }
            }
            let rgb = canvas.opaqueRGB()
            let pixels = canvas.snapshot().pixels
            var expected: [UInt8] = []
            for at in stride(from: 0, to: pixels.count, by: 4) { expected += pixels[at ..< at + 3] }
            XCTAssertEqual(rgb, expected, "width \(width)")
        }
    }
}
