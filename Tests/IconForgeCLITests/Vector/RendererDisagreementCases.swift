import Foundation

/// SVGs on which librsvg 2.54 (the PNGs' renderer) and SVG draw different pictures, each with the
/// line the converter refuses it with, and their neighbours on which both draw the same picture.
enum RendererDisagreementCases {
    private static let fade = ##"<stop offset="0"/><stop offset="1" stop-opacity="0.2"/>"##
    private static let redToBlue = ##"<stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/>"##
    private static let square = ##"<rect x="2" y="2" width="20" height="20" fill="url(#g)"/>"##
    private static let xlink = ##"xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24""##

    static let refused: [(name: String, svg: String, reason: String)] = [
        // SVG ignores a link to nothing and paints the gradient's own stops; librsvg drops the paint.
        ("href-missing", svgDocument(##"<linearGradient id="g" xlink:href="#missing">\##(fade)</linearGradient>\##(square)"##,
                                     attributes: xlink),
         ##"uses <linearGradient xlink:href="#missing"> (renderers disagree on a link that finds no gradient in this file (librsvg drops the paint))"##),
        ("href-to-rect", svgDocument(##"<rect id="r" width="1" height="1" fill="none"/><radialGradient id="g" href="#r">\##(fade)</radialGradient>\##(square)"##),
         ##"uses <radialGradient href="#r"> (renderers disagree on a link that finds no gradient in this file (librsvg drops the paint))"##),
        ("href-chain-to-missing", svgDocument(##"<linearGradient id="b" href="#nope">\##(fade)</linearGradient><linearGradient id="g" href="#b"/>\##(square)"##),
         ##"uses <linearGradient href="#nope"> (renderers disagree on a link that finds no gradient in this file (librsvg drops the paint))"##),
        ("href-other-file", svgDocument(##"<linearGradient id="g" href="other.svg#a">\##(fade)</linearGradient>\##(square)"##),
         ##"uses <linearGradient href="other.svg#a"> (renderers disagree on a link that finds no gradient in this file (librsvg drops the paint))"##),
        ("href-missing-with-fallback", svgDocument(##"<linearGradient id="g" href="#missing">\##(fade)</linearGradient><rect x="2" y="2" width="20" height="20" fill="url(#g) #000"/>"##),
         ##"uses <linearGradient href="#missing"> (renderers disagree on a link that finds no gradient in this file (librsvg drops the paint))"##),
        // Stops of one alpha are one colour in the white mask only where the gradient paints every point.
        ("focal-outside-one-alpha", svgDocument(##"<radialGradient id="g" fx="0.05" fy="0.05" r="0.3">\##(redToBlue)</radialGradient>\##(square)"##),
         ##"uses fill="url(#g)" (<radialGradient>) (VectorDrawable cannot express a focal point off centre or a focal radius)"##),
        ("focal-outside-one-stop", svgDocument(##"<radialGradient id="g" fx="0.05" fy="0.05" r="0.3"><stop offset="0.5" stop-color="blue"/></radialGradient>\##(square)"##),
         ##"uses fill="url(#g)" (<radialGradient>) (VectorDrawable cannot express a focal point off centre or a focal radius)"##),
        ("focal-on-circle-one-alpha", svgDocument(##"<radialGradient id="g" fx="0.2" r="0.3">\##(redToBlue)</radialGradient>\##(square)"##),
         ##"uses fill="url(#g)" (<radialGradient>) (VectorDrawable cannot express a focal point off centre or a focal radius)"##),
        ("focal-radius-equal", svgDocument(##"<radialGradient id="g" fr="0.5">\##(redToBlue)</radialGradient>\##(square)"##),
         ##"uses fill="url(#g)" (<radialGradient>) (VectorDrawable cannot express a focal point off centre or a focal radius)"##),
        ("focal-radius", svgDocument(##"<radialGradient id="g" fr="0.2">\##(fade)</radialGradient>\##(square)"##),
         ##"uses fill="url(#g)" (<radialGradient>) (VectorDrawable cannot express a focal point off centre or a focal radius)"##),
        // librsvg's box of rotated or skewed art is its box on the canvas, mapped back and boxed again.
        ("bbox-clip-rotated", svgDocument(##"""
            <clipPath id="c" clipPathUnits="objectBoundingBox"><rect x="0.1" y="0.1" width="0.5" height="0.8"/></clipPath>
            <rect x="4" y="6" width="16" height="12" transform="rotate(30 12 12)" clip-path="url(#c)"/>
            """##),
         ##"uses clip-path="url(#c)" on <rect> in objectBoundingBox units (renderers disagree on the bounding box of rotated or skewed art (librsvg measures a larger one))"##),
        ("bbox-clip-under-skew", svgDocument(##"""
            <clipPath id="c" clipPathUnits="objectBoundingBox"><rect x="0.1" y="0.1" width="0.5" height="0.8"/></clipPath>
            <g transform="skewX(20)"><rect x="2" y="6" width="12" height="12" clip-path="url(#c)"/></g>
            """##),
         ##"uses clip-path="url(#c)" on <rect> in objectBoundingBox units (renderers disagree on the bounding box of rotated or skewed art (librsvg measures a larger one))"##),
        ("bbox-clip-of-rotated-child", svgDocument(##"""
            <defs><rect id="r" x="4" y="6" width="16" height="12"/></defs>
            <clipPath id="c" clipPathUnits="objectBoundingBox"><rect x="0.3" y="0.3" width="0.4" height="0.4"/></clipPath>
            <g clip-path="url(#c)"><use href="#r" transform="rotate(30 12 12)"/></g>
            """##),
         ##"uses clip-path="url(#c)" on <g> in objectBoundingBox units (renderers disagree on the bounding box of rotated or skewed art (librsvg measures a larger one))"##),
        ("bbox-linear-rotated", svgDocument(##"""
            <linearGradient id="g">\##(fade)</linearGradient>
            <rect x="4" y="6" width="16" height="12" transform="rotate(30 12 12)" fill="url(#g)"/>
            """##),
         ##"uses fill="url(#g)" (<linearGradient>) in objectBoundingBox units (renderers disagree on the bounding box of rotated or skewed art (librsvg measures a larger one))"##),
        ("bbox-radial-rotated-stroke", svgDocument(##"""
            <radialGradient id="g">\##(fade)</radialGradient>
            <circle cx="12" cy="12" r="7" transform="rotate(30 12 12)" fill="none" stroke="url(#g)" stroke-width="3"/>
            """##),
         ##"uses stroke="url(#g)" (<radialGradient>) in objectBoundingBox units (renderers disagree on the bounding box of rotated or skewed art (librsvg measures a larger one))"##),
    ]

    /// Neighbours of the refused cases that librsvg draws as SVG does, drawn like the PNGs in the white mask.
    static let agreed: [(name: String, svg: String)] = [
        ("href-without-id", svgDocument(##"<linearGradient id="g" href="#">\##(fade)</linearGradient><linearGradient id="h" href="plain">\##(fade)</linearGradient><rect x="2" y="2" width="20" height="9" fill="url(#g)"/><rect x="2" y="13" width="20" height="9" fill="url(#h)"/>"##)),
        ("href-beside-xlink-href", svgDocument(##"""
            <linearGradient id="a"><stop offset="0"/><stop offset="1" stop-opacity="0"/></linearGradient>
            <linearGradient id="b" x2="0" y2="1"><stop offset="0" stop-opacity="0"/><stop offset="1"/></linearGradient>
            <linearGradient id="g" xlink:href="#b" href="#a"/>\##(square)
            """##, attributes: xlink)),
        ("focal-inside-one-alpha", svgDocument(##"<radialGradient id="g" fx="0.4" fy="0.6" r="0.3">\##(redToBlue)</radialGradient>\##(square)"##)),
        ("focal-radius-inside-one-alpha", svgDocument(##"<radialGradient id="g" fr="0.2">\##(redToBlue)</radialGradient>\##(square)"##)),
        ("focal-radius-holding-one-alpha", svgDocument(##"<radialGradient id="g" gradientUnits="userSpaceOnUse" cx="12" cy="12" r="4" fr="6">\##(redToBlue)</radialGradient>\##(square)"##)),
        ("radius-zero-one-stop", svgDocument(##"<radialGradient id="g" r="0"><stop stop-color="blue"/></radialGradient>\##(square)<circle cx="12" cy="12" r="3"/>"##)),
        ("bbox-clip-scaled-and-shifted", svgDocument(##"""
            <clipPath id="c" clipPathUnits="objectBoundingBox"><circle cx="0.5" cy="0.5" r="0.4"/></clipPath>
            <rect x="2" y="2" width="8" height="8" transform="scale(2 1.5)" clip-path="url(#c)"/>
            <rect x="2" y="2" width="6" height="6" transform="translate(14 14)" clip-path="url(#c)"/>
            """##)),
        ("bbox-clip-quarter-turn", svgDocument(##"""
            <clipPath id="c" clipPathUnits="objectBoundingBox"><rect x="0.1" y="0.1" width="0.5" height="0.8"/></clipPath>
            <rect x="4" y="6" width="16" height="12" transform="rotate(90 12 12)" clip-path="url(#c)"/>
            """##)),
        ("bbox-clip-of-a-line", svgDocument(##"""
            <clipPath id="c" clipPathUnits="objectBoundingBox"><rect width="0.5" height="1"/></clipPath>
            <path d="M2 12H22" stroke="#000" stroke-width="4" clip-path="url(#c)"/>
            """##)),
        ("bbox-gradients-rotated-alike", svgDocument(##"""
            <radialGradient id="g">\##(redToBlue)</radialGradient>
            <rect x="4" y="6" width="16" height="12" transform="rotate(30 12 12)" fill="url(#g)"/>
            <linearGradient id="v" x2="0" y2="1">\##(fade)</linearGradient>
            <g transform="skewX(20)"><rect x="1" y="16" width="8" height="6" fill="url(#v)"/></g>
            """##)),
    ]
}
