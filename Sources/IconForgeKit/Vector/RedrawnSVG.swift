import Foundation

/// The SVG pieces a vector output is redrawn with (`VectorDrawableSVG`, `ImageVectorSVG`): both
/// Android forms share one model (a viewport stretched to the canvas, groups that scale, rotate
/// about a pivot and translate, paths with fill and stroke paints, gradients in the path's units),
/// so both write it the same way. The drawing is anyone's (a commit's drawable or Kotlin file), so
/// every text it gives is escaped where it goes into the markup (`MarkupText`): a path data
/// holding `"/><image href=…` stays one attribute's value, never an element of the SVG.
public enum RedrawnSVG {
    /// Where the canvas size goes in the opening tag, filled in once the drawing is read.
    public static let pixelsMark = "PIXELS"

    /// The opening `<svg>` of a `pixelsMark`-square canvas showing the whole viewport.
    public static func open(viewportWidth: String, viewportHeight: String) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(pixelsMark)" height="\#(pixelsMark)" "#
            + #"viewBox="0 0 \#(MarkupText.escaped(viewportWidth)) \#(MarkupText.escaped(viewportHeight))" preserveAspectRatio="none">"#
    }

    /// The opening `<g>` of a group: scale, then rotate about the pivot, then translate.
    public static func group(pivotX: Double, pivotY: Double, rotation: Double, scaleX: Double, scaleY: Double,
                      translateX: Double, translateY: Double) -> String {
        "<g transform=\"translate(\(translateX + pivotX) \(translateY + pivotY)) "
            + "rotate(\(rotation)) scale(\(scaleX) \(scaleY)) translate(\(-pivotX) \(-pivotY))\">"
    }

    /// A clip path (nonzero, as both Android forms clip) and the `<g>` it clips, left open.
    public static func clip(_ d: String, id: Int) -> String {
        "<clipPath id=\"clip\(id)\"><path d=\"\(MarkupText.escaped(d))\"/></clipPath><g clip-path=\"url(#clip\(id))\">"
    }

    /// A gradient stop; `color` is `#RRGGBB`.
    public static func stop(offset: String, color: String, opacity: Double) -> String {
        "<stop offset=\"\(MarkupText.escaped(offset))\" stop-color=\"\(MarkupText.escaped(color))\" stop-opacity=\"\(opacity)\"/>"
    }

    /// An SVG spread method for an Android tile mode (`clamp`, `mirror`, `repeat`).
    public static func spread(_ tileMode: String) -> String {
        ["clamp": "pad", "mirror": "reflect", "repeat": "repeat"][tileMode] ?? "pad"
    }

    /// A gradient in the path's own units: `geometry` its position attributes (`x1="0" ...`),
    /// their values escaped by the caller (`attribute`).
    public static func gradient(id: Int, radial: Bool, spread: String, geometry: String, stops: String) -> String {
        let element = radial ? "radialGradient" : "linearGradient"
        return "<\(element) id=\"g\(id)\" gradientUnits=\"userSpaceOnUse\" spreadMethod=\"\(spread)\" \(geometry)>\(stops)</\(element)>"
    }

    /// One path: `fill` and `stroke` are `#RRGGBB`, `url(#...)` or `none`.
    public static func path(_ d: String, fill: String, fillOpacity: Double, evenOdd: Bool, stroke: String, strokeOpacity: Double,
                     strokeWidth: Double, miterLimit: Double, lineCap: String, lineJoin: String) -> String {
        "<path d=\"\(MarkupText.escaped(d))\" fill=\"\(MarkupText.escaped(fill))\" fill-opacity=\"\(fillOpacity)\"" + (evenOdd ? " fill-rule=\"evenodd\"" : "")
            + " stroke=\"\(MarkupText.escaped(stroke))\" stroke-opacity=\"\(strokeOpacity)\" stroke-width=\"\(strokeWidth)\""
            + " stroke-miterlimit=\"\(miterLimit)\" stroke-linecap=\"\(MarkupText.escaped(lineCap))\" "
            + "stroke-linejoin=\"\(MarkupText.escaped(lineJoin))\"/>"
    }

    /// `name="value"`, the value escaped: one attribute of a gradient's `geometry`.
    public static func attribute(_ name: String, _ value: String) -> String {
        "\(name)=\"\(MarkupText.escaped(value))\""
    }

    /// The document closed with the gradients, the canvas size filled in.
    public static func finish(_ body: String, defs: String, pixels: Int) -> String {
        (body + "<defs>\(defs)</defs></svg>")
            .replacingOccurrences(of: pixelsMark, with: String(pixels))
    }
}
