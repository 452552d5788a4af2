import Foundation

/// SVG to Android VectorDrawable. Everything the drawable cannot express (masks, filters,
/// patterns, text, images, ...) fails with a `VectorDrawableError` naming the element;
/// nothing is dropped silently.
public enum VectorDrawable {
    /// The VectorDrawable XML (UTF-8) for `svg`, fitted and padded like the PNGs. The same
    /// input and options always give the same bytes.
    public static func convert(svg: Data, options: VectorDrawableOptions = VectorDrawableOptions()) throws -> Data {
        if let problem = options.problem { throw VectorDrawableError.invalidOptions(problem) }
        let root = try SVGElement.parse(svg)
        guard root.name == "svg" else { throw VectorDrawableError.notSVG(root: root.name) }
        let viewport = try SVGViewport(root: root, options: options)
        let converter = try SVGToVectorConverter(root: root, tint: options.tint)
        let nodes = try converter.convert(root, style: SVGStyle(), pending: .identity, using: [])

        // The viewport is measured in the SVG's user units, so path data keeps the SVG's own numbers;
        // only the fit's offset needs a group.
        let fit = viewport.transform
        let viewportWidth = options.width / fit.a, viewportHeight = options.height / fit.d
        let offsetX = fit.e / fit.a, offsetY = fit.f / fit.d
        let decimals = max(2, min(6, 4 - Int(log10(max(viewportWidth, viewportHeight)).rounded(.down))))
        let writer = VectorDrawableXML(width: options.width, height: options.height, viewportWidth: viewportWidth,
                                       viewportHeight: viewportHeight, decimals: decimals)
        let shifted = writer.format(offsetX, decimals) != "0" || writer.format(offsetY, decimals) != "0"
        let top = shifted ? [VectorNode.group(VectorGroup(translateX: offsetX, translateY: offsetY, children: nodes))] : nodes
        return Data(writer.document(top).utf8)
    }
}
