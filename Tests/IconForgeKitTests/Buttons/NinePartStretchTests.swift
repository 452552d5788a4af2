import IconForgeKit
import XCTest

/// A 9-part button image stretched to any size looks like the template drawn at that size.
final class NinePartStretchTests: XCTestCase {
    /// Mean absolute difference per channel, 0...255.
    func meanDifference(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        Double(zip(a.pixels, b.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }) / Double(a.pixels.count)
    }

    func check(width: Double, height: Double, file: StaticString = #filePath, line: UInt = #line) throws {
        let template = try ButtonTemplate.bundled()
        let compact = ButtonBuilder(options: ButtonOptions(geometry: ButtonGeometry(stretch: .both), color: RGBA(0x33, 0x66, 0xcc)),
                                    template: template, rasterizer: LibrsvgRasterizer())
        var direct = compact
        direct.options.geometry = ButtonGeometry(height: height, width: width, stretch: .both)
        for state in ButtonState.allCases {
            for scale in [1.0, 2.0, 3.0, 1.5] {
                let small = try compact.render(state, scale: scale)
                let large = try direct.render(state, scale: scale).image
                let stretched = small.image.stretched(insets: small.layout.insets, toWidth: large.width, height: large.height)
                XCTAssertLessThan(meanDifference(stretched, large), 1, "\(state) at \(scale)x, \(width)x\(height)",
                                  file: file, line: line)
            }
        }
    }

    func testStretchedTo300x88ItEqualsTheTemplateDrawnAt300x88() throws {
        try check(width: 300, height: 88)
    }

    func testStretchedTo120x60ItEqualsTheTemplateDrawnAt120x60() throws {
        try check(width: 120, height: 60)
    }

    func testAGlareRunningThroughTheMiddleRowsIsReportedForNinePartImages() throws {
        let text = String(decoding: try XCTUnwrap(TemplateLibrary.named("button.svg")).data, as: UTF8.self)
            .replacingOccurrences(of: #"y2="{{glareHeight}}""#, with: #"y2="{{height}}""#)
        let warnings = try ButtonLint.check(try ButtonTemplate(text: text, displayName: "tall-glare.svg"),
                                            geometry: ButtonGeometry(stretch: .both))
        XCTAssertEqual(warnings.map(\.kind), [.capsTooSmall])
        XCTAssertEqual(try ButtonLint.check(try ButtonTemplate(text: text, displayName: "tall-glare.svg")), [],
                       "a 3-part image only stretches sideways, so a full-height glare is fine")
    }
}
