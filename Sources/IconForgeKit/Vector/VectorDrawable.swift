import Foundation

/// SVG to Android VectorDrawable. Everything the drawable cannot express (masks, filters,
/// patterns, text, images, ...) fails with a `VectorDrawableError` naming the element;
/// nothing is dropped silently.
public enum VectorDrawable {
    /// The VectorDrawable XML (UTF-8) for `svg`, fitted and padded like the PNGs, or with
    /// `options.language` `.kotlin` the Compose `ImageVector` code of the same drawing
    /// (`ImageVectorCode`'s bytes): one conversion, so both refuse the same SVGs with the same
    /// error. The same input and options always give the same bytes.
    public static func convert(svg: Data, options: VectorDrawableOptions = VectorDrawableOptions()) throws -> Data {
        let drawing = try VectorDrawing(svg: svg, options: options)
        switch options.language {
        case .xml: return try drawing.xml()
        case .kotlin: return drawing.imageVector().data
        }
    }
}
