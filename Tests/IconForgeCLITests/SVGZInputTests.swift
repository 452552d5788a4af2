import Foundation
import IconForgeKit
import XCTest

/// Gzip-compressed SVG (`.svgz`) renders exactly like the plain file.
final class SVGZInputTests: XCTestCase {
    func testGzippedTemplateRendersLikeTheTemplate() throws {
        let folder = try makeTemporaryFolder(self)
        try gzip(Data(contentsOf: repositoryRoot.appendingPathComponent("Templates/favorites.svg")),
                 to: folder.appendingPathComponent("favorites.svgz"))

        let run = try CLI.run(["icon", "favorites.svgz", "--format", "png", "--out", "zipped", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try CLI.run(["icon", "favorites", "--format", "png", "--out", "plain", "--no-preview"], in: folder).status, 0)
        for file in ["favorites.png", "favorites@2x.png", "favorites@3x.png"] {
            let zipped = try decodePNG("zipped/\(file)", in: folder).image
            XCTAssertEqual(zipped, try decodePNG("plain/\(file)", in: folder).image, file)
            XCTAssertGreaterThan(zipped.alphaPlane.inkPixelCount, 0, file)
        }
    }
}
