import Foundation
@testable import IconForgeKit
import XCTest

/// Stroke icons in the style of the shared corpus (24-unit grid, 2-unit round strokes), drawn
/// for these tests, and helpers to read a made template back.
enum SymbolFixtures {
    static func icon(_ body: String, attributes: String = "") -> Data {
        Data(svg(body, attributes: #"viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" "# + attributes).utf8)
    }

    /// A house with a door: lines, arcs and round joins.
    static let house = icon(#"<path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"/><path d="M3 10a2 2 0 0 1 .7-1.5l7-6a2 2 0 0 1 2.6 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/>"#)
    /// Circles, a zero-length dot and a polyline.
    static let clock = icon(#"<circle cx="12" cy="12" r="10"/><polyline points="12 6 12 12 16 14"/><path d="M12 18h.01"/>"#)
    /// Curves with tight turns, and a square-capped, mitered zigzag.
    static let wave = icon(#"<path d="M2 12c2-4 4-4 6 0s4 4 6 0 4-4 6 0"/><path d="M4 19l4-3 4 3 4-3 4 3" stroke-linecap="square" stroke-linejoin="miter"/>"#)
    /// A filled evenodd ring beside a stroked rectangle, under a group transform.
    static let ring = icon(#"<g transform="translate(1 0) scale(0.9)"><path d="M6 6a5 5 0 1 0 0.01 0zM6 8a3 3 0 1 0 0.01 0z" fill="black" stroke="none" fill-rule="evenodd"/><rect x="13" y="3" width="8" height="8" rx="2"/></g>"#)

    static let all = [("house", house), ("clock", clock), ("wave", wave), ("ring", ring)]

    /// The element of the made template with `id`.
    static func element(_ id: String, in template: SVGElement) throws -> SVGElement {
        try XCTUnwrap(template.descendants.first { $0.attributes["id"] == id }, "no element with id \(id)")
    }

    /// The path data of a weight's group, in the group's own coordinates.
    static func paths(of weight: SymbolWeight, in template: SVGElement) throws -> [String] {
        try element(weight.id, in: template).children.map { try XCTUnwrap($0.attributes["d"]) }
    }

    /// `d`'s command letters.
    static func commands(_ d: String) -> String { String(PathParser.parse(d).map(\.command)) }
}

extension IconForgeKit.AffineTransform {
    /// The transform undoing this one.
    var inverted: IconForgeKit.AffineTransform {
        let det = determinant
        return IconForgeKit.AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               e: (c * f - d * e) / det, f: (b * e - a * f) / det)
    }

    var svgMatrix: String { "matrix(\(a) \(b) \(c) \(d) \(e) \(f))" }
}
