import Foundation
import IconForgeKit
import XCTest

/// Names and titles far longer than any tab or button are shortened to fit, not measured
/// one character at a time.
final class LongNameTests: XCTestCase {
    let long = String(repeating: "x", count: 100_000)

    func testAHundredThousandCharacterIconNameFailsAloneAndTheOtherIconsBuild() throws {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try write(discSVG, to: "art/disc.svg", in: folder)
        try write("outputs:\n  - xcassets: App.xcassets\nicons:\n  - source: art/disc.svg\n    name: \(long)\n  - template: docs\n",
                  to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1)
        let errors = run.errorLines.filter { $0.hasPrefix("iconforge: error: ") }
        XCTAssertEqual(errors.count, 1, run.stderr.prefix(500).description)
        XCTAssertTrue(errors.first?.contains("xxxxxxxx…xxxx") == true, errors.first ?? "")
        XCTAssertLessThan(errors.first?.count ?? .max, 400)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App.xcassets/docs.imageset/docs@2x.png").path))
    }

    func testAHundredThousandCharacterButtonTitleIsShortenedInThePreview() throws {
        let folder = try makeTemporaryFolder(self)
        let short = try CLI.run(["button", "--color", "00bd00", "--name", "short"], in: folder)
        XCTAssertEqual(short.status, 0, short.stderr)
        let run = try CLI.run(["button", "--color", "00bd00", "--name", "long", "--title", long], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let shortPreview = try decodePNG("iconforge-previews/short-preview.png", in: folder)
        let longPreview = try decodePNG("iconforge-previews/long-preview.png", in: folder)
        XCTAssertEqual([longPreview.width, longPreview.height], [shortPreview.width, shortPreview.height])
    }
}
