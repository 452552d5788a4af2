@testable import IconForgeKit
import XCTest

/// Designer-drawn Ultralight and Black (`SymbolOptions.ultralightDrawing`, `blackDrawing`):
/// used as drawn for those weights, Regular from the icon, fitted to the icon's canvas, and
/// refused, naming the weight and the first difference, when Xcode could not interpolate them.
final class SymbolDesignedWeightsTests: XCTestCase {
    static let icon = SymbolFixtures.icon(#"<path d="M3 10 12 3l9 7v11H3z"/><path d="M9 21v-7h6v7"/>"#)
    static let thin = SymbolFixtures.icon(#"<g stroke-width="0.5"><path d="M3 10 12 3l9 7v11H3z"/><path d="M9 21v-7h6v7"/></g>"#)

    private func options(ultralight: Data? = nil, black: Data? = nil) -> SymbolOptions {
        var options = SymbolOptions(name: "house")
        options.ultralightDrawing = ultralight
        options.blackDrawing = black
        return options
    }

    func testTheDesignersWeightsAreUsedAsDrawnAndRegularIsTheIcons() throws {
        // The same house drawn 4.5 wide on a 48-unit canvas: fitted onto the icon's 24 units.
        let heavy = Data(("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 48 48\" fill=\"none\" stroke=\"black\" "
            + "stroke-width=\"9\" stroke-linecap=\"round\" stroke-linejoin=\"round\"><path d=\"M6 20 24 6l18 14v22H6z\"/>"
            + "<path d=\"M18 42v-14h12v14\"/></svg>").utf8)
        let designed = try SymbolTemplate.weightDrawings(svg: Self.icon, options: options(ultralight: Self.thin, black: heavy))
        let derived = try SymbolTemplate.weightDrawings(svg: Self.icon, options: options())
        XCTAssertEqual(designed[1], derived[1], "Regular is the icon's")
        XCTAssertEqual(designed[0], try SymbolTemplate.weightDrawings(svg: Self.thin, options: options())[1])
        XCTAssertNotEqual(designed[0], derived[0])
        // Black: the heavy drawing's ink, 2.25 units of stroke on the icon's grid.
        let built = try SymbolTemplate.build(svg: Self.icon, options: options(black: heavy))
        let ink = try XCTUnwrap(OutlineBounds.of(built.drawing.paths[2]))
        XCTAssertEqual(ink.x, 3 - 2.25, accuracy: 0.02)
        XCTAssertEqual(ink.y, 3 - 2.25, accuracy: 0.02)
        XCTAssertEqual(ink.x + ink.width, 21 + 2.25, accuracy: 0.02)
        XCTAssertEqual(built.drawing.levels[2], built.drawing.levels[1])
        // The template holds the same commands in every weight.
        let root = try SVGElement.parse(SymbolTemplate.make(svg: Self.icon, options: options(ultralight: Self.thin, black: heavy)).svg)
        let regular = try SymbolFixtures.paths(of: .regular, in: root).map(SymbolFixtures.commands)
        for weight in [SymbolWeight.ultralight, .black] {
            XCTAssertEqual(try SymbolFixtures.paths(of: weight, in: root).map(SymbolFixtures.commands), regular)
        }
    }

    func testWeightsDrawnOnTheIconsCentreLinesInterpolateWhereAWidthChangesHowACurveIsCut() throws {
        // The house's corners of radius 1 and 2: at width 2 or 3.5 their inner edges fold, at 0.6
        // they do not, so each drawing outlined on its own has other points than Regular.
        let house = SymbolFixtures.house
        let body = #"<path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"/><path d="M3 10a2 2 0 0 1 .7-1.5l7-6a2 2 0 0 1 2.6 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/>"#
        let thin = SymbolFixtures.icon("<g stroke-width=\"0.6\">\(body)</g>")
        // Black on a 48-unit grid, twice the house's coordinates: the same centre lines once fitted.
        let doubled = #"<path d="M30 42v-16a2 2 0 0 0-2-2h-8a2 2 0 0 0-2 2v16"/><path d="M6 20a4 4 0 0 1 1.4-3l14-12a4 4 0 0 1 5.2 0l14 12A4 4 0 0 1 42 20v18a4 4 0 0 1-4 4H10a4 4 0 0 1-4-4z"/>"#
        let heavy = Data(("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 48 48\" fill=\"none\" stroke=\"black\" "
            + "stroke-width=\"3.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\(doubled)</svg>").utf8)
        for (ultralight, black) in [(thin, heavy), (house, house)] {
            let root = try SVGElement.parse(SymbolTemplate.make(svg: house, options: options(ultralight: ultralight, black: black)).svg)
            let regular = try SymbolFixtures.paths(of: .regular, in: root).map(SymbolFixtures.commands)
            for weight in [SymbolWeight.ultralight, .black] {
                XCTAssertEqual(try SymbolFixtures.paths(of: weight, in: root).map(SymbolFixtures.commands), regular)
            }
        }
        // Each weight is the designer's ink: 0.3 and 3.5 units of stroke beyond the art.
        let built = try SymbolTemplate.build(svg: house, options: options(ultralight: thin, black: heavy))
        let light = try XCTUnwrap(OutlineBounds.of(built.drawing.paths[0]))
        let dark = try XCTUnwrap(OutlineBounds.of(built.drawing.paths[2]))
        XCTAssertEqual(light.x, 3 - 0.3, accuracy: 0.02)
        XCTAssertEqual(dark.x, 3 - 0.875, accuracy: 0.02, "3.5 wide on 48 units is 1.75 on the icon's 24")
        XCTAssertEqual(built.drawing.levels[0], built.drawing.levels[1])
        // The icon given as its own Ultralight draws as Regular.
        let same = try SymbolTemplate.weightDrawings(svg: house, options: options(ultralight: house))
        XCTAssertEqual(same[0], same[1])
    }

    func testAWeightThatCannotInterpolateIsRefusedNamingTheWeightAndTheFirstDifference() {
        let onePath = SymbolFixtures.icon(#"<g stroke-width="0.5"><path d="M3 10 12 3l9 7v11H3z"/></g>"#)
        let morePoints = SymbolFixtures.icon(#"<g stroke-width="0.5"><path d="M3 10 12 3l9 7v11H12H3z"/><path d="M9 21v-7h6v7"/></g>"#)
        let text = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><text>A</text></svg>"#.utf8)
        let cases: [(SymbolOptions, SymbolError)] = [
            (options(ultralight: onePath), .weightMismatch(weight: "Ultralight", difference: "it has 1 path, Regular has 2")),
            (options(black: morePoints), .weightMismatch(weight: "Black", difference: "its path 1 has 60 points, Regular's has 55")),
            (options(black: text), .weightSource(weight: "Black", reason: "cannot be a symbol: uses <text> (a symbol holds only "
                                                 + "filled paths; convert the text to outlines)")),
        ]
        for (options, expected) in cases {
            XCTAssertThrowsError(try SymbolTemplate.make(svg: Self.icon, options: options)) { error in
                XCTAssertEqual(error as? SymbolError, expected)
            }
        }
    }

    func testFirstDifferenceSaysPathsThenPointsThenCommands() {
        let line: [PathSegment] = PathParser.parse("M0 0L1 1Z"), curve: [PathSegment] = PathParser.parse("M0 0C1 1 2 2 3 3Z")
        XCTAssertNil(SymbolDesignedWeights.firstDifference([line], regular: [line]))
        XCTAssertEqual(SymbolDesignedWeights.firstDifference([line, line], regular: [line]), "it has 2 paths, Regular has 1")
        XCTAssertEqual(SymbolDesignedWeights.firstDifference([line], regular: [PathParser.parse("M0 0L1 1L2 2Z")]),
                       "its path 1 has 3 points, Regular's has 4")
        XCTAssertEqual(SymbolDesignedWeights.firstDifference([line], regular: [curve]),
                       "point 2 of its path 1 is drawn with L, Regular's with C")
    }
}
