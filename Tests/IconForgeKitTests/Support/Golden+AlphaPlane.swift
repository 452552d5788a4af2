import Foundation
import IconForgeKit
import XCTest

extension Golden {
    /// How far a render may drift from its golden (librsvg or cairo updates move
    /// anti-aliased edges by a few levels; a changed shape moves far more).
    struct Tolerance {
        var maximum = 8
        var mean = 0.5
    }

    /// Asserts that `plane` matches golden `name`, stored as a grey+alpha PNG, within `tolerance`.
    static func assertAlpha(_ plane: AlphaPlane, matches name: String, tolerance: Tolerance = Tolerance(),
                            file: StaticString = #filePath, line: UInt = #line) throws {
        guard let stored = try load(name, recording: { try PNGEncoder.encode(plane) }, file: file, line: line)
        else { return }
        let golden = try PNGDecoder.decode(stored).image.alphaPlane
        guard let maximum = plane.maximumDifference(from: golden), let mean = plane.meanDifference(from: golden) else {
            XCTFail("\(name): rendered \(plane.width)x\(plane.height), golden is \(golden.width)x\(golden.height)",
                    file: file, line: line)
            return
        }
        XCTAssertLessThanOrEqual(maximum, tolerance.maximum, "\(name): largest alpha difference", file: file, line: line)
        XCTAssertLessThanOrEqual(mean, tolerance.mean, "\(name): mean alpha difference", file: file, line: line)
    }
}
