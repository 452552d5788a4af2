import Foundation
import IconForgeKit
import XCTest

/// CPU milliseconds per icon of the three outputs of one SVG, on the corpus, in one process:
/// the PNG path (render at 30, 60 and 90 px, encode each alpha PNG), the vector PDF and the
/// VectorDrawable. Opt-in (`ICONFORGE_VECTOR_BENCH=1`); `Benchmarks/vectors.sh` runs it in release.
final class VectorBenchmarkTests: XCTestCase {
    func testPrintsCPUMillisecondsPerIconForPNGPDFAndVectorDrawable() throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["ICONFORGE_VECTOR_BENCH"] == "1" else {
            throw XCTSkip("set ICONFORGE_VECTOR_BENCH=1 to time the vector paths")
        }
        let corpus = try XCTUnwrap(corpusFolder, "no icon corpus at ../shared/corpus")
        let limit = Int(environment["BENCH_SAMPLE"] ?? "") ?? .max
        let svgs = try relativeFiles(in: corpus).filter { $0.hasSuffix(".svg") }.prefix(limit)
            .map { try Data(contentsOf: corpus.appendingPathComponent($0)) }
        let targets = [1, 2, 3].map { IconOptions().target(scale: $0) }
        let png = try cpuMilliseconds(svgs) { svg in
            let result = try LibrsvgRasterizer().render(RenderRequest(svg: svg, targets: targets))
            for image in result.images { _ = try PNGEncoder.encode(image.alphaPlane) }
        }
        let pdf = try cpuMilliseconds(svgs) { _ = try PDFRenderer.render(svg: $0, on: PDFPage()) }
        let drawable = try cpuMilliseconds(svgs) { _ = try? VectorDrawable.convert(svg: $0) }
        print(String(format: "%d icons, CPU ms per icon: PNG 1x-3x %.2f, PDF %.2f, VectorDrawable %.3f",
                     svgs.count, png, pdf, drawable))
    }

    /// CPU time of `body` over every input, per input, best of three passes.
    private func cpuMilliseconds(_ inputs: [Data], _ body: (Data) throws -> Void) throws -> Double {
        var best = Double.infinity
        for _ in 0 ..< 3 {
            let start = Self.cpuTime()
            for input in inputs { try body(input) }
            best = min(best, (Self.cpuTime() - start) * 1000 / Double(inputs.count))
        }
        return best
    }

    private static func cpuTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
