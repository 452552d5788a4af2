import IconForgeKit
import XCTest

final class ButtonPaletteTests: XCTestCase {
    func testDerivedStrokeForTheTutorialGreenMatchesItsDrawnOutline() {
        let stroke = ButtonPalette.derivedStroke(for: RGBA(0, 189, 0))
        XCTAssertLessThanOrEqual(stroke.maximumChannelDifference(from: RGBA(63, 118, 83)), 6, stroke.hex)
    }

    func testDerivedStrokeIsADarkerGreyerShadeOfRedAndBlue() {
        for base in [RGBA(255, 0, 0), RGBA(0, 0, 255), RGBA(0, 189, 0)] {
            let stroke = ButtonPalette.derivedStroke(for: base)
            // Darker: a lower HSV value (brightest channel).
            XCTAssertLessThan(max(stroke.red, stroke.green, stroke.blue), max(base.red, base.green, base.blue),
                              "\(base.hex) -> \(stroke.hex)")
            XCTAssertLessThan(chroma(stroke), chroma(base) / 2, "\(base.hex) -> \(stroke.hex)")
            // Still recognisably the same hue: the base's strongest channel stays strongest.
            XCTAssertEqual(strongest(stroke), strongest(base), "\(base.hex) -> \(stroke.hex)")
        }
    }

    func testGlareLightensTowardsTheTopWithAHardMiddleStep() {
        let base = RGBA(0, 189, 0)
        let glare = ButtonPalette(fill: base).glare
        XCTAssertGreaterThanOrEqual(glare.count, 3)
        XCTAssertEqual(glare.map(\.offset), glare.map(\.offset).sorted())
        XCTAssertGreaterThan(luma(glare.first!.color), luma(glare.last!.color))
        XCTAssertTrue(glare.contains { $0.offset > 0 && $0.offset < 1 })
        XCTAssertTrue(glare.allSatisfy { $0.color.alpha == 255 })
        XCTAssertTrue(glare.contains { $0.color == base })
    }

    func testHighlightedIsDarkerOrTheGivenColourAndDisabledIsFadedButOpaque() {
        let options = ButtonOptions(color: RGBA(255, 0, 0))
        XCTAssertLessThan(luma(options.palette(for: .highlighted).fill), luma(options.palette(for: .normal).fill))
        let disabled = options.palette(for: .disabled)
        XCTAssertGreaterThan(luma(disabled.fill), luma(options.palette(for: .normal).fill))
        XCTAssertTrue(([disabled.fill, disabled.stroke] + disabled.glare.map(\.color)).allSatisfy { $0.alpha == 255 })

        var tutorial = options
        tutorial.highlightColor = RGBA(0, 0, 255)
        XCTAssertEqual(tutorial.palette(for: .highlighted).fill, RGBA(0, 0, 255))
        XCTAssertEqual(tutorial.palette(for: .highlighted).stroke, ButtonPalette.derivedStroke(for: RGBA(0, 0, 255)))
    }

    func testAnExplicitStrokeColourIsUsedForNormalAndHighlighted() {
        let options = ButtonOptions(color: RGBA(0, 189, 0), strokeColor: RGBA(1, 2, 3))
        XCTAssertEqual(options.palette(for: .normal).stroke, RGBA(1, 2, 3))
        XCTAssertEqual(options.palette(for: .highlighted).stroke, RGBA(1, 2, 3))
    }

    func testDefaultNameIsButtonAndTheHexDigits() {
        XCTAssertEqual(ButtonOptions(color: RGBA(0, 189, 0)).name, "button-00bd00")
    }

    private func luma(_ c: RGBA) -> Double { 0.299 * Double(c.red) + 0.587 * Double(c.green) + 0.114 * Double(c.blue) }
    private func chroma(_ c: RGBA) -> Double {
        Double(max(c.red, c.green, c.blue)) - Double(min(c.red, c.green, c.blue))
    }
    private func strongest(_ c: RGBA) -> Int { [c.red, c.green, c.blue].enumerated().max { $0.1 < $1.1 }!.0 }
}
