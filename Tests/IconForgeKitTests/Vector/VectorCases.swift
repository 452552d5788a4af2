import Foundation
import TestSupport

/// Own test cases in the style of resvg's suite, one feature each: clip paths, gradients, dashes,
/// art past the canvas, CSS transforms, SVG 2 radii. Each must convert and draw like the PNGs.
enum VectorCases {
    static let clips: [(name: String, svg: String)] = [
        ("clip-user-space", svgDocument(##"""
            <clipPath id="c"><circle cx="12" cy="12" r="8"/></clipPath>
            <rect x="2" y="2" width="20" height="14" clip-path="url(#c)"/>
            """##)),
        ("clip-bounding-box", svgDocument(##"""
            <clipPath id="c" clipPathUnits="objectBoundingBox"><circle cx=".5" cy=".5" r=".45"/></clipPath>
            <rect x="2" y="6" width="20" height="12" clip-path="url(#c)"/>
            """##)),
        ("clip-bounding-box-transform", svgDocument(##"""
            <clipPath id="c" clipPathUnits="objectBoundingBox" transform="rotate(10 .5 .5)"><rect x=".2" y=".1" width=".6" height=".5"/></clipPath>
            <g clip-path="url(#c)"><rect x="2" y="2" width="12" height="20"/><circle cx="16" cy="12" r="6"/></g>
            """##)),
        ("clip-transforms", svgDocument(##"""
            <clipPath id="c" transform="translate(2 1)"><rect x="4" y="4" width="10" height="10" transform="rotate(30 9 9)"/></clipPath>
            <g transform="translate(1 2) scale(0.9)"><rect width="24" height="24" clip-path="url(#c)"/></g>
            """##)),
        ("clip-rule-evenodd", svgDocument(##"""
            <clipPath id="c"><path clip-rule="evenodd" d="M2 2h20v20h-20zM7 7h10v10h-10z"/></clipPath>
            <circle cx="12" cy="12" r="11" clip-path="url(#c)"/>
            """##)),
        ("clip-rule-nonzero-hole", svgDocument(##"""
            <clipPath id="c"><path d="M2 2h20v20h-20zM7 7v10h10v-10z"/><circle cx="12" cy="12" r="2"/></clipPath>
            <rect width="24" height="24" clip-path="url(#c)"/>
            """##)),
        ("clip-union-of-children", svgDocument(##"""
            <clipPath id="c"><circle cx="7" cy="7" r="5"/><rect x="13" y="13" width="9" height="9" clip-rule="evenodd"/>
            <use href="#far"/></clipPath><defs><ellipse id="far" cx="18" cy="5" rx="4" ry="3"/></defs>
            <path d="M0 0L24 24M24 0L0 24" stroke="#000" stroke-width="6" clip-path="url(#c)"/>
            """##)),
        ("clip-nested", svgDocument(##"""
            <clipPath id="a"><rect x="3" y="3" width="14" height="18"/></clipPath>
            <clipPath id="b"><circle cx="14" cy="12" r="8"/></clipPath>
            <g clip-path="url(#a)"><g clip-path="url(#b)"><rect width="24" height="24"/></g><rect x="2" y="2" width="3" height="20"/></g>
            """##)),
        ("clip-on-use-and-opacity", svgDocument(##"""
            <defs><path id="p" d="M2 2h12v12h-12z"/><clipPath id="c"><circle cx="8" cy="8" r="6"/></clipPath></defs>
            <use href="#p" x="4" y="6" clip-path="url(#c)" opacity="0.6"/>
            <g opacity="0.5"><rect x="1" y="1" width="6" height="6"/><rect x="8" y="1" width="5" height="5"/></g>
            """##)),
        ("figma-frame", svgDocument(##"""
            <g clip-path="url(#clip0_12_34)"><path d="M12 2L22 20H2Z" fill="#1E1E1E"/>
            <circle cx="12" cy="14" r="3" fill="white"/></g>
            <defs><clipPath id="clip0_12_34"><rect width="24" height="24" fill="white"/></clipPath></defs>
            """##, attributes: ##"width="24" height="24" viewBox="0 0 24 24" fill="none""##)),
        ("figma-frame-overflowing", svgDocument(##"""
            <g clip-path="url(#clip0_1_2)"><circle cx="20" cy="20" r="9" fill="black"/></g>
            <defs><clipPath id="clip0_1_2"><rect width="24" height="24" fill="white"/></clipPath></defs>
            """##, attributes: ##"width="24" height="24" viewBox="0 0 24 24" fill="none""##)),
    ]

    static let gradients: [(name: String, svg: String)] = [
        ("linear-bounding-box", svgDocument(##"""
            <linearGradient id="g"><stop offset="0"/><stop offset="1" stop-opacity="0"/></linearGradient>
            <rect x="2" y="6" width="20" height="12" fill="url(#g)"/>
            """##)),
        ("linear-user-space-transform", svgDocument(##"""
            <linearGradient id="g" gradientUnits="userSpaceOnUse" x1="4" y1="4" x2="20" y2="4" gradientTransform="rotate(45 12 12)">
            <stop offset="0.1" stop-color="red"/><stop offset="0.5" stop-color="red" stop-opacity="0.2"/><stop offset="0.9" stop-color="blue"/>
            </linearGradient><circle cx="12" cy="12" r="10" fill="url(#g)"/>
            """##)),
        ("linear-skewed", svgDocument(##"""
            <linearGradient id="g" x1="0" y1="0" x2="1" y2="1" gradientTransform="skewX(30) scale(1 0.5)">
            <stop offset="0"/><stop offset="1" stop-opacity="0.1"/></linearGradient>
            <rect x="1" y="4" width="22" height="16" fill="url(#g)"/>
            """##)),
        ("linear-under-skew", svgDocument(##"""
            <linearGradient id="g" x2="0" y2="1"><stop offset="0"/><stop offset="1" stop-opacity="0"/></linearGradient>
            <g transform="skewX(20)"><rect x="2" y="3" width="12" height="18" fill="url(#g)"/></g>
            """##)),
        ("radial-bounding-box", svgDocument(##"""
            <radialGradient id="g"><stop offset="0" stop-opacity="0.2"/><stop offset="1"/></radialGradient>
            <rect x="3" y="3" width="18" height="18" rx="3" fill="url(#g)"/>
            """##)),
        ("radial-user-space", svgDocument(##"""
            <radialGradient id="g" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="1" gradientTransform="translate(12 12) scale(9)">
            <stop offset="30%"/><stop offset="100%" stop-opacity="0"/></radialGradient>
            <rect width="24" height="24" fill="url(#g)"/>
            """##)),
        ("radial-stretched-and-skewed", svgDocument(##"""
            <radialGradient id="wide" spreadMethod="reflect" r="0.3"><stop offset="0"/><stop offset="1" stop-opacity="0.1"/></radialGradient>
            <radialGradient id="skew" gradientUnits="userSpaceOnUse" cx="16" cy="17" r="5" gradientTransform="skewX(25) translate(-8 0)">
            <stop offset="0" stop-opacity="0.2"/><stop offset="1"/></radialGradient>
            <rect x="1" y="2" width="22" height="9" rx="2" fill="url(#wide)" stroke="#000" stroke-width="0.5"/>
            <circle cx="12" cy="17" r="6" fill="url(#skew)"/>
            """##)),
        ("spread-reflect-and-repeat", svgDocument(##"""
            <linearGradient id="a" x2="0.25" spreadMethod="reflect"><stop offset="0"/><stop offset="1" stop-opacity="0"/></linearGradient>
            <radialGradient id="b" r="0.2" spreadMethod="repeat"><stop offset="0"/><stop offset="1" stop-opacity="0.1"/></radialGradient>
            <rect x="1" y="1" width="22" height="10" fill="url(#a)"/><rect x="6" y="12" width="11" height="11" fill="url(#b)"/>
            """##)),
        ("href-inheritance", svgDocument(##"""
            <linearGradient id="base" x1="0" x2="0" y2="1" spreadMethod="reflect">
            <stop offset="0" style="stop-color: currentColor" color="#000"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></linearGradient>
            <linearGradient id="mid" href="#base" y2="0.5"/>
            <linearGradient id="top" xlink:href="#mid" gradientUnits="userSpaceOnUse" y1="2" xmlns:xlink="http://www.w3.org/1999/xlink"/>
            <radialGradient id="round" href="#base"/>
            <rect x="2" y="2" width="9" height="20" fill="url(#mid)"/><rect x="13" y="2" width="9" height="9" fill="url(#top)"/>
            <circle cx="17.5" cy="17" r="4.5" fill="url(#round)"/>
            """##)),
        ("gradient-stroke-and-opacity", svgDocument(##"""
            <linearGradient id="g" gradientUnits="userSpaceOnUse" x1="3" x2="21"><stop offset="0"/><stop offset="1" stop-opacity="0.2"/></linearGradient>
            <circle cx="12" cy="12" r="8" fill="none" stroke="url(#g)" stroke-width="3" opacity="0.8"/>
            <rect x="8" y="8" width="8" height="8" fill="url(#g)" fill-opacity="0.5"/>
            """##)),
        ("gradient-one-alpha", svgDocument(##"""
            <linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient>
            <path d="M4 4h16v16H4z" fill="url(#g)"/>
            """##)),
        ("gradient-fallbacks", svgDocument(##"""
            <linearGradient id="g"><stop offset="0"/><stop offset="1" stop-opacity="0"/></linearGradient>
            <line x1="2" y1="6" x2="22" y2="6" stroke="url(#g) #000" stroke-width="3"/>
            <line x1="2" y1="12" x2="22" y2="12" stroke="url(#g)" stroke-width="3"/>
            <rect x="2" y="16" width="20" height="6" fill="url(#missing) #000"/>
            """##)),
    ]

    static let canvas: [(name: String, svg: String)] = [
        ("overflow-wide-document", svgDocument(##"""
            <circle cx="20" cy="6" r="9"/><rect x="-4" y="-2" width="8" height="8"/>
            """##, attributes: ##"width="24" height="12" viewBox="0 0 24 12""##)),
        ("overflow-shifted-viewbox", svgDocument(##"""
            <path d="M-2 10h30" stroke="#000" stroke-width="4"/><circle cx="22" cy="20" r="6"/>
            """##, attributes: ##"viewBox="4 2 20 20""##)),
        ("overflow-letterboxed-viewbox", svgDocument(##"""
            <rect x="-6" y="4" width="36" height="6"/><circle cx="12" cy="20" r="6"/>
            """##, attributes: ##"width="24" height="16" viewBox="0 0 24 24""##)),
        ("overflow-tall", svgDocument(##"""
            <rect x="2" y="-6" width="8" height="40" rx="2"/><path d="M14 0v32" stroke="#000" stroke-width="3" stroke-linecap="square"/>
            """##, attributes: ##"viewBox="0 0 16 32""##)),
    ]

    static let dashes: [(name: String, svg: String)] = [
        ("dash-open-lines", svgDocument(##"""
            <path d="M2 4H22M2 8L22 12" stroke="#000" stroke-width="2" stroke-dasharray="4 2"/>
            <polyline points="2,16 8,22 14,16 22,22" fill="none" stroke="#000" stroke-width="1.5" stroke-dasharray="3,1.5" stroke-linejoin="round"/>
            """##)),
        ("dash-closed-joins", svgDocument(##"""
            <rect x="3" y="3" width="18" height="18" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="10 4" stroke-dashoffset="3"/>
            <rect x="7" y="7" width="10" height="10" fill="none" stroke="#000" stroke-width="1.5" stroke-dasharray="4 2" stroke-linejoin="miter"/>
            """##)),
        ("dash-curves", svgDocument(##"""
            <circle cx="12" cy="12" r="9" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="5 3"/>
            <path d="M5 12C5 4 19 4 19 12S5 20 5 12" fill="none" stroke="#000" stroke-dasharray="2" stroke-linecap="round"/>
            """##)),
        ("dash-zero-length-caps", svgDocument(##"""
            <path d="M3 4H21" stroke="#000" stroke-width="3" stroke-linecap="round" stroke-dasharray="0 4"/>
            <path d="M3 9L21 15" stroke="#000" stroke-width="2.5" stroke-linecap="square" stroke-dasharray="0,5"/>
            <circle cx="12" cy="19" r="3" fill="none" stroke="#000" stroke-width="1.6" stroke-linecap="round" stroke-dasharray="0 2.356"/>
            <path d="M3 21H9" stroke="#000" stroke-width="2" stroke-dasharray="0 2"/>
            """##)),
        ("dash-odd-offsets-units", svgDocument(##"""
            <path d="M2 3H22" stroke="#000" stroke-width="2" stroke-dasharray="3 1 1"/>
            <path d="M2 8H22" stroke="#000" stroke-width="2" stroke-dasharray="4 2" stroke-dashoffset="-3"/>
            <path d="M2 13H22" stroke="#000" stroke-width="2" stroke-dasharray="10% 5%" stroke-dashoffset="25"/>
            <path d="M2 18H22" stroke="#000" stroke-width="2" stroke-dasharray="1mm 0.5mm" stroke-linecap="square"/>
            <path d="M2 22H22" stroke="#000" stroke-width="2" stroke-dasharray="4 -1"/>
            """##)),
        ("dash-with-fill-and-transform", svgDocument(##"""
            <g transform="rotate(15 12 12) scale(1.2)"><path d="M4 4h12v12H4z" fill="#888" fill-opacity="0.4" stroke="#000"
            stroke-dasharray="3 2" stroke-linejoin="round"/></g>
            """##)),
    ]

    static let details: [(name: String, svg: String)] = [
        ("css-transforms", svgDocument(##"""
            <style>.moved { transform: translate(6px, 2px) rotate(15deg) } #spun { transform: rotate(0.5rad) scale(0.8, 1.1) }</style>
            <rect class="moved" width="6" height="4"/><rect id="spun" x="10" y="2" width="6" height="5"/>
            <circle cx="4" cy="4" r="3" style="transform: matrix(1, 0, 0, 1, 12, 12)"/>
            <path d="M2 14h6v6H2z" style="transform: translateY(2px) skewX(20deg)"/>
            """##)),
        ("css-geometry-and-auto-radii", svgDocument(##"""
            <style>rect.big { width: 10px; rx: 3px }</style>
            <rect class="big" x="1" y="1" width="4" height="8"/><ellipse cx="18" cy="6" ry="4"/>
            <ellipse cx="6" cy="17" rx="auto" ry="3" style="rx: 5px"/><rect x="13" y="13" width="9" height="8" rx="auto" ry="2"/>
            <circle style="cx: 12px; cy: 12px; r: 2px"/>
            """##)),
        ("strokes-under-similarities", svgDocument(##"""
            <g transform="rotate(30 12 12) scale(0.8)"><rect x="4" y="4" width="16" height="10" fill="none" stroke="#000" stroke-width="2"/></g>
            <g transform="scale(-1 1) translate(-24 0)"><path d="M3 20L9 16L15 20" fill="none" stroke="#000" stroke-linejoin="round"/></g>
            """##)),
    ]

    static var all: [(name: String, svg: String)] { clips + gradients + canvas + dashes + details }
}
