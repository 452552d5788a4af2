import Foundation
import IconForgeKit
import XCTest

/// Every bundled icon template, rendered as `iconforge icon` does, against its stored alpha
/// at 1x, 2x and 3x (Goldens/Templates/<name>@<scale>x.png).
final class TemplateGoldenTests: XCTestCase {
    func testEveryIconTemplateMatchesItsGoldenAlphaAtEachScale() throws {
        let templates = TemplateLibrary.icons
        XCTAssertEqual(templates.map(\.name),
                       ["contacts", "docs", "favorites", "history", "home", "more", "search", "settings"])
        let builder = IconBuilder(options: IconOptions(), format: PNGFolder(root: URL(fileURLWithPath: "/nonexistent")))
        for template in templates {
            let source = IconSource(displayName: template.fileName, name: template.name, data: template.data)
            let request = builder.request(for: source)
            let result = try LibrsvgRasterizer().render(request)
            // The files as the worker encodes them, decoded: what the bundle receives.
            let encodings = try XCTUnwrap(request.finishing?.encodings)
            XCTAssertEqual(encodings.count, 3)
            for (encoding, data) in zip(encodings, result.encoded) {
                let scale = request.targets[encoding.target].width / 30
                let image = try PNGDecoder.decode(data).image
                try Golden.assertAlpha(image.alphaPlane, matches: "Templates/\(template.name)@\(scale)x.png")
            }
        }
    }
}
