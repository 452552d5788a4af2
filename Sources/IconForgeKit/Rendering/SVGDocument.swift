import CRsvg
import Foundation

/// A parsed SVG document (a librsvg handle). By default documents are loaded from bytes
/// with no base location, so librsvg resolves no external reference: no files, no network.
/// librsvg's "unlimited" flag is never set, so libxml2's size and depth limits stay on.
public final class SVGDocument {
    let handle: UnsafeMutablePointer<RsvgHandle>

    /// The document's size in CSS pixels at 96 dpi: its width and height when they are
    /// absolute (physical units included), else its viewBox.
    public let size: (width: Double, height: Double)

    /// `clippedFraction()`, once measured.
    var measuredClipping: Double?

    /// Parses `data` (SVG or gzip-compressed SVGZ). With `baseURL` (the SVG's own file),
    /// librsvg may load files in that file's folder or below it; without, nothing external.
    public init(data: Data, baseURL: URL? = nil) throws {
        guard !data.isEmpty else { throw RenderError.invalidSVG("the file is empty") }
        if let kind = Self.rasterKind(of: data) { throw RenderError.invalidSVG("it is a \(kind) image, not an SVG") }
        var error: UnsafeMutablePointer<GError>?
        let loaded = data.withUnsafeBytes { raw -> UnsafeMutablePointer<RsvgHandle>? in
            guard let baseURL else {
                return rsvg_handle_new_from_data(raw.bindMemory(to: UInt8.self).baseAddress, gsize(data.count), &error)
            }
            let bytes = g_bytes_new(raw.baseAddress, gsize(raw.count))
            let stream = g_memory_input_stream_new_from_bytes(bytes)
            let base = g_file_new_for_path(baseURL.path)
            defer {
                g_object_unref(UnsafeMutableRawPointer(base))
                g_object_unref(UnsafeMutableRawPointer(stream))
                g_bytes_unref(bytes)
            }
            return rsvg_handle_new_from_stream_sync(stream, base, RSVG_HANDLE_FLAGS_NONE, nil, &error)
        }
        guard let loaded else { throw RenderError.invalidSVG(GLibError.consume(error)) }
        handle = loaded
        rsvg_handle_set_dpi(handle, 96)
        do {
            size = try Self.measure(handle)
        } catch {
            g_object_unref(UnsafeMutableRawPointer(handle))
            throw error
        }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// The format of a raster image renamed `.svg`, which would otherwise get an XML error.
    static func rasterKind(of data: Data) -> String? {
        let signatures: [(String, [UInt8])] = [
            ("PNG", [0x89, 0x50, 0x4E, 0x47]), ("JPEG", [0xFF, 0xD8, 0xFF]), ("GIF", Array("GIF8".utf8)),
            ("PDF", Array("%PDF".utf8)),
        ]
        return signatures.first { data.starts(with: $0.1) }?.0
    }

    private static func measure(_ handle: UnsafeMutablePointer<RsvgHandle>) throws -> (width: Double, height: Double) {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 {
            // Absolute width/height, possibly zero (an explicit width="0" is a user error).
            guard width > 0, height > 0 else { throw RenderError.emptySize(width: width, height: height) }
            return (width, height)
        }
        // No absolute size (missing, or percentages): fall back to the viewBox.
        var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
        var cssWidth = RsvgLength(), cssHeight = RsvgLength()
        var viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &cssWidth, &hasHeight, &cssHeight,
                                             &hasViewBox, &viewBox)
        guard hasViewBox != 0 else { throw RenderError.noDimensions }
        guard viewBox.width > 0, viewBox.height > 0 else {
            throw RenderError.emptySize(width: viewBox.width, height: viewBox.height)
        }
        return (viewBox.width, viewBox.height)
    }

    /// Draws the whole document onto `canvas`, scaled into `placement` (already fitted:
    /// see `Fit` and `PixelFit`). Vectors are drawn at the target size. Art outside the
    /// document's canvas is cut off at its edge (librsvg would let it spill into the padding
    /// or the letterbox), so what lint reports as clipped is what the icon shows. Documents
    /// drawn within their canvas are not clipped, which would soften edges on half pixels.
    public func render(on canvas: Canvas, at placement: Rect) throws {
        try render(on: canvas.context, at: placement)
    }

    /// `render(on:at:)` onto any cairo context: an image canvas or a PDF page.
    func render(on cr: OpaquePointer, at placement: Rect) throws {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if try clippedFraction() > 0 {
            cairo_rectangle(cr, placement.x, placement.y, placement.width, placement.height)
            cairo_clip(cr)
        }
        cairo_translate(cr, placement.x, placement.y)
        cairo_scale(cr, placement.width / size.width, placement.height / size.height)
        try drawPage(on: cr)
    }

    /// Draws the document at its own size, in document pixels, under `cr`'s current transform.
    func drawPage(on cr: OpaquePointer) throws {
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_render_document(handle, cr, &viewport, &error) != 0 else {
            throw RenderError.drawing(GLibError.consume(error))
        }
    }

    /// The drawn extent (strokes included) in document pixels, or nil when nothing is drawn.
    public func inkBounds() -> Rect? {
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        var ink = RsvgRectangle(), logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_get_geometry_for_layer(handle, nil, &viewport, &ink, &logical, &error) != 0 else {
            _ = GLibError.consume(error)
            return nil
        }
        guard ink.width > 0, ink.height > 0 else { return nil }
        return Rect(x: ink.x, y: ink.y, width: ink.width, height: ink.height)
    }
}
