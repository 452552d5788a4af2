import Foundation
import IconForgeKit
import XCTest

/// The vector PDF: one page of the icon's size in points, read by poppler, with no date and no
/// byte that changes between runs or processes, and no raster image for ordinary icons.
final class PDFRendererTests: XCTestCase {
    let house = Data(svgDocument(##"<path d="M3 10l9-7 9 7v11H3z" fill="none" stroke="#f00" stroke-width="2"/><circle cx="12" cy="15" r="2"/>"##).utf8)

    func testPdfinfoReadsOneThirtyPointPageWithoutDates() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("house.pdf")
        try PDFRenderer.render(svg: house, on: PDFPage()).write(to: file)
        let info = try ExternalTool.pdfinfo.run([file.path])
        XCTAssertEqual(info.status, 0, info.output)
        XCTAssertEqual(field("Page size", info.output), "30 x 30 pts", info.output)
        XCTAssertEqual(field("Pages", info.output), "1", info.output)
        XCTAssertFalse(info.output.contains("CreationDate"), info.output)
        XCTAssertFalse(info.output.contains("ModDate"), info.output)
    }

    func testAnyPageSizeInPointsIsThePDFPage() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("wide.pdf")
        try PDFRenderer.render(svg: house, on: PDFPage(width: 44, height: 28.5, padding: 2)).write(to: file)
        let info = try ExternalTool.pdfinfo.run([file.path])
        XCTAssertEqual(field("Page size", info.output), "44 x 28.5 pts", info.output)
    }

    func testTheInkStaysVectorWithNoEmbeddedImage() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("house.pdf")
        try PDFRenderer.render(svg: house, on: PDFPage()).write(to: file)
        let images = try ExternalTool.pdfimages.run(["-list", file.path])
        XCTAssertEqual(images.status, 0, images.output)
        // Only the two header lines: no image at all.
        XCTAssertEqual(images.output.split(separator: "\n").count, 2, images.output)
    }

    func testBytesAreIdenticalAcrossRunsAndAcrossProcesses() throws {
        let first = try PDFRenderer.render(svg: house, on: PDFPage())
        Thread.sleep(forTimeInterval: 1.1)  // a second later, so any clock value would differ
        XCTAssertEqual(first, try PDFRenderer.render(svg: house, on: PDFPage()))
        let pool = WorkerPoolRasterizer(WorkerPool.Configuration(executable: CLI.binary, jobs: 1))
        defer { pool.pool.shutdown() }
        let request = RenderRequest(svg: house, targets: [RenderTarget(width: 30, height: 30, padding: 0)], pdfPage: PDFPage())
        let fromWorker = try pool.render(request)
        XCTAssertEqual(fromWorker.pdf, first)
        XCTAssertEqual(fromWorker.images.count, 1)
        XCTAssertFalse(String(decoding: first, as: UTF8.self).contains("Date"))
    }

    func testTheColoursAreDroppedAndOnlyCoverageIsInked() throws {
        let red = Data(svgDocument(##"<rect x="2" y="2" width="20" height="20" fill="#f00" fill-opacity="0.5"/>"##).utf8)
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("red.pdf")
        try PDFRenderer.render(svg: red, on: PDFPage(width: 24, height: 24)).write(to: file)
        let run = try ExternalTool.pdftoppm.run(["-r", "72", "-png", "-singlefile", file.path, folder.appendingPathComponent("red").path])
        XCTAssertEqual(run.status, 0, run.output)
        let page = try decodePNG("red.png", in: folder).image
        let centre = (12 * 24 + 12) * 4
        // Half-covered black on white: mid grey, with no red in it.
        let (r, g, b) = (page.pixels[centre], page.pixels[centre + 1], page.pixels[centre + 2])
        XCTAssertEqual([r, g], [b, b])
        XCTAssertEqual(Double(b), 127.5, accuracy: 1)
    }

    func testInvalidSVGsAndExternalFilesFailAsRenderErrors() throws {
        XCTAssertThrowsError(try PDFRenderer.render(svg: Data("<svg".utf8), on: PDFPage())) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("not a valid SVG"), "\(error)")
        }
        XCTAssertThrowsError(try PDFRenderer.render(svg: house, on: PDFPage(width: 0, height: 30))) { error in
            XCTAssertEqual(String(describing: error), "cannot create a drawing surface: page size 0.0x30.0 pt is out of range")
        }
    }

    /// The value of pdfinfo's `name:` line.
    private func field(_ name: String, _ output: String) -> String? {
        output.split(separator: "\n").first { $0.hasPrefix(name + ":") }
            .map { $0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces) }
    }
}
