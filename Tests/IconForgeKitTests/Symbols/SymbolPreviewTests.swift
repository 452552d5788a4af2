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
        let weights = try SymbolTemplate.weightDrawings(svg: Self.svg, options: SymbolOptions(name: "house"), wholeInk: true).map {
            try LibrsvgRasterizer().render(RenderRequest(svg: $0, targets: [targets[2]])).images[0]
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

    func testAnIconsPreviewIsUnchangedWithoutASymbol() throws {
        let targets = [30, 60].map { RenderTarget(width: $0, height: $0, padding: 0) }
        let request = RenderRequest(svg: Self.svg, targets: targets,
                                    finishing: RenderFinishing(preview: .init(title: "house", targets: [1: 0, 2: 1])))
        let result = try LibrsvgRasterizer().render(request)
        XCTAssertEqual(try XCTUnwrap(result.preview),
                       try TabBarPreview(title: "house", renders: [1: result.images[0], 2: result.images[1]]).png())
    }
}
