import Foundation
import IconForgeKit
import XCTest

/// Android tab icons follow the same rules as the iOS builder: one error line under --strict,
/// no silent overwrite of a name, no crash on a short render, and a preview taken back when
/// the resources cannot be written.
final class AndroidIconBuilderTests: XCTestCase {
    private let redBlock = svg(##"<rect x="-10" width="50" height="30" fill="#f00"/>"##)
    private let disc = svg(#"<circle cx="15" cy="15" r="9"/>"#)

    func testStrictFailureNamesEveryWarningOnOneLineAndWritesNothing() throws {
        let folder = try makeTemporaryFolder(self)
        let res = AndroidResources(root: folder.appendingPathComponent("res"))
        let builder = IconBuilder(options: IconOptions(), format: res, previewFolder: PreviewPlacement.folder(in: folder), strict: true)
        let outcome = try XCTUnwrap(builder.build([source("block", redBlock)]).first)
        let error = try XCTUnwrap(outcome.error?.description)
        XCTAssertTrue(error.hasPrefix("opaque background: "), error)
        XCTAssertTrue(error.contains("; colour discarded: ") && error.contains("; clipped: "), error)
        XCTAssertTrue(error.hasSuffix(" (--strict)") && !error.contains("\n"), error)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testALaterSourceWithTheSameResourceNameFailsAndTheFirstIsKept() throws {
        let res = try makeTemporaryFolder(self).appendingPathComponent("res")
        let builder = IconBuilder(options: IconOptions(width: 24, height: 24), format: try AndroidResources(
            root: res, options: FormatOptions(["state-list": .init("false", origin: .option("--no-state-list"))])))
        let outcomes = builder.build([
            IconSource(displayName: "a/My Home.svg", name: "My Home", data: Data(disc.utf8)),
            IconSource(displayName: "b/my_home.svg", name: "my_home", data: Data(redBlock.utf8)),
        ])
        XCTAssertNil(outcomes[0].error)
        XCTAssertEqual(outcomes[1].error?.description, "another input (a/My Home.svg) also becomes 'ic_tab_my_home'; rename one of them")
        let written = try PNGDecoder.decode(contentsOf: res.appendingPathComponent("drawable-mdpi/ic_tab_my_home.png"))
        XCTAssertEqual(written.image.alphaPlane, try renderAlpha(disc, width: 24, height: 24))
    }

    func testARasterizerReturningTooFewImagesFailsTheIconInsteadOfCrashing() throws {
        struct Short: Rasterizer {
            func render(_ request: RenderRequest) throws -> RenderResult {
                RenderResult(images: [RGBAImage(width: 24, height: 24)], documentWidth: 30, documentHeight: 30, clippedFraction: 0)
            }
        }
        let builder = IconBuilder(options: IconOptions(width: 24, height: 24),
                                  format: AndroidResources(root: try makeTemporaryFolder(self)), rasterizer: Short())
        let outcome = try XCTUnwrap(builder.build([source("a", disc)]).first)
        XCTAssertEqual(outcome.error?.description, "rendering failed: expected 5 images, got 1")
        let unrendered = RenderedAsset(name: "a", kind: .tabIcon, scales: [1], parts: [.init(images: [:])])
        XCTAssertThrowsError(try AndroidResources(root: URL(fileURLWithPath: "/nonexistent")).encodedFiles(of: unrendered))
    }

    func testResourcesThatCannotBeWrittenWriteNoPreviewAndNoOtherDensity() throws {
        let folder = try makeTemporaryFolder(self)
        let res = folder.appendingPathComponent("res")
        try FileManager.default.createDirectory(at: res, withIntermediateDirectories: true)
        try Data("a file where a folder goes".utf8).write(to: res.appendingPathComponent("drawable-xhdpi"))
        let builder = IconBuilder(options: IconOptions(), format: AndroidResources(root: res),
                                  previewFolder: folder.appendingPathComponent("Previews"))
        let outcome = try XCTUnwrap(builder.build([source("disc", disc)]).first)
        XCTAssertEqual(outcome.error?.path, res.appendingPathComponent("drawable-xhdpi/ic_tab_disc.png").path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Previews").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: res.path), ["drawable-xhdpi"])
    }

    private func source(_ name: String, _ text: String) -> IconSource {
        IconSource(displayName: "\(name).svg", name: name, data: Data(text.utf8))
    }
}
