import CPreviewFaces
import CRsvg

/// The typeface of every word a preview draws (titles, tab labels, captions): Liberation Sans,
/// Regular and Bold, built into the executable (SIL OFL 1.1). It has Helvetica's and Arial's
/// metrics, so labels fit as they would on the device, and it is the same on every machine: a
/// preview does not change with the fonts installed, and drawing one needs no fontconfig
/// set-up (4-6 ms of a one-icon run). The FreeType and cairo handles stay in this file.
enum PreviewTypeface {
    /// Unchecked: cairo font faces and options, made once and never changed; cairo's font
    /// faces are reference-counted with atomics and safe to share between threads.
    private struct Faces: @unchecked Sendable {
        /// cairo font faces; nil when FreeType refused the built-in bytes.
        let regular: OpaquePointer?
        let bold: OpaquePointer?
        /// Grey antialiasing and light hinting, as fontconfig's defaults on Debian gave before.
        let options: OpaquePointer?
    }

    /// Made once per process and kept for its life (cairo keeps the FreeType faces it wraps).
    private static let faces: Faces = {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return Faces(regular: nil, bold: nil, options: nil) }
        func face(bold: Bool) -> OpaquePointer? {
            var count = 0
            guard let bytes = iconforge_preview_face(bold ? 1 : 0, &count) else { return nil }
            var face: FT_Face?
            guard FT_New_Memory_Face(library, bytes, FT_Long(count), 0, &face) == 0, let face else { return nil }
            guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, 0),
                  cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS else { return nil }
            return cairoFace
        }
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        return Faces(regular: face(bold: false), bold: face(bold: true), options: options)
    }()

    /// Whether the built-in faces loaded (they always should: the bytes are part of the build).
    static var isBuiltIn: Bool { faces.regular != nil && faces.bold != nil }

    /// Sets `context`'s font to the preview face at `size` pixels.
    static func select(on context: OpaquePointer, size: Double, bold: Bool) {
        if let face = bold ? faces.bold : faces.regular {
            cairo_set_font_face(context, face)
            if let options = faces.options { cairo_set_font_options(context, options) }
        } else {
            // Not reached with an intact build; fontconfig's closest face still draws the words.
            cairo_select_font_face(context, "Helvetica", CAIRO_FONT_SLANT_NORMAL,
                                   bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        }
        cairo_set_font_size(context, size)
    }
}
