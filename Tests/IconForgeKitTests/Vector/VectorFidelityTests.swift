import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// The vectors draw what the PNGs draw: each VectorDrawable, turned back into SVG and drawn
/// at 96 px (xxxhdpi of 24 dp), and each PDF, drawn by poppler at 3x, against iconforge's own
/// PNG mask at that size. Own fixtures and a fixed handful of corpus icons.
final class VectorFidelityTests: XCTestCase {
    func testVectorDrawablesMatchTheXXXHDPIMaskOfFixturesAndCorpusIcons() throws {
        for (name, svg) in try Self.inputs() {
            for padding in [0.0, 2] {
                let drawable = try VectorDrawable.convert(svg: svg, options: VectorDrawableOptions(padding: padding))
                let fidelity = try VectorFidelity.drawable(drawable, of: svg, pixels: 96, padding: padding * 4)
                XCTAssertLessThan(fidelity.meanDifference, VectorFidelity.meanLimit, "\(name) padding \(padding)")
                XCTAssertLessThan(fidelity.maximumDifference, 160, "\(name) padding \(padding)")
            }
        }
    }

    func testPDFsDrawnByPopplerMatchThe3xMaskOfFixturesAndCorpusIcons() throws {
        let folder = try makeTemporaryFolder(self)
        for (name, svg) in try Self.inputs() {
            let pdf = try PDFRenderer.render(svg: svg, on: PDFPage(width: 30, height: 30, padding: 1))
            // Drawn with cairo, the engine of the PNGs, the page matches them: the geometry is right.
            let cairo = try VectorFidelity.pdf(pdf, of: svg, points: 30, scale: 3, padding: 1, rasterizer: .pdftocairo, in: folder)
            XCTAssertLessThan(cairo.meanDifference, VectorFidelity.meanLimit / 4, name)
            XCTAssertLessThan(cairo.maximumDifference, 32, name)
            // poppler's own Splash engine antialiases with 4x4 samples and snaps strokes to pixels,
            // which moves edge pixels, never whole shapes.
            let splash = try VectorFidelity.pdf(pdf, of: svg, points: 30, scale: 3, padding: 1, in: folder)
            XCTAssertLessThan(splash.meanDifference, 3 * VectorFidelity.meanLimit, name)
            XCTAssertLessThan(splash.maximumDifference, 160, name)
            // Drawn 4x larger and box-filtered down to 3x, those per-pixel choices average out.
            let supersampled = try VectorFidelity.pdf(pdf, of: svg, points: 30, scale: 3, padding: 1, supersampling: 4, in: folder)
            XCTAssertLessThan(supersampled.meanDifference, VectorFidelity.meanLimit, name)
        }
    }

    func testAShiftedDrawingIsCaughtByBothComparisons() throws {
        let svg = Data(svgDocument(#"<rect x="4" y="4" width="16" height="16"/>"#).utf8)
        let shifted = Data(svgDocument(#"<rect x="5" y="4" width="16" height="16"/>"#).utf8)
        let drawable = try VectorFidelity.drawable(try VectorDrawable.convert(svg: shifted), of: svg, pixels: 96)
        XCTAssertGreaterThan(drawable.meanDifference, VectorFidelity.meanLimit)
        let pdf = try PDFRenderer.render(svg: shifted, on: PDFPage())
        let folder = try makeTemporaryFolder(self)
        let page = try VectorFidelity.pdf(pdf, of: svg, points: 30, scale: 3, rasterizer: .pdftocairo, in: folder)
        XCTAssertGreaterThan(page.meanDifference, VectorFidelity.meanLimit)
        let supersampled = try VectorFidelity.pdf(pdf, of: svg, points: 30, scale: 3, supersampling: 4, in: folder)
        XCTAssertGreaterThan(supersampled.meanDifference, VectorFidelity.meanLimit)
    }

    /// Own fixtures, then the corpus sample when the corpus is there.
    static func inputs() throws -> [(String, Data)] {
        var inputs = VectorFixtures.all.map { ($0.name, Data($0.svg.utf8)) }
        if let corpus = try optionalCorpus() {
            for path in VectorFixtures.corpusSample {
                inputs.append((path, try Data(contentsOf: corpus.appendingPathComponent(path))))
            }
        }
        return inputs
    }
}
