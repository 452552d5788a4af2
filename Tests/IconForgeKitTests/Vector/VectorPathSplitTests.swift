import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// A path Android Lint would call too long (800 characters or more) becomes several paths of
/// the same paint where that draws exactly the same, and stays whole, for lint to name, where
/// it would not; one over what aapt2 can store is refused by name.
final class VectorPathSplitTests: XCTestCase {
    /// A 6x6 grid of 2.3-unit squares 1.7 units (1.7 dp) apart, each with a square hole: by the
    /// even-odd rule, or by nonzero with the hole drawn the other way round.
    static func grid(evenOdd: Bool) -> String {
        var d = ""
        for row in 0 ..< 6 {
            for column in 0 ..< 6 {
                let x = 0.6 + 4 * Double(column) + 0.01 * Double(row), y = 0.6 + 4 * Double(row) + 0.01 * Double(column)
                d += "M\(x) \(y)h2.3v2.3h-2.3z"
                d += evenOdd ? "M\(x + 0.7) \(y + 0.7)h0.9v0.9h-0.9z" : "M\(x + 0.7) \(y + 0.7)v0.9h0.9v-0.9z"
            }
        }
        return d
    }

    func testALongPathOfSeparateShapesBecomesShorterPathsThatDrawTheSame() throws {
        for (evenOdd, opacity) in [(true, "1"), (false, "1"), (true, "0.5")] {
            let svg = Data(svgDocument(#"<path d="\#(Self.grid(evenOdd: evenOdd))" fill-opacity="\#(opacity)"\#(evenOdd ? #" fill-rule="evenodd""# : "")/>"#).utf8)
            let xml = String(decoding: try VectorDrawable.convert(svg: svg), as: UTF8.self)
            let data = pathData(xml)
            XCTAssertGreaterThan(data.count, 1, xml)
            XCTAssertGreaterThanOrEqual(data.joined().count, 800)
            for piece in data { XCTAssertLessThan(piece.count, 800, piece) }
            // Every piece has the paint of the whole.
            XCTAssertEqual(attributeValues("fillType", in: xml), evenOdd ? Array(repeating: "evenOdd", count: data.count) : [])
            XCTAssertEqual(attributeValues("fillAlpha", in: xml), opacity == "1" ? [] : Array(repeating: "0.5", count: data.count))
            XCTAssertEqual(VectorDrawableLint.check(Data(xml.utf8)), [])
            // Each hole stays with its square: a lost hole would be a filled square in the redraw.
            for pixels in [96, 24] {
                let fidelity = try VectorFidelity.drawable(Data(xml.utf8), of: svg, pixels: pixels)
                XCTAssertLessThan(fidelity.meanDifference, 0.05, "evenOdd \(evenOdd) opacity \(opacity) at \(pixels) px")
                XCTAssertLessThan(fidelity.maximumDifference, 8, "evenOdd \(evenOdd) opacity \(opacity) at \(pixels) px")
            }
        }
    }

    func testOverlappingSubpathsStayOnePathForLintToName() throws {
        // Opaque strokes crossing each other: painted twice, their antialiased edges would blend
        // darker. Translucent ones would be darker all over where they cross.
        for opacity in ["1", "0.5"] {
            let xml = try drawable(LongPaths.crossingStrokes(opacity: opacity))
            let data = pathData(xml)
            XCTAssertEqual(data.count, 1, xml)
            XCTAssertGreaterThanOrEqual(data[0].count, 800)
            let warnings = VectorDrawableLint.check(Data(xml.utf8))
            XCTAssertEqual(warnings.map(\.kind), [.vectorPath])
            XCTAssertTrue(warnings[0].description.hasPrefix("VectorPath: the VectorDrawable has a path of \(data[0].count) characters"),
                          warnings[0].description)
        }
        // Shapes closer than a pixel at mdpi stay together too: their edges would share pixels.
        let close = Self.grid(evenOdd: true).replacingOccurrences(of: "h2.3v2.3h-2.3", with: "h3.5v3.5h-3.5")
        XCTAssertEqual(pathData(try drawable(#"<path d="\#(close)" fill-rule="evenodd"/>"#)).count, 1)
    }

    func testAnOutlineLongerThanAapt2CanStoreIsRefusedByName() throws {
        let svg = Data(svgDocument(LongPaths.hugeOutline).utf8)
        XCTAssertThrowsError(try VectorDrawable.convert(svg: svg)) { error in
            guard case .pathTooLong(let characters)? = error as? VectorDrawableError else { return XCTFail("\(error)") }
            XCTAssertGreaterThan(characters, 32_767)
            XCTAssertEqual("\(error)", "its outline needs a pathData of \(characters) characters in one path, over the 32767 aapt2 can "
                + "store (it would build with STRING_TOO_LARGE in its place, which the app cannot draw); simplify the outline")
        }
    }

    func testTheCanvasClipStaysOnlyWhereTheStrokesAsDrawnCrossTheEdge() throws {
        // A sharp miter (8 half widths long, under the limit of 10) pointing into the canvas and
        // a line 1.5 units from the edge: a box grown by the longest miter all round leaves the
        // canvas, the strokes as drawn do not.
        let inside = ##"<path d="M1.5 3H5M11 20L12 12L13 20" fill="none" stroke="#000" stroke-width="2" stroke-miterlimit="10"/>"##
        // The same miter pointing up from y = 6 reaches past the top edge.
        let crossing = ##"<path d="M1.5 3H5M11 14L12 6L13 14" fill="none" stroke="#000" stroke-width="2" stroke-miterlimit="10"/>"##
        for (body, clipped) in [(inside, false), (crossing, true)] {
            let svg = Data(svgDocument(body).utf8)
            let xml = String(decoding: try VectorDrawable.convert(svg: svg), as: UTF8.self)
            XCTAssertEqual(xml.contains("<clip-path"), clipped, xml)
            let fidelity = try VectorFidelity.drawable(Data(xml.utf8), of: svg, pixels: 96)
            XCTAssertLessThan(fidelity.meanDifference, VectorFidelity.meanLimit, body)
        }
    }

    func testPathsUnderScaledGroupsKeepThePrecisionTheirDrawingNeeds() throws {
        // Enlarged 10 times, a unit is 40 px at xxxhdpi: 4 places; shrunk 10 times, 2 do.
        let enlarged = try drawable(##"<g transform="scale(10)"><path d="M0.12346 0.5L1.23457 1" fill="none" stroke="#000"/></g>"##)
        XCTAssertEqual(pathData(enlarged), ["M0.1235 0.5L1.2346 1"])
        let shrunk = try drawable(##"<g transform="scale(0.1)"><path d="M123.4567 5L124.4567 6" fill="none" stroke="#000"/></g>"##)
        XCTAssertEqual(pathData(shrunk), ["M123.46 5l1 1"])
        let plain = try drawable(##"<path d="M1.23456 5L2.3456 6" fill="none" stroke="#000"/>"##)
        XCTAssertEqual(pathData(plain), ["M1.235 5L2.346 6"])
    }
}
