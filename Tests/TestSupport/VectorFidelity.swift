import Foundation
import IconForgeKit

/// How closely a vector output draws what iconforge's own PNG mask of the same SVG shows.
public struct VectorFidelity {
    /// The mean difference a vector output may show: 1/255 on average, what the eye cannot see
    /// and the corpus target.
    public static let meanLimit = 1.0

    /// Mean |Δα| over every pixel, 0...255.
    public var meanDifference: Double
    /// The largest |Δα| of any pixel, 0...255.
    public var maximumDifference: Int

    /// The alpha iconforge's PNG path draws for `svg` on a `pixels`-square canvas.
    public static func pngMask(_ svg: Data, pixels: Int, padding: Double = 0) throws -> AlphaPlane {
        let request = RenderRequest(svg: svg, targets: [RenderTarget(width: pixels, height: pixels, padding: padding)])
        return try LibrsvgRasterizer().render(request).images[0].alphaPlane
    }

    /// The VectorDrawable, turned back into SVG and drawn by librsvg at `pixels`, against the
    /// PNG mask of `svg` at the same size (`padding` in pixels).
    public static func drawable(_ drawable: Data, of svg: Data, pixels: Int, padding: Double = 0) throws -> VectorFidelity {
        let redrawn = try VectorDrawableSVG.svg(from: drawable, pixels: pixels)
        let drawn = try pngMask(Data(redrawn.utf8), pixels: pixels)
        return try compare(drawn, try pngMask(svg, pixels: pixels, padding: padding))
    }

    /// The ImageVector of a compose output's `.kt` file, read back into SVG and drawn by librsvg
    /// at `pixels`, against the PNG mask of `svg` at the same size (`padding` in pixels).
    public static func imageVector(_ kotlin: String, of svg: Data, pixels: Int, padding: Double = 0) throws -> VectorFidelity {
        let redrawn = try ImageVectorSVG.svg(fromKotlin: kotlin, pixels: pixels)
        return try compare(try pngMask(Data(redrawn.utf8), pixels: pixels), try pngMask(svg, pixels: pixels, padding: padding))
    }

    /// The PDF drawn by poppler at `scale` times 72 dpi (black ink on white, so coverage is 255
    /// minus grey), against the PNG mask at that scale. `rasterizer` is `.pdftoppm` (poppler's
    /// own Splash engine) or `.pdftocairo` (poppler's reader drawing with cairo, as iconforge does).
    /// `supersampling` > 1 draws the page that many times larger and averages each square of
    /// pixels back down (a box filter): Splash's own 4x4-sample antialiasing and stroke snapping
    /// then average out, as they would on a screen drawing the vector at a higher density.
    public static func pdf(_ pdf: Data, of svg: Data, points: Int, scale: Int, padding: Double = 0,
                    rasterizer: ExternalTool = .pdftoppm, supersampling: Int = 1, in folder: URL) throws -> VectorFidelity {
        let file = folder.appendingPathComponent("page.pdf")
        try pdf.write(to: file)
        let prefix = folder.appendingPathComponent("page").path
        let run = try rasterizer.run(["-r", String(72 * scale * supersampling), "-gray", "-png", "-singlefile", file.path, prefix])
        guard run.status == 0 else { throw VectorDrawableSVG.Unsupported(description: "pdftoppm: \(run.output)") }
        let grey = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: prefix + ".png")).image
        let coverage = AlphaPlane(width: grey.width, height: grey.height,
                                  values: stride(from: 0, to: grey.pixels.count, by: 4).map { 255 - grey.pixels[$0] })
        return try compare(boxFiltered(coverage, by: supersampling),
                           try pngMask(svg, pixels: points * scale, padding: padding * Double(scale)))
    }

    /// `plane` shrunk by `factor`, each pixel the rounded mean of its `factor` x `factor` square.
    public static func boxFiltered(_ plane: AlphaPlane, by factor: Int) -> AlphaPlane {
        guard factor > 1 else { return plane }
        let width = plane.width / factor, height = plane.height / factor, area = factor * factor
        var values = [UInt8](repeating: 0, count: width * height)
        for y in 0 ..< height {
            for x in 0 ..< width {
                var sum = 0
                for row in y * factor ..< (y + 1) * factor {
                    for column in x * factor ..< (x + 1) * factor { sum += Int(plane.values[row * plane.width + column]) }
                }
                values[y * width + x] = UInt8((sum + area / 2) / area)
            }
        }
        return AlphaPlane(width: width, height: height, values: values)
    }

    private static func compare(_ drawn: AlphaPlane, _ reference: AlphaPlane) throws -> VectorFidelity {
        guard let mean = drawn.meanDifference(from: reference), let maximum = drawn.maximumDifference(from: reference) else {
            throw VectorDrawableSVG.Unsupported(description: "drawn \(drawn.width)x\(drawn.height), expected \(reference.width)x\(reference.height)")
        }
        return VectorFidelity(meanDifference: mean, maximumDifference: maximum)
    }
}
