import Foundation
@testable import IconForgeKit
import XCTest

/// The byte-level asset name for ASCII paths follows the same rules as the scalar-by-scalar one.
final class AssetNameASCIITests: XCTestCase {
    func testEveryASCIIEdgeNamesLikeTheUnicodePath() {
        let cases = [
            "art/docs.svg", "Logo.SVG", "tab.Svgz", "icon.svg.svg", "notes.txt", "star@2x.svg", "star@0x.svg",
            "star@2x@3x.svg", "@2x.svg", ".hidden.svg", ".svg", "  .svg", "a:b*c?.svg", "tab\u{7}bell.svg",
            "\ttabbed.svg", " . x .svg", "x . .svg", "..svg", "a/b/", "/", "", "a\\b|c<d>e\"f.svg", "del\u{7F}.svg",
            "dir.svg/name.SVGZ", "trail \t.svg", "...", "s@9x", "s@Ax.svg", "UPPER@3X.svg",
        ]
        for path in cases {
            XCTAssertEqual(IconSource.asciiAssetName(for: path), IconSource.unicodeAssetName(for: path), "\(path.debugDescription)")
        }
        XCTAssertNil(IconSource.asciiAssetName(for: "café.svg"), "non-ASCII takes the scalar path")
    }

    func testRandomASCIINamesAgree() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09 ._-@x/\\:*?\"<>|\t\u{1}\u{7F}svgSVGz")
        for _ in 0 ..< 5000 {
            let path = String((0 ..< Int.random(in: 0 ... 12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            XCTAssertEqual(IconSource.asciiAssetName(for: path), IconSource.unicodeAssetName(for: path), "\(path.debugDescription)")
        }
    }
}
