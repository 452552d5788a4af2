import Foundation
@testable import IconForgeKit
import XCTest

/// What the plan fingerprints an asset by, and the claims' key made of it, are the texts builds
/// before recorded: made once per entry and hashed field by field now, they must not change, or
/// every project's first build after an update would render (or claim) everything again.
final class PlanFingerprintTests: XCTestCase {
    private let manifest = """
    outputs:
      - xcassets: Assets/Icons.xcassets
      - android: Assets/res
    icons:
      - source: art/*.svg
        selected-suffix: -on
        padding: 3
      - source: more/*.svg
        group: tabs
      - source: sym/s.svg
        symbol: true
    """

    private func plan() throws -> (manifest: Manifest, assets: [PlannedAsset]) {
        let fixture = try PipelineFixture(self)
        for (index, name) in ["art/home.svg", "art/home-on.svg", "art/star.svg", "more/a.svg", "more/b.svg", "sym/s.svg"].enumerated() {
            try fixture.write(PipelineFixture.svg(index), to: name)
        }
        let manifest = try fixture.manifest(manifest)
        return (manifest, try BuildPlan.assets(of: manifest))
    }

    func testEveryAssetOfAnEntryHasItsOptionsTextAsBefore() throws {
        let (_, assets) = try plan()
        XCTAssertEqual(assets.map(\.id), ["icons/home", "icons/star", "icons/tabs/a", "icons/tabs/b", "icons/s"])
        let selected = try XCTUnwrap(assets[0].selected)
        XCTAssertEqual(assets[0].optionsText, "icon;size=30.0x30.0;scales=[1, 2, 3];padding=3.0;group=;selected=\(selected.sha256)")
        XCTAssertEqual(assets[1].optionsText, "icon;size=30.0x30.0;scales=[1, 2, 3];padding=3.0;group=")
        XCTAssertEqual(assets[2].optionsText, "icon;size=30.0x30.0;scales=[1, 2, 3];padding=0.0;group=tabs")
        XCTAssertEqual(assets[3].optionsText, assets[2].optionsText)
        XCTAssertEqual(assets[4].optionsText, "icon;size=30.0x30.0;scales=[1, 2, 3];padding=0.0;group=;symbol")
    }

    /// The key, hashed field by field, is the digest of the lines the key was made of before.
    func testTheClaimsKeyIsTheDigestOfItsLines() throws {
        let (manifest, assets) = try plan()
        let builder = PipelineBuilder(manifest: manifest, rasterizer: LibrsvgRasterizer())
        for declared in manifest.outputs {
            let output = try BuildOutput(format: declared.format, path: declared.path, root: manifest.resolve(declared.path),
                                         options: declared.options)
            var text = "claims\n\(output.optionsKey)\n"
            for asset in assets {
                text += "\(asset.line):\(asset.source)\t\(asset.id)\t\(asset.sourceHash)\t\(asset.optionsText.count):\(asset.optionsText)\n"
            }
            XCTAssertEqual(builder.claimsKey(assets, in: output), SHA256.hex(text), declared.path)
        }
    }

    /// An asset's options hash in an output, with and without its preview, is the digest of the text it was.
    func testTheOptionsHashIsTheDigestOfItsText() throws {
        let (manifest, assets) = try plan()
        let declared = manifest.outputs[1]
        let output = try BuildOutput(format: declared.format, path: declared.path, root: manifest.resolve(declared.path),
                                     options: declared.options)
        for asset in assets {
            XCTAssertEqual(asset.optionsHash(in: output), SHA256.hex("\(asset.optionsText);format=\(output.optionsKey)"))
            XCTAssertEqual(asset.optionsHash(in: output, preview: "../p/a.png;preview-1"),
                           SHA256.hex("\(asset.optionsText);format=\(output.optionsKey);preview=../p/a.png;preview-1"))
        }
    }

    /// A contact sheet page's fingerprint is the digest of its lines: the layout, which page of
    /// how many (for more than one), and a line per asset, `- ` before one left out.
    func testASheetPagesFingerprintIsTheDigestOfItsLines() {
        let lines = (0 ..< 7).map { "icons/i\($0) \(SHA256.hex("s\($0)")) \(SHA256.hex("o"))" }
        var sheet = PipelineBuilder.SheetPlan(url: URL(fileURLWithPath: "/p/Sheet.png"), relativePath: "../p/Sheet.png",
                                              layout: "sheet-3;platform=android", lines: lines)
        sheet.pageSize = 3
        XCTAssertEqual(sheet.fingerprint(ofPage: 1, leaving: [4]),
                       SHA256.hex(["sheet-3;platform=android", "page 2 of 3", lines[3], "- " + lines[4], lines[5]].joined(separator: "\n")))
        sheet.pageSize = 10
        XCTAssertEqual(sheet.fingerprint(ofPage: 0), SHA256.hex((["sheet-3;platform=android"] + lines).joined(separator: "\n")))
    }
}
