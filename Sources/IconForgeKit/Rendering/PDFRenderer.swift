import CRsvg
import Foundation

/// Draws an SVG as a one-page vector PDF: the page is the icon's size in points and the art is
/// fitted and padded exactly as on the PNG canvases. The ink is alpha-only: the icon's coverage
/// in black, which is what a template image uses. The bytes are reproducible: no creation or
/// modification date, and nothing else that changes from run to run.
///
/// Whatever a VectorDrawable can express is painted from that model (`VectorPainter`): plain
/// black paths, as Xcode's own PDFs are, each keeping its alpha. The rest (text, masks, filters,
/// images, patterns...) is drawn by librsvg into a group used as a soft mask on black, since
/// only alpha may remain and PDF has no other way to drop an SVG's colours.
public enum PDFRenderer {
    /// The PDF bytes of `svg` drawn on `page`. Safe in the calling process or in a worker, like
    /// `LibrsvgRasterizer`: nothing external is read unless `baseURL` (the SVG's own file) allows it.
    public static func render(svg: Data, on page: PDFPage, baseURL: URL? = nil) throws -> Data {
        try render(SVGDocument(data: svg, baseURL: baseURL), svg: svg, on: page)
    }

    /// `svg`: the document's bytes, for the paths model.
    static func render(_ document: SVGDocument, svg: Data, on page: PDFPage) throws -> Data {
        if let problem = page.problem { throw RenderError.surface(problem) }
        let sink = PDFSink()
        let unmanaged = Unmanaged.passRetained(sink)
        defer { unmanaged.release() }
        guard let surface = cairo_pdf_surface_create_for_stream(PDFSink.write, unmanaged.toOpaque(),
                                                                page.width, page.height) else {
            throw RenderError.surface("cairo returned no PDF surface")
        }
        // The surface must be finished before the sink goes: cairo writes the trailer then.
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_5)
        // An empty date makes cairo 1.16 leave /CreationDate and /ModDate out of the document.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "")
        guard let cr = cairo_create(surface) else { throw RenderError.surface("cairo returned no context") }
        do {
            defer { cairo_destroy(cr) }
            if let paths = paths(of: svg, on: page) {
                VectorPainter.paint(paths, on: cr)
            } else {
                try drawMask(of: document, on: cr, fitting: page.frame)
            }
            cairo_show_page(cr)
            try check(cairo_status(cr))
        }
        cairo_surface_finish(surface)
        try check(cairo_surface_status(surface))
        if let failure = sink.failure { throw RenderError.surface(failure) }
        return sink.data
    }

    /// The document as black paths on `page`, or nil when a VectorDrawable could not express it.
    static func paths(of svg: Data, on page: PDFPage) -> VectorDrawing? {
        let options = VectorDrawableOptions(width: page.width, height: page.height, padding: page.padding, tint: RGBA(0, 0, 0))
        return try? VectorDrawing(svg: svg, options: options, composesGroupOpacity: true)
    }

    /// The document's coverage in black: drawn into a group, then used as a mask, so colours
    /// are dropped and only alpha stays, as in the PNGs. Both stay vectors in the PDF.
    private static func drawMask(of document: SVGDocument, on cr: OpaquePointer, fitting frame: Rect) throws {
        cairo_push_group(cr)
        do {
            try document.render(on: cr, at: Fit.aspectFit(width: document.size.width, height: document.size.height,
                                                         into: frame))
        } catch {
            cairo_pattern_destroy(cairo_pop_group(cr))
            throw error
        }
        let coverage = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(coverage) }
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_mask(cr, coverage)
    }

    private static func check(_ status: cairo_status_t) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }
}

/// Collects what cairo's PDF stream writes, in Swift memory; no temporary file.
private final class PDFSink {
    var data = Data()
    var failure: String?
    /// Past this, the document is refused rather than grown (an icon's PDF is a few KB).
    static let limit = 64 << 20

    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<PDFSink>.fromOpaque(closure).takeUnretainedValue()
        guard sink.data.count + Int(length) <= limit else {
            sink.failure = "the PDF grows past \(limit >> 20) MB"
            return CAIRO_STATUS_WRITE_ERROR
        }
        if let bytes, length > 0 { sink.data.append(bytes, count: Int(length)) }
        return CAIRO_STATUS_SUCCESS
    }
}
