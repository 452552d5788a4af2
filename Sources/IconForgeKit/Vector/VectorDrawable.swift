import Foundation

/// SVG to Android VectorDrawable. Everything the drawable cannot express (masks, filters,
/// patterns, text, images, ...) fails with a `VectorDrawableError` naming the element;
/// nothing is dropped silently.
public enum VectorDrawable {
    /// The VectorDrawable XML (UTF-8) for `svg`, fitted and padded like the PNGs. The same
    /// input and options always give the same bytes.
    public static func convert(svg: Data, options: VectorDrawableOptions = VectorDrawableOptions()) throws -> Data {
        try VectorDrawing(svg: svg, options: options).xml()
    }
}
