@testable import IconForgeKit
import XCTest

/// What a symbol cannot hold is refused by name; what it draws differently is said in a
/// warning; numbers out of all proportion never reach the geometry.
final class SymbolRefusalTests: XCTestCase {
    private func refusal(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> SymbolError? {
        do {
            _ = try SymbolTemplate.make(svg: SymbolFixtures.icon(body))
            XCTFail("made a symbol of \(body)", file: file, line: line)
            return nil
        } catch let error as SymbolError {
            return error
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return nil
        }
    }

    func testTextImagesMasksAndFiltersAreRefusedByName() {
        let cases = [
            (#"<text x="2" y="20">A</text>"#, "<text>"),
            (#"<image href="a.png" width="4" height="4"/>"#, "<image>"),
            (#"<defs><mask id="m"><rect width="9" height="9" fill="white"/></mask></defs><path d="M2 2h20" mask="url(#m)"/>"#, "mask="),
            (#"<defs><filter id="f"/></defs><g style="filter: url(#f)"><path d="M2 2h20"/></g>"#, "filter="),
            (#"<defs><clipPath id="c"><rect width="9" height="9"/></clipPath></defs><path d="M2 2h20" clip-path="url(#c)"/>"#, "clip-path="),
            (#"<defs><marker id="k"/></defs><path d="M2 2h20" marker-end="url(#k)"/>"#, "marker-end="),
            (#"<path d="M2 2h20" stroke-dasharray="2 2"/>"#, "stroke-dasharray="),
            (#"<defs><pattern id="p" width="2" height="2"/></defs><rect width="9" height="9" fill="url(#p)"/>"#, "<pattern>"),
        ]
        for (body, named) in cases {
            guard case .unsupported(let element, _)? = refusal(body) else {
                XCTFail("\(body) not refused as unsupported")
                continue
            }
            XCTAssertTrue(element.contains(named), "\(element) should name \(named)")
        }
    }

    func testAGradientBecomesOneSolidInkWithAWarning() throws {
        let icon = SymbolFixtures.icon(#"<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><circle cx="12" cy="12" r="8" fill="url(#g)" stroke="none"/>"#)
        let output = try SymbolTemplate.make(svg: icon)
        XCTAssertEqual(output.warnings.map(\.kind), [.gradient])
        XCTAssertEqual(try SymbolFixtures.paths(of: .regular, in: SVGElement.parse(output.svg)).count, 1)
    }

    func testTranslucencyAndSeveralColoursAreWarnedAbout() throws {
        let icon = SymbolFixtures.icon(#"<path d="M2 2h20" stroke="red" stroke-opacity="0.5"/><path d="M2 8h20" stroke="blue"/>"#)
        XCTAssertEqual(Set(try SymbolTemplate.make(svg: icon).warnings.map(\.kind)), [.translucent, .colours])
    }

    func testHiddenAndUnpaintedShapesLeaveNoPath() throws {
        let icon = SymbolFixtures.icon(#"<path d="M2 2h20"/><path d="M2 6h20" visibility="hidden"/><g display="none"><path d="M2 9h20"/></g><path d="M2 12h20" stroke="none"/><path d="M2 15h20" stroke-opacity="0"/>"#)
        XCTAssertEqual(try SymbolFixtures.paths(of: .black, in: SVGElement.parse(SymbolTemplate.make(svg: icon).svg)).count, 1)
        XCTAssertEqual(refusal(#"<path d="M2 2h20" stroke="none"/>"#), .nothingToDraw)
    }

    func testNumbersOutOfAllProportionAreRefused() {
        XCTAssertEqual(refusal(#"<path d="M2 2L1e300 2"/>"#), .outOfRange("a coordinate of <path>"))
        XCTAssertEqual(refusal(#"<path d="M2 2h20" stroke-width="1e9"/>"#), .outOfRange("the stroke width of <path>"))
        XCTAssertEqual(refusal(#"<path d="M2 2h20" transform="scale(1e8)"/>"#), .outOfRange("the transform of <path>"))
        XCTAssertEqual(refusal(#"<path d="M2 2A1e9 1e9 0 0 1 4 4"/>"#), .outOfRange("a coordinate of <path>"))
    }

    func testAnEnormousDrawingIsRefusedAsTooComplex() {
        let path = "M0 0" + String(repeating: " c1 1 2 -1 3 0", count: 60_000)
        guard case .tooComplex? = refusal(#"<path d="\#(path)"/>"#) else { return XCTFail("not refused as too complex") }
    }

    /// Found by fuzzing: bytes that are not UTF-8 in an attribute name trapped Foundation's
    /// XML parser.
    func testBytesThatAreNotUTF8AreRefusedBeforeTheXMLParser() {
        var bytes = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewB"#.utf8)
        bytes += Data([0xE8, 0xE8, 0xE8, 0xE8])
        bytes += Data(#"ox="0 0 24 24"><path d="M2 2h20" stroke="black"/></svg>"#.utf8)
        XCTAssertThrowsError(try SymbolTemplate.make(svg: bytes)) { error in
            XCTAssertEqual(error as? SymbolError, .invalidXML("it is not UTF-8 text"))
        }
    }

    func testOptionsOutsideTheirRangeAreRefused() {
        XCTAssertThrowsError(try SymbolTemplate.make(svg: SymbolFixtures.house, options: SymbolOptions(blackStrokeScale: 0.5)))
        let squashed = SymbolOptions(symbolInsets: SymbolInsets(top: 12, left: 0, bottom: 12, right: 0))
        XCTAssertEqual(try? SymbolTemplate.make(svg: SymbolFixtures.house, options: squashed), nil)
        // A sliver of the canvas would scale the art up without bound.
        let sliver = SymbolOptions(symbolInsets: SymbolInsets(top: 11.999, left: 0, bottom: 12, right: 0))
        XCTAssertThrowsError(try SymbolTemplate.make(svg: SymbolFixtures.house, options: sliver)) { error in
            XCTAssertEqual("\(error)", "the symbol insets leave the art a box under 1/100 of the canvas")
        }
        let narrow = SymbolOptions(symbolInsets: SymbolInsets(top: 0, left: 2, bottom: 0, right: 2))
        XCTAssertNoThrow(try SymbolTemplate.make(svg: SymbolFixtures.house, options: narrow))
    }
}
