@testable import IconForgeKit
import Foundation
import XCTest

/// A symbol's preview, drawn where it is rendered: Regular in the tab bars, and Ultralight,
/// Regular and Black side by side in the drawn tile, their ink growing left to right.
final class SymbolPreviewTests: XCTestCase {
    static let svg = Data("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" \
        stroke-linejoin="round"><path d="M3 10 12 3l9 7v11H3z"/><path d="M9 21v-7h6v7"/></svg>
        """.utf8)

    func testTheRenderDrawsTheWeightsIntoThePreview() throws {
        let targets = [30, 60, 90].map { RenderTarget(width: $0, height: $0, padding: 0) }
        let request = RenderRequest(svg: Self.svg, targets: targets,
                                    finishing: RenderFinishing(preview: .init(title: "house", targets: [1: 0, 2: 1, 3: 2])),
                                    symbol: SymbolOptions(name: "house"))
        let result = try LibrsvgRasterizer().render(request)
        let regular = try LibrsvgRasterizer().render(RenderRequest(
            svg: try SymbolTemplate.weightDrawings(svg: Self.svg, options: SymbolOptions(name: "house"))[1], targets: targets)).images
        // Each weight unselected in the bar's grey beside itself selected in the tint.
        let weights = try SymbolTemplate.weightDrawings(svg: Self.svg, options: SymbolOptions(name: "house"), wholeInk: true).map {
            let drawn = try LibrsvgRasterizer().render(RenderRequest(svg: $0, targets: [targets[2]])).images[0]
            return try SymbolWeightPair.image(unselected: drawn, selected: drawn)
        }
        let preview = TabBarPreview(title: "house", renders: [1: regular[0], 2: regular[1], 3: regular[2]], weights: weights)
        XCTAssertEqual(try XCTUnwrap(result.preview), try preview.png())
        // Regular drawn is the icon drawn: the bars look as they would with the PNGs.
        XCTAssertLessThan(try XCTUnwrap(regular[2].alphaPlane.meanDifference(from: result.images[2].alphaPlane)), 1)

        // In the drawn tile, the three thirds hold growing ink.
        let layout = try XCTUnwrap(preview.layout)
        let sheet = try preview.render()
        let third: Int = layout.drawn.width / 3
        var ink = [0, 0, 0]
        for column in 0 ..< 3 {
            let left: Int = layout.drawn.x + column * third
            for y in layout.drawn.y ..< layout.drawn.y + layout.drawn.height {
                for x in left ..< left + third where sheet[x, y].red < 128 { ink[column] += 1 }
            }
        }
        XCTAssertLessThan(ink[0], ink[1])
        XCTAssertLessThan(ink[1], ink[2])
    }

    /// As `build` asks for it: a preview of the symbol from a canvas that makes none (the PNGs'),
    /// with the selected drawing, whose symbol (`.fill`) is drawn selected in the weights tile, in
    /// the tint beside each weight in grey, and in the bars' selected tab.
    func testASelectedDrawingIsDrawnSelectedInTheWeightsAndTheBars() throws {
        let filled = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M3 10 12 3l9 7v11H3z"/></svg>"#.utf8)
        let targets = [30, 60, 90].map { RenderTarget(width: $0, height: $0, padding: 0) }
        let options = SymbolOptions(name: "house")
        func preview(selected: Data?) throws -> Data {
            let request = RenderRequest(svg: Self.svg, targets: targets, finishing: RenderFinishing(preview: .init(
                title: "house", targets: [1: 0, 2: 1, 3: 2], symbol: options, selectedSymbol: selected)))
            return try XCTUnwrap(try LibrsvgRasterizer().render(request).preview)
        }
        let rasterizer = LibrsvgRasterizer()
        let regular = try rasterizer.render(RenderRequest(svg: try SymbolTemplate.weightDrawings(svg: Self.svg, options: options)[1],
                                                          targets: targets)).images
        let selected = try rasterizer.render(RenderRequest(svg: try SymbolTemplate.weightDrawings(svg: filled, options: options)[1],
                                                           targets: [targets[0]])).images[0]
        let weights = try zip(SymbolTemplate.weightDrawings(svg: Self.svg, options: options, wholeInk: true),
                              SymbolTemplate.weightDrawings(svg: filled, options: options, wholeInk: true)).map { icon, fill in
            try SymbolWeightPair.image(unselected: rasterizer.render(RenderRequest(svg: icon, targets: [targets[2]])).images[0],
                                       selected: rasterizer.render(RenderRequest(svg: fill, targets: [targets[2]])).images[0])
        }
        let expected = TabBarPreview(title: "house", renders: [1: regular[0], 2: regular[1], 3: regular[2]], weights: weights,
                                     selected: selected.alphaPlane)
        XCTAssertEqual(try preview(selected: filled), try expected.png())
        XCTAssertNotEqual(try preview(selected: filled), try preview(selected: nil))

        // The tile holds grey and tint ink, and more tint than grey: the filled house is selected.
        let layout = try XCTUnwrap(expected.layout), sheet = try expected.render()
        var grey = 0, tint = 0
        for y in layout.drawn.y ..< layout.drawn.y + layout.drawn.height {
            for x in layout.drawn.x ..< layout.drawn.x + layout.drawn.width {
                let pixel = sheet[x, y]
                if pixel.blue > 200, pixel.red < 60 { tint += 1 }
                if pixel.red < 200, abs(Int(pixel.red) - Int(pixel.blue)) < 8 { grey += 1 }
            }
        }
        XCTAssertGreaterThan(grey, 0)
        XCTAssertGreaterThan(tint, grey)
    }

    /// The icon's designer weights are the icon's: its `.fill` is drawn without them, so a pair
    /// with a designer's Ultralight still shows the weights (the fill's points differ from them).
    func testAPairWithADesignersWeightShowsTheWeightsWithTheFillDerived() throws {
        let filled = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M3 10 12 3l9 7v11H3z"/></svg>"#.utf8)
        let thin = Data(String(decoding: Self.svg, as: UTF8.self).replacingOccurrences(of: #"stroke-width="2""#,
                                                                                      with: #"stroke-width="0.5""#).utf8)
        let targets = [30, 60, 90].map { RenderTarget(width: $0, height: $0, padding: 0) }
        var options = SymbolOptions(name: "house")
        options.ultralightDrawing = thin
        let request = RenderRequest(svg: Self.svg, targets: targets, finishing: RenderFinishing(preview: .init(
            title: "house", targets: [1: 0, 2: 1, 3: 2], symbol: options, selectedSymbol: filled)))
        let rasterizer = LibrsvgRasterizer()
        let regular = try rasterizer.render(RenderRequest(svg: try SymbolTemplate.weightDrawings(svg: Self.svg, options: options)[1],
                                                          targets: targets)).images
        let plain = SymbolOptions(name: "house")
        let selected = try rasterizer.render(RenderRequest(svg: try SymbolTemplate.weightDrawings(svg: filled, options: plain)[1],
                                                           targets: [targets[0]])).images[0]
        let weights = try zip(SymbolTemplate.weightDrawings(svg: Self.svg, options: options, wholeInk: true),
                              SymbolTemplate.weightDrawings(svg: filled, options: plain, wholeInk: true)).map { icon, fill in
            try SymbolWeightPair.image(unselected: rasterizer.render(RenderRequest(svg: icon, targets: [targets[2]])).images[0],
                                       selected: rasterizer.render(RenderRequest(svg: fill, targets: [targets[2]])).images[0])
        }
        let expected = TabBarPreview(title: "house", renders: [1: regular[0], 2: regular[1], 3: regular[2]], weights: weights,
                                     selected: selected.alphaPlane)
        XCTAssertEqual(try XCTUnwrap(try rasterizer.render(request).preview), try expected.png())
    }

    func testAnIconsPreviewIsUnchangedWithoutASymbol() throws {
        let targets = [30, 60].map { RenderTarget(width: $0, height: $0, padding: 0) }
        let request = RenderRequest(svg: Self.svg, targets: targets,
                                    finishing: RenderFinishing(preview: .init(title: "house", targets: [1: 0, 2: 1])))
        let result = try LibrsvgRasterizer().render(request)
        XCTAssertEqual(try XCTUnwrap(result.preview),
                       try TabBarPreview(title: "house", renders: [1: result.images[0], 2: result.images[1]]).png())
    }
}
