import IconForgeKit
import XCTest

final class ButtonRenderingTests: XCTestCase {
    private func builder(_ geometry: ButtonGeometry = ButtonGeometry(), color: RGBA = RGBA(0, 189, 0)) throws -> ButtonBuilder {
        ButtonBuilder(options: ButtonOptions(geometry: geometry, color: color), template: try ButtonTemplate.bundled(),
                      rasterizer: LibrsvgRasterizer())
    }

    /// Mean absolute difference over every channel of every pixel, in 0...255 units.
    private func meanDifference(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        let total = zip(a.pixels, b.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        return Double(total) / Double(a.pixels.count)
    }

    func testCompactImageStretchedToTheTableFrameMatchesADirectRender() throws {
        let compact = try builder(ButtonGeometry(height: 44))
        let direct = try builder(ButtonGeometry(height: 44, width: 300))
        for scale in [1.0, 2.0, 3.0] {
            let (image, layout) = try compact.render(.normal, scale: scale)
            let stretched = image.stretched(insets: layout.insets, toWidth: Int(300 * scale), height: Int(44 * scale))
            let reference = try direct.render(.normal, scale: scale).image
            XCTAssertLessThan(meanDifference(stretched, reference), 1, "\(scale)x")
        }
    }

    func testButtonIsOpaqueExceptItsAntialiasedCorners() throws {
        for geometry in [ButtonGeometry(), ButtonGeometry(height: 40, width: 90), ButtonGeometry(stretch: .both)] {
            for scale in [1.0, 1.5, 2.0, 3.0] {
                let image = try builder(geometry).render(.normal, scale: scale).image
                let corner = Int((geometry.cornerRadius * scale).rounded(.up)) + 1
                for y in 0 ..< image.height {
                    for x in 0 ..< image.width {
                        let nearCorner = (x < corner || x >= image.width - corner) && (y < corner || y >= image.height - corner)
                        if !nearCorner && image[x, y].alpha != 255 {
                            return XCTFail("\(scale)x pixel \(x),\(y) has alpha \(image[x, y].alpha)")
                        }
                    }
                }
                XCTAssertEqual(image[0, 0].alpha, 0, "the corner outside the rounding is transparent")
            }
        }
    }

    func testTheFillIsTheBaseColourBelowTheGlareAndTheOutlineIsDarker() throws {
        let image = try builder().render(.normal, scale: 1).image
        let lower = image[11, 25]
        XCTAssertLessThanOrEqual(lower.maximumChannelDifference(from: RGBA(0, 189, 0)), 12, lower.hex)
        XCTAssertGreaterThan(Int(image[11, 3].red), 60, "the top is lightened by the glare")
        let edge = image[11, 39]
        XCTAssertLessThan(Int(edge.green), Int(lower.green), "outline on the bottom edge: \(edge.hex)")
        XCTAssertGreaterThan(Int(edge.blue), 0, "outline leans grey: \(edge.hex)")
    }

    func testRenderingIsDeterministic() throws {
        let first = try builder().render(.highlighted, scale: 2).image
        let second = try builder().render(.highlighted, scale: 2).image
        XCTAssertEqual(try PNGEncoder.encode(first), try PNGEncoder.encode(second))
    }

    func testTemplateEscapesEveryXMLSpecialCharacter() throws {
        let template = try ButtonTemplate(text: "<a b=\"{{v}}\">{{v}}</a>", displayName: "test")
        let out = template.render(["v": "<&\"'>"])
        XCTAssertEqual(out, "<a b=\"&lt;&amp;&quot;&#39;&gt;\">&lt;&amp;&quot;&#39;&gt;</a>")
    }

    func testTemplateReceivesPixelGeometryAndEveryStop() throws {
        let template = try ButtonTemplate(text: "{{width}}x{{height}} r{{radius}} s{{strokeWidth}} {{fill}} {{stroke}}"
            + "{{#stops}} {{offset}}:{{color}}{{/stops}}", displayName: "test")
        let layout = ButtonGeometry().layout(scale: 2)
        let palette = ButtonPalette(fill: RGBA(0, 189, 0))
        let text = String(decoding: template.svg(for: layout, geometry: ButtonGeometry(), palette: palette), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("46x80 r20 s1 #00bd00 #3f7653"), text)
        XCTAssertEqual(text.components(separatedBy: ":#").count - 1, palette.glare.count, text)
    }

    func testAnUnrenderableTemplateFailsWithAReason() throws {
        let broken = try ButtonTemplate(text: "<svg width=\"{{width}}\"", displayName: "broken.svg")
        let builder = ButtonBuilder(options: ButtonOptions(color: RGBA(0, 189, 0)), template: broken,
                                    rasterizer: LibrsvgRasterizer())
        XCTAssertThrowsError(try builder.render(.normal, scale: 1)) { error in
            XCTAssertTrue(String(describing: error).contains("SVG"), String(describing: error))
        }
        XCTAssertThrowsError(try ButtonTemplate(text: "{{#stops}}", displayName: "x"))
    }
}
