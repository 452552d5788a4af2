import Foundation
import IconForgeKit
import XCTest

/// Where librsvg 2.54, which draws the PNGs, and SVG draw different pictures (links to no
/// gradient, focal points, the bounding box of rotated art), a drawable is refused by name rather
/// than drawn as either; the PDF then takes librsvg's own drawing and matches the PNGs. Their
/// neighbours that both draw alike still convert, and draw like the PNGs.
final class RendererDisagreementTests: XCTestCase {
    func testEachDisagreementIsRefusedByNameAndThePDFDrawsLikeThePNGs() throws {
        let folder = try makeTemporaryFolder(self)
        for (name, svg, reason) in RendererDisagreementCases.refused {
            let data = Data(svg.utf8)
            for tint in [RGBA(255, 255, 255), nil] {
                XCTAssertThrowsError(try VectorDrawable.convert(svg: data, options: VectorDrawableOptions(tint: tint)), name) { error in
                    XCTAssertEqual(String(describing: error), reason, name)
                }
            }
            let pdf = try PDFRenderer.render(svg: data, on: PDFPage(width: 32, height: 32))
            let fidelity = try VectorFidelity.pdf(pdf, of: data, points: 32, scale: 3, rasterizer: .pdftocairo, in: folder)
            // librsvg's drawing through a soft mask: poppler draws gradients of changing alpha a little coarser.
            XCTAssertLessThan(fidelity.meanDifference, 4, "\(name): PDF mean \(fidelity.meanDifference)/255")
        }
    }

    func testEachRefusalIsOneLineThroughTheCommandAndTheOtherInputsAreWritten() throws {
        let folder = try makeTemporaryFolder(self)
        var inputs: [String] = []
        for (name, svg, _) in RendererDisagreementCases.refused {
            _ = try write(svg, to: "\(name).svg", in: folder)
            inputs.append("\(name).svg")
        }
        let run = try CLI.run(["icon"] + inputs + ["home", "--format", "android", "--vector", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(Set(run.errorLines), Set(RendererDisagreementCases.refused.map {
            "iconforge: error: \($0.name).svg: cannot be a VectorDrawable: \($0.reason)"
        }))
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("res")).filter { !$0.hasPrefix(".") },
                       ["drawable/ic_tab_home.xml"])
    }

    func testWhatBothDrawAlikeStillConvertsAndDrawsLikeThePNGs() throws {
        for (name, svg) in RendererDisagreementCases.agreed {
            let data = Data(svg.utf8)
            for padding in [0.0, 2] {
                let drawable = try VectorDrawable.convert(svg: data, options: VectorDrawableOptions(padding: padding))
                let fidelity = try VectorFidelity.drawable(drawable, of: data, pixels: 96, padding: padding * 4)
                XCTAssertLessThan(fidelity.meanDifference, VectorFidelity.meanLimit,
                                  "\(name) padding \(padding): mean \(fidelity.meanDifference)/255, worst pixel \(fidelity.maximumDifference)/255")
            }
        }
    }
}
