import Foundation
import IconForgeKit
import XCTest

/// `<a>` elements in a `--vector` batch: cairo 1.16 crashed on the link tags librsvg draws them
/// with (one icon in a few, at random, in every batch), and wrote them as link annotations.
/// Now 200 of them, five runs over, never crash a worker and leave no annotation.
final class PDFLinkBatchTests: XCTestCase {
    static func linked(_ index: Int) -> String {
        let href = "https://example.com/\(index)"
        switch index % 5 {
        case 0: return svgDocument(##"<a href="\##(href)"><path d="M4 4h16v16H4z"/></a>"##)
        case 1: return svgDocument(##"<a xlink:href="\##(href)" xmlns:xlink="http://www.w3.org/1999/xlink"><text x="2" y="18" font-size="16">Ab</text></a>"##)
        case 2: return svgDocument(##"<g opacity="0.7"><a href="\##(href)"><circle cx="9" cy="9" r="6"/></a><a href="#x"><rect x="8" y="8" width="12" height="12"/></a></g>"##)
        case 3: return svgDocument(##"<mask id="m"><rect width="24" height="14" fill="#fff"/></mask><a href="\##(href)" mask="url(#m)"><circle cx="12" cy="12" r="9"/></a>"##)
        default: return svgDocument(##"<text x="2" y="18" font-size="14">T<a href="\##(href)"><tspan fill="green">ex</tspan></a>t</text>"##)
        }
    }

    func testTwoHundredLinkedIconsFiveTimesOverNeverCrashAndWriteNoLinks() throws {
        let folder = try makeTemporaryFolder(self)
        let names = (0 ..< 200).map { String(format: "link-%03d.svg", $0) }
        for (index, name) in names.enumerated() { try write(Self.linked(index), to: name, in: folder) }
        let catalog = folder.appendingPathComponent("Out.xcassets")
        for round in 1 ... 5 {
            try? FileManager.default.removeItem(at: catalog)
            let run = try CLI.run(["icon"] + names + ["--vector", "--no-preview", "--out", "Out.xcassets"], in: folder)
            XCTAssertEqual(run.status, 0, "round \(round): \(run.stderr)")
            XCTAssertEqual(run.errorLines.filter { $0.contains(": error: ") }, [], "round \(round)")
            let pdfs = try relativeFiles(in: catalog).filter { $0.hasSuffix(".pdf") }
            XCTAssertEqual(pdfs.count, 200, "round \(round)")
        }
        for pdf in try relativeFiles(in: catalog).filter({ $0.hasSuffix(".pdf") }) {
            let file = catalog.appendingPathComponent(pdf)
            try assertQpdfAccepts(file)
            let text = try pdfText(file)
            XCTAssertFalse(text.contains("/Annots") || text.contains("/URI"), "\(pdf) holds a link")
        }
    }
}
