@testable import IconForgeKit
import XCTest

final class PixelFitTests: XCTestCase {
    /// A lucide-style 24-grid icon: a 2-unit square outline and a cross, all on whole units.
    static let gridIcon = svg(#"<path d="M4 4h16v16H4z M12 7v10 M7 12h10" fill="none" stroke="black" stroke-width="2"/>"#,
                              attributes: #"viewBox="0 0 24 24" width="24" height="24""#)

    func targets(_ side: Int = 30, scales: [Int] = [1, 2, 3], fit: FitMode = .pixel) -> [RenderTarget] {
        scales.map { IconOptions(width: Double(side), height: Double(side), fit: fit).target(scale: $0) }
    }

    func testA24GridOnThe30PointCanvasIs24_48And72PixelsCentredOnWholePixels() {
        let plan = PixelFit.plan(size: (24, 24), grid: Rect(x: 0, y: 0, width: 24, height: 24), targets: targets())
        XCTAssertNil(plan.fallback)
        XCTAssertEqual(plan.placements, [Rect(x: 3, y: 3, width: 24, height: 24), Rect(x: 6, y: 6, width: 48, height: 48),
                                         Rect(x: 9, y: 9, width: 72, height: 72)])
    }

    func testArtThatWouldShrinkBelowThreeQuartersFallsBackToTheAspectFitSayingWhy() throws {
        // 24 units on 36 px: 1 px per unit gives 24 px, 67% of the frame.
        let plan = PixelFit.plan(size: (24, 24), grid: Rect(x: 0, y: 0, width: 24, height: 24), targets: targets(36, scales: [1]))
        XCTAssertEqual(plan.placements, [Rect(x: 0, y: 0, width: 36, height: 36)])
        let reason = try XCTUnwrap(plan.fallback)
        XCTAssertTrue(reason.contains("67%") && reason.contains("75%") && reason.contains("36x36"), reason)
    }

    func testAGridLargerThanTheCanvasOrNoGridFallsBack() {
        let large = PixelFit.plan(size: (48, 48), grid: Rect(x: 0, y: 0, width: 48, height: 48), targets: targets(30, scales: [1]))
        XCTAssertEqual(large.fallback, "the 48x48 grid does not fit at 1 px per unit on the 30x30 canvas; drawn with the aspect fit")
        let none = PixelFit.plan(size: (24, 24), grid: nil, targets: targets())
        XCTAssertEqual(none.fallback, "the SVG has no whole-unit viewBox to align to")
    }

    func testOneScaleThatCannotAlignMakesEveryScaleUseTheAspectFit() {
        // 1x holds 24 px in 30; 1.5x (Android hdpi, 45 px) would get 24 px, 53%.
        let mixed = [IconOptions(fit: .pixel).target(scale: 1), IconOptions(fit: .pixel).target(pixelScale: 1.5)]
        let plan = PixelFit.plan(size: (24, 24), grid: Rect(x: 0, y: 0, width: 24, height: 24), targets: mixed)
        XCTAssertNotNil(plan.fallback)
        XCTAssertEqual(plan.placements[0].width, 30, "the same fit at every scale")
    }

    func testTheAspectFitNotesThatGridArtIsSoftAndWhatPixelFitWouldDo() throws {
        let soft = PixelFit.plan(size: (24, 24), grid: Rect(x: 0, y: 0, width: 24, height: 24), targets: targets(fit: .aspect))
        XCTAssertNil(soft.fallback)
        let note = try XCTUnwrap(soft.softGrid)
        XCTAssertTrue(note.contains("1.25 px") && note.contains("--fit pixel draws it at 24 px"), note)
        // 24 units on 48 px is 2 px per unit already: nothing to gain.
        XCTAssertNil(PixelFit.plan(size: (24, 24), grid: Rect(x: 0, y: 0, width: 24, height: 24), targets: targets(48, fit: .aspect)).softGrid)
    }

    func testAGridIsAViewBoxOfWholeUnitsInItsOwnAspectRatio() throws {
        XCTAssertEqual(try SVGDocument(data: Data(Self.gridIcon.utf8)).grid, Rect(x: 0, y: 0, width: 24, height: 24))
        XCTAssertNil(try SVGDocument(data: Data(svg("<rect width='5' height='5'/>", attributes: #"viewBox="0 0 23.5 24""#).utf8)).grid)
        XCTAssertNil(try SVGDocument(data: Data(svg("<rect width='5' height='5'/>", attributes: #"width="30" height="30""#).utf8)).grid)
        XCTAssertNil(try SVGDocument(data: Data(svg("<rect width='5' height='5'/>",
                                                    attributes: #"viewBox="0 0 24 24" width="48" height="24""#).utf8)).grid,
                     "stretched out of its aspect ratio")
    }

    func testPixelFitDrawsGridStrokesOnWholePixels() throws {
        let request = { (fit: FitMode) in RenderRequest(svg: Data(Self.gridIcon.utf8), targets: self.targets(scales: [1, 2], fit: fit)) }
        let pixel = try LibrsvgRasterizer().render(request(.pixel))
        let aspect = try LibrsvgRasterizer().render(request(.aspect))
        XCTAssertNil(pixel.fitFallback)
        for index in 0 ..< 2 {
            let crisp = pixel.images[index].alphaPlane.halfCoveredShare
            let soft = aspect.images[index].alphaPlane.halfCoveredShare
            XCTAssertLessThan(crisp, soft, "scale \(index + 1)")
        }
        // At 1x the outline's left stroke covers units 3..5 of the grid: pixels 6 and 7 (3 px inset), fully.
        let alpha = pixel.images[0].alphaPlane
        XCTAssertEqual(alpha.row(15)[5 ..< 9], [0, 255, 255, 0])
        XCTAssertEqual(aspect.softGrid.map { $0.contains("--fit pixel") }, true)
    }
}
