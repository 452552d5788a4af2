import Foundation
import XCTest

/// Every name whose final file or folder fits in 255 bytes can be written: the temporary
/// name used on the way is never what fails.
final class LongFileNameTests: XCTestCase {
    /// Lengths whose longest output name (`<name>-preview.png`, 12 bytes more) still fits.
    let lengths = [215, 230, 243]

    func testLongIconNamesAreWrittenIntoACatalogAndAPNGFolder() throws {
        let folder = try makeTemporaryFolder(self)
        for length in lengths {
            let name = String(repeating: "n", count: length - 1) + "\(length % 10)"
            try write(discSVG, to: "\(name).svg", in: folder)
            for format in ["xcassets", "png"] {
                let run = try CLI.run(["icon", "\(name).svg", "--format", format, "--out", "out-\(format)", "-q"], in: folder)
                XCTAssertEqual(run.status, 0, "\(length) bytes, \(format): \(run.stderr)")
            }
            let imageset = folder.appendingPathComponent("out-xcassets/\(name).imageset")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: imageset.path).sorted(),
                           ["Contents.json", "\(name).png", "\(name)@2x.png", "\(name)@3x.png"])
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out-png/\(name)@3x.png").path))
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("iconforge-previews/\(name)-preview.png").path))
        }
        XCTAssertFalse(try relativeFiles(in: folder).contains { $0.contains(".iconforge-tmp-") })
    }

    func testLongNamesBuildFromAManifestAndRebuildInPlace() throws {
        let folder = try makeTemporaryFolder(self)
        let name = String(repeating: "m", count: 240)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try write(discSVG, to: "art/\(name).svg", in: folder)
        try write("outputs:\n  - xcassets: A.xcassets\n  - png: P\nicons:\n  - source: art/*.svg\n", to: "iconforge.yml", in: folder)
        let first = try CLI.run(["build"], in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        // A changed source replaces the image set folder: a folder swap through a temporary name.
        try write(discSVG.replacingOccurrences(of: "r=\"9\"", with: "r=\"7\""), to: "art/\(name).svg", in: folder)
        let second = try CLI.run(["build", "--json"], in: folder)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(try buildCounts(second)["built"], 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("A.xcassets/\(name).imageset/\(name)@3x.png").path))
        XCTAssertFalse(try relativeFiles(in: folder).contains { $0.contains(".iconforge-tmp-") })
    }
}
