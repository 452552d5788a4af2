import Foundation
import IconForgeKit
import XCTest

/// Each own case (`VectorCases`) converts, and its drawable, drawn back, matches iconforge's PNG
/// mask of the same SVG: mean |Δα| under 1/255, with and without padding, as a white mask and
/// in its own colours.
final class VectorCaseTests: XCTestCase {
    func testEveryCaseDrawsLikeThePNGs() throws {
        var report: [String] = []
        for (name, text) in VectorCases.all {
            let svg = Data(text.utf8)
            for padding in [0.0, 2] {
                for tint in [RGBA(255, 255, 255), nil] {
                    let drawable = try VectorDrawable.convert(svg: svg, options: VectorDrawableOptions(padding: padding, tint: tint))
                    let fidelity = try VectorFidelity.drawable(drawable, of: svg, pixels: 96, padding: padding * 4)
                    report.append(String(format: "%@ padding %.0f%@: mean %.3f/255, worst pixel %d/255", name, padding,
                                         tint == nil ? " colours" : "", fidelity.meanDifference, fidelity.maximumDifference))
                    XCTAssertLessThan(fidelity.meanDifference, VectorFidelityTests.meanLimit, report.last!)
                }
            }
        }
        if ProcessInfo.processInfo.environment["ICONFORGE_VECTOR_REPORT"] == "1" { print(report.joined(separator: "\n")) }
    }

    /// With ICONFORGE_VECTOR_DUMP=<folder>: each case's drawable, its redrawn SVG and both masks
    /// (the PNG path's and the redrawn drawable's) side by side, to look at.
    func testDumpForLooking() throws {
        guard let folder = ProcessInfo.processInfo.environment["ICONFORGE_VECTOR_DUMP"] else { throw XCTSkip("set ICONFORGE_VECTOR_DUMP") }
        let out = URL(fileURLWithPath: folder)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        for (name, text) in VectorCases.all {
            let svg = Data(text.utf8)
            let drawable = try VectorDrawable.convert(svg: svg)
            let redrawn = try VectorDrawableSVG.svg(from: drawable, pixels: 96)
            let mask = try VectorFidelity.pngMask(svg, pixels: 96), drawn = try VectorFidelity.pngMask(Data(redrawn.utf8), pixels: 96)
            var values: [UInt8] = []
            for y in 0 ..< 96 {
                values += mask.values[y * 96 ..< (y + 1) * 96] + [UInt8](repeating: 128, count: 4) + drawn.values[y * 96 ..< (y + 1) * 96]
            }
            let grey = RGBAImage(width: 196, height: 96, pixels: values.flatMap { [255 - $0, 255 - $0, 255 - $0, 255] })
            try PNGEncoder.encode(grey).write(to: out.appendingPathComponent(name + ".png"))
            try drawable.write(to: out.appendingPathComponent(name + ".xml"))
            try redrawn.write(to: out.appendingPathComponent(name + "-redrawn.svg"), atomically: true, encoding: .utf8)
            try svg.write(to: out.appendingPathComponent(name + ".svg"))
        }
    }
}
