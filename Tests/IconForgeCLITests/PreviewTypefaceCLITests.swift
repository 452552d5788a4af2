import Foundation
import IconForgeKit
import XCTest

/// A preview's words are set in the built-in faces: the same pixels whatever fontconfig would
/// find, and fontconfig is never asked (a broken configuration would print its complaint).
final class PreviewTypefaceCLITests: XCTestCase {
    func testPreviewsDoNotDependOnTheInstalledFonts() throws {
        let folder = try makeTemporaryFolder(self)
        let noFonts = folder.appendingPathComponent("fonts.conf")
        try Data("<?xml version=\"1.0\"?><fontconfig></fontconfig>".utf8).write(to: noFonts)
        let broken = ["FONTCONFIG_FILE": noFonts.path, "FONTCONFIG_PATH": folder.appendingPathComponent("nowhere").path]
        var previews: [[String: [UInt8]]] = []
        for (index, environment) in [[:], broken].enumerated() {
            let out = "run\(index)"
            let icon = try CLI.run(["icon", "docs", "--out", "\(out)/Icons.xcassets", "--preview-dir", out], in: folder,
                                   environment: environment)
            XCTAssertEqual(icon.status, 0, icon.stderr)
            let button = try CLI.run(["button", "--color", "00bd00", "--out", "\(out)/Buttons.xcassets", "--preview-dir", out], in: folder,
                                     environment: environment)
            XCTAssertEqual(button.status, 0, button.stderr)
            XCTAssertEqual(icon.stderr + button.stderr, "", "fontconfig was asked")
            var decoded: [String: [UInt8]] = [:]
            for name in ["docs-preview.png", "button-00bd00-preview.png"] {
                decoded[name] = try PNGDecoder.decode(Data(contentsOf: folder.appendingPathComponent("\(out)/\(name)"))).image.pixels
            }
            previews.append(decoded)
        }
        XCTAssertEqual(previews[0].keys.sorted(), ["button-00bd00-preview.png", "docs-preview.png"])
        for (name, pixels) in previews[0] {
            XCTAssertTrue(pixels == previews[1][name], "\(name) changed with fontconfig's configuration")
        }
    }
}
