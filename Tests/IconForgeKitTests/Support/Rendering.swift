import Foundation
import IconForgeKit

/// An SVG document with `body` inside, sized by `attributes` (a 30x30 viewBox by default).
func svg(_ body: String, attributes: String = #"viewBox="0 0 30 30""#) -> String {
    #"<svg xmlns="http://www.w3.org/2000/svg" \#(attributes)>\#(body)</svg>"#
}

/// Renders `svg` onto one `width` x `height` canvas with `padding` pixels of inset, as icons are.
func render(_ svg: String, width: Int = 30, height: Int = 30, padding: Double = 0) throws -> RenderResult {
    let target = RenderTarget(width: width, height: height, padding: padding)
    return try LibrsvgRasterizer().render(RenderRequest(svg: Data(svg.utf8), targets: [target]))
}

/// The alpha of `svg` rendered like `render(_:width:height:padding:)`.
func renderAlpha(_ svg: String, width: Int = 30, height: Int = 30, padding: Double = 0) throws -> AlphaPlane {
    try render(svg, width: width, height: height, padding: padding).images[0].alphaPlane
}

extension AlphaPlane {
    /// The values of row `y`.
    func row(_ y: Int) -> [UInt8] { Array(values[y * width ..< (y + 1) * width]) }

    /// The values of column `x`.
    func column(_ x: Int) -> [UInt8] { (0 ..< height).map { self[x, $0] } }
}
