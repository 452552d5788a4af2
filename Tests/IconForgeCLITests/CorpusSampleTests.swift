import Foundation
import IconForgeKit
import XCTest

/// A fixed sample of the shared icon corpus, all three sets, in one `iconforge icon` call.
final class CorpusSampleTests: XCTestCase {
    func testEveryTwentiethCorpusIconBecomesAVisibleThirtyPixelGreyAlphaPNG() throws {
        let corpus = try requireCorpus()
        let folder = try makeTemporaryFolder(self)
        let inputs = try linkCorpusSample(corpus, every: 20, into: folder)
        XCTAssertGreaterThan(inputs.count, 100)
        let run = try CLI.run(["icon", "--no-preview", "--scales", "1", "--format", "png", "--out", "out", "--quiet"] + inputs,
                              in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        // Well-drawn 2 px strokes on a 24 grid are not hairlines.
        XCTAssertFalse(run.stderr.contains(": faint: "), run.stderr)
        for input in inputs {
            let name = String(input.dropLast(4))
            let png = try decodePNG("out/\(name).png", in: folder)
            XCTAssertEqual([png.width, png.height], [30, 30], name)
            XCTAssertEqual(png.colorType, .greyAlpha, name)
            XCTAssertEqual(png.bitDepth, 8, name)
            XCTAssertGreaterThan(png.image.alphaPlane.inkPixelCount, 0, name)
        }
    }
}
