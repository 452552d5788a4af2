import Foundation
@testable import IconForgeKit
import TestSupport
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
                    XCTAssertLessThan(fidelity.meanDifference, VectorFidelity.meanLimit, report.last!)
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

/// The PDF of each own case: plain black paths, clean for qpdf, and drawn by poppler's cairo back
/// end like the PNG mask at 3x. Only a gradient of changing alpha needs a soft mask (a PDF
/// shading has no alpha of its own), and poppler draws those shadings a little coarser.
final class VectorCasePDFTests: XCTestCase {
    func testEveryCaseIsAPlainPathPDFThatDrawsLikeThePNGs() throws {
        let folder = try makeTemporaryFolder(self)
        var report: [String] = []
        for (name, text) in VectorCases.all + VectorFixtures.all {
            let svg = Data(text.utf8)
            let pdf = try PDFRenderer.render(svg: svg, on: PDFPage(width: 30, height: 30, padding: 1))
            let file = folder.appendingPathComponent("\(name).pdf")
            try pdf.write(to: file)
            try assertQpdfAccepts(file)
            let text = try pdfText(file)
            let alphaGradient = String(decoding: try VectorDrawable.convert(svg: svg), as: UTF8.self).contains("<gradient")
            XCTAssertEqual(text.contains("/SMask"), alphaGradient, "\(name): a soft mask only for an alpha gradient")
            XCTAssertFalse(text.contains("/Annots"), "\(name): annotations")
            XCTAssertEqual(try pdfinfoFields(file)["Page size"], "30 x 30 pts", name)
            let fidelity = try VectorFidelity.pdf(pdf, of: svg, points: 30, scale: 3, padding: 1, rasterizer: .pdftocairo, in: folder)
            report.append(String(format: "%@: pdftocairo 3x mean %.3f/255, worst pixel %d/255", name, fidelity.meanDifference,
                                 fidelity.maximumDifference))
            XCTAssertLessThan(fidelity.meanDifference, alphaGradient ? 4 : VectorFidelity.meanLimit, report.last!)
        }
        if ProcessInfo.processInfo.environment["ICONFORGE_VECTOR_REPORT"] == "1" { print(report.joined(separator: "\n")) }
    }

    func testWhatOnlyLibrsvgCanDrawStaysVectorThroughASoftMask() throws {
        let folder = try makeTemporaryFolder(self)
        let lettered = svgDocument(##"<text x="2" y="18" font-family="DejaVu Sans" font-size="14" fill="#c00">Ab</text>"##)
        let pdf = try PDFRenderer.render(svg: Data(lettered.utf8), on: PDFPage())
        let file = folder.appendingPathComponent("lettered.pdf")
        try pdf.write(to: file)
        try assertQpdfAccepts(file)
        XCTAssertTrue(try pdfText(file).contains("/SMask"))
        XCTAssertEqual(try ExternalTool.pdfimages.run(["-list", file.path]).output.split(separator: "\n").count, 2, "no image")
    }

    /// librsvg writes an `<a href>` as a PDF link: iconforge's PDFs have none, drawn from paths or not.
    func testLinksAreJustGroupsWithNoAnnotations() throws {
        let folder = try makeTemporaryFolder(self)
        let bodies = [
            ##"<a href="https://example.com"><circle cx="12" cy="12" r="8"/></a>"##,
            ##"<a xlink:href="https://example.com" xmlns:xlink="http://www.w3.org/1999/xlink"><text x="2" y="18" font-size="16">Ab</text></a>"##,
            ##"<g opacity="0.5"><a href="#x"><text x="2" y="18" font-size="16">A</text><rect width="4" height="4"/></a></g>"##,
        ]
        for (index, body) in bodies.enumerated() {
            let svg = Data(svgDocument(body).utf8)
            let file = folder.appendingPathComponent("\(index).pdf")
            try PDFRenderer.render(svg: svg, on: PDFPage()).write(to: file)
            try assertQpdfAccepts(file)
            let text = try pdfText(file)
            for marker in ["/Annots", "/Link", "/URI", "example.com"] { XCTAssertFalse(text.contains(marker), "\(index): \(marker)") }
        }
    }
}
