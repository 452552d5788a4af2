import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// The whole corpus through both vector paths, opt-in (`ICONFORGE_VECTOR_CORPUS=1`, a few
/// minutes): how many convert, and how far the drawables and PDFs are from the PNG masks.
/// `Benchmarks/vectors.sh` runs it and prints the figures docs/vectors.md quotes.
final class VectorCorpusTests: XCTestCase {
    func testTheCorpusConvertsAndDrawsLikeThePNGs() throws {
        guard ProcessInfo.processInfo.environment["ICONFORGE_VECTOR_CORPUS"] == "1" else {
            throw XCTSkip("set ICONFORGE_VECTOR_CORPUS=1 to run the whole corpus")
        }
        let corpus = try XCTUnwrap(corpusFolder, "no icon corpus at ../shared/corpus")
        let paths = try relativeFiles(in: corpus).filter { $0.hasSuffix(".svg") }
        let folder = try makeTemporaryFolder(self)
        let drawables = folder.appendingPathComponent("res/drawable")
        try FileManager.default.createDirectory(at: drawables, withIntermediateDirectories: true)
        var drawable = Tally(), splash = Tally(), supersampled = Tally(), cairo = Tally()
        var failures: [String] = []
        var softMasks = 0, qpdfFailures: [String] = []
        for (index, path) in paths.enumerated() {
            let svg = try Data(contentsOf: corpus.appendingPathComponent(path))
            do {
                let xml = try VectorDrawable.convert(svg: svg)
                try xml.write(to: drawables.appendingPathComponent("ic_\(index).xml"))
                drawable.add(path, try VectorFidelity.drawable(xml, of: svg, pixels: 96))
            } catch {
                failures.append("\(path): \(error)")
            }
            let pdf = try PDFRenderer.render(svg: svg, on: PDFPage())
            let file = folder.appendingPathComponent("page-\(index).pdf")
            try pdf.write(to: file)
            let check = try ExternalTool.qpdf.run(["--check", file.path])
            if check.status != 0 || check.output.contains("WARNING") { qpdfFailures.append(path) }
            if try pdfText(file).contains("/SMask") { softMasks += 1 }
            try FileManager.default.removeItem(at: file)
            splash.add(path, try VectorFidelity.pdf(pdf, of: svg, points: 30, scale: 3, in: folder))
            supersampled.add(path, try VectorFidelity.pdf(pdf, of: svg, points: 30, scale: 3, supersampling: 4, in: folder))
            cairo.add(path, try VectorFidelity.pdf(pdf, of: svg, points: 30, scale: 3, rasterizer: .pdftocairo, in: folder))
        }
        let compiled = try ExternalTool.aapt2.run(["compile", "--dir", folder.appendingPathComponent("res").path,
                                                   "-o", folder.appendingPathComponent("all.zip").path])
        XCTAssertEqual(compiled.status, 0, compiled.output)
        print("""
            corpus: \(paths.count) SVGs
            VectorDrawable: \(drawable.count) converted (\(String(format: "%.2f", 100 * Double(drawable.count) / Double(paths.count)))%), \
            aapt2 compile \(compiled.status == 0 ? "accepts all" : "fails")
            VectorDrawable vs xxxhdpi mask (96 px): \(drawable.summary)
            PDF: qpdf --check \(qpdfFailures.isEmpty ? "clean on all" : "fails on \(qpdfFailures.count)"), \
            \(paths.count - softMasks) plain paths, \(softMasks) with a soft mask
            PDF (pdftoppm, 3x) vs 3x mask: \(splash.summary)
            PDF (pdftoppm at 12x, box-filtered to 3x) vs 3x mask: \(supersampled.summary)
            PDF (pdftocairo, 3x) vs 3x mask: \(cairo.summary)
            """)
        failures.forEach { print("not converted: \($0)") }
        XCTAssertEqual(qpdfFailures, [])
        XCTAssertGreaterThanOrEqual(Double(drawable.count), 0.99 * Double(paths.count))
        XCTAssertLessThan(drawable.mean, 1)
        XCTAssertLessThan(supersampled.mean, 1)
    }

    /// Differences over many icons: the mean over every pixel, the icon with the worst mean, and
    /// the worst single pixel.
    private struct Tally {
        var count = 0
        var total = 0.0
        var worstMean = (0.0, "")
        var worstPixel = (0, "")

        var mean: Double { count == 0 ? 0 : total / Double(count) }

        mutating func add(_ path: String, _ fidelity: VectorFidelity) {
            count += 1
            total += fidelity.meanDifference
            if fidelity.meanDifference > worstMean.0 { worstMean = (fidelity.meanDifference, path) }
            if fidelity.maximumDifference > worstPixel.0 { worstPixel = (fidelity.maximumDifference, path) }
        }

        var summary: String {
            String(format: "mean |Δα| %.3f/255, worst icon mean %.3f/255 (%@), worst pixel %d/255 (%@)",
                   mean, worstMean.0, worstMean.1, worstPixel.0, worstPixel.1)
        }
    }
}
