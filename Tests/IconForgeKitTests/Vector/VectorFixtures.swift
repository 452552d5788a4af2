import Foundation
import TestSupport

/// Hand-made SVGs exercising what the converters handle, beside the corpus's stroke icons.
enum VectorFixtures {
    static let all: [(name: String, svg: String)] = [
        ("shapes", svgDocument(##"""
            <rect x="2" y="2" width="9" height="7" rx="2"/><circle cx="17" cy="6" r="4" fill="none" stroke="#333" stroke-width="1.5"/>
            <ellipse cx="6" cy="17" rx="4" ry="2.5"/><polygon points="14,13 21,13 17.5,21"/>
            <polyline points="2,22 6,20 10,22" fill="none" stroke="#000" stroke-linejoin="round"/>
            """##)),
        ("transforms", svgDocument(##"""
            <g transform="rotate(30 12 12)"><rect x="6" y="6" width="12" height="4"/></g>
            <g transform="skewX(20) translate(-3 0)"><path d="M8 14a3 2 0 1 0 6 0a3 2 0 1 0 -6 0z"/></g>
            <path transform="matrix(1 0.3 0 1 0 0)" d="M2 16h4v4h-4z"/>
            <path transform="rotate(-20 18 18) scale(1.5)" d="M10 10h3v3h-3z" stroke="#000" fill="none" stroke-width="0.8"/>
            """##)),
        ("stylesheet", svgDocument(##"""
            <style>.ring { fill: none; stroke: currentColor; stroke-width: 2 } #dot { fill-opacity: .5 } path { stroke-linecap: round }</style>
            <g color="#123456"><circle class="ring" cx="12" cy="12" r="9"/><circle id="dot" cx="12" cy="12" r="3"/>
            <path class="ring" d="M12 3v4"/></g>
            """##)),
        ("evenodd-and-opacity", svgDocument(##"""
            <path fill-rule="evenodd" d="M3 3h18v18H3zM7 7h10v10H7z"/><g opacity="0.6"><rect x="10" y="10" width="4" height="4"/></g>
            """##)),
        ("use-and-wide-viewbox", svgDocument(##"""
            <defs><path id="arrow" d="M0 0l4 4l-4 4" fill="none" stroke="#000" stroke-width="2"/></defs>
            <use href="#arrow" x="4" y="2"/><use xlink:href="#arrow" x="20" y="2" xmlns:xlink="http://www.w3.org/1999/xlink"/>
            """##, attributes: #"viewBox="0 0 32 12""#)),
    ]

    /// A fixed handful of corpus icons from each set, with arcs, circles, rects and polylines.
    static let corpusSample = [
        "lucide/house.svg", "lucide/settings.svg", "lucide/bell.svg", "lucide/calendar-days.svg", "lucide/map-pin.svg",
        "lucide/ham.svg", "feather/camera.svg", "feather/user.svg", "feather/star.svg", "heroicons/academic-cap.svg", "heroicons/cog-6-tooth.svg",
    ]
}
