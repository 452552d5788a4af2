import Foundation

/// An SVG as a VectorDrawable models it, fitted and padded like the PNGs: a viewport in the SVG's
/// user units, mapped onto the frame's `width` x `height` (dp, or points for a PDF page), and the
/// nodes. Art past the document's canvas is cut at its edge, as the PNGs cut it, so both outputs agree.
struct VectorDrawing {
    /// The size, the viewport, its decimals and the mirroring, as both writers write them.
    let frame: VectorFrame
    /// The drawing as painted into a PDF: cut at the canvas wherever the generous box of its
    /// strokes (`paintedExtent`) leaves it.
    let nodes: [VectorNode]
    /// The drawing as the VectorDrawable writes it: cut at the canvas only where the strokes as
    /// drawn cross it (`extent(exactStrokes:)`); a `<clip-path>` costs Android a clip mask.
    let drawableNodes: [VectorNode]

    /// `composesGroupOpacity`: keep an opacity over overlapping shapes as the group's, for a
    /// painter that composites it (the PDF); a VectorDrawable refuses it instead.
    init(svg: Data, options: VectorDrawableOptions, composesGroupOpacity: Bool = false) throws {
        if let problem = options.problem { throw VectorDrawableError.invalidOptions(problem) }
        let root = try SVGElement.parse(svg)
        guard root.name == "svg" else { throw VectorDrawableError.notSVG(root: root.name) }
        let viewport = try SVGViewport(root: root, options: options)
        // The viewport is measured in the SVG's user units, so path data keeps the SVG's own numbers;
        // only the fit's offset needs a group.
        let fit = viewport.transform
        frame = VectorFrame(width: options.width, height: options.height, viewportWidth: options.width / fit.a,
                            viewportHeight: options.height / fit.d, autoMirrored: options.autoMirrored)
        let limits = try GeometryLimits(viewportWidth: frame.viewportWidth, viewportHeight: frame.viewportHeight)
        let converter = try SVGToVectorConverter(root: root, tint: options.tint, viewport: viewport, limits: limits,
                                                 composesGroupOpacity: composesGroupOpacity)
        let content = try converter.convertDocument(root)

        let writer = VectorDrawableXML(frame: frame)
        var top = VectorGroup(children: content)
        // An offset that rounds to nothing is left out, as the drawable would write it.
        if writer.format(fit.e / fit.a, frame.decimals) != "0" || writer.format(fit.f / fit.d, frame.decimals) != "0" {
            top.translateX = fit.e / fit.a
            top.translateY = fit.f / fit.d
        }
        let canvas = viewport.canvas, tolerance = 1e-9 * max(canvas.width, canvas.height)
        let art = VectorNode.group(VectorGroup(children: content))
        var drawableTop = top
        if let extent = art.paintedExtent, !canvas.contains(extent, tolerance: tolerance) {
            top.clips = [ShapeGeometry.rectangle(x: canvas.x, y: canvas.y, width: canvas.width, height: canvas.height,
                                                 rx: 0, ry: 0)]
            if let exact = art.extent(exactStrokes: true), canvas.contains(exact, tolerance: tolerance) {} else {
                drawableTop.clips = top.clips
            }
        }
        nodes = content.isEmpty ? [] : [.group(top)]
        drawableNodes = content.isEmpty ? [] : [.group(drawableTop)]
    }

    /// The VectorDrawable XML; throws when a path cannot be stored (`VectorDrawableXML`).
    func xml() throws -> Data {
        Data(try VectorDrawableXML(frame: frame).document(drawableNodes).utf8)
    }

    /// The Compose `ImageVector` code of the same nodes the VectorDrawable writes.
    func imageVector() -> ImageVectorCode {
        ImageVectorKotlin(frame: frame).code(drawableNodes)
    }
}
