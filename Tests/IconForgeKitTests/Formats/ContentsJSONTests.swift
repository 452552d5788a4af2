import Foundation
import IconForgeKit
import XCTest

/// The exact `Contents.json` text an icon build writes, against Goldens/Contents/.
final class ContentsJSONTests: XCTestCase {
    func testIconImagesetAndCatalogRootContentsMatchGoldens() throws {
        let catalog = try makeTemporaryFolder(self).appendingPathComponent("Icons.xcassets")
        let builder = IconBuilder(options: IconOptions(), format: XcodeCatalog(root: catalog))
        let template = try XCTUnwrap(TemplateLibrary.named("docs"))
        let source = IconSource(displayName: "docs.svg", name: "docs", data: template.data)
        let outcome = try XCTUnwrap(builder.build([source]).first)
        XCTAssertNil(outcome.error)

        let imageset = try String(contentsOf: catalog.appendingPathComponent("docs.imageset/Contents.json"), encoding: .utf8)
        try Golden.assertText(imageset, matches: "Contents/docs.imageset.json")
        let root = try String(contentsOf: catalog.appendingPathComponent("Contents.json"), encoding: .utf8)
        try Golden.assertText(root, matches: "Contents/catalog.json")
    }

    func testImagesetContentsListOnlyTheScalesWrittenInScaleOrder() {
        let set = ImageSet(name: "a", images: [
            .init(scale: 3, filename: "a@3x.png", data: Data()),
            .init(scale: 2, filename: "a@2x.png", data: Data()),
        ])
        XCTAssertEqual(set.contents.xcodeText, """
        {
          "images" : [
            {
              "filename" : "a@2x.png",
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "filename" : "a@3x.png",
              "idiom" : "universal",
              "scale" : "3x"
            }
          ],
          "info" : {
            "author" : "iconforge",
            "version" : 1
          }
        }

        """)
    }
}
