import Foundation
import IconForgeKit
import XCTest

/// One icon's fate in a build: written whole, or failed with one line and nothing written.
final class IconBuilderTests: XCTestCase {
    private let redBlock = svg(##"<rect x="-10" width="50" height="30" fill="#f00"/>"##)

    func testStrictFailureNamesEveryWarningOnOneLineAndWritesNothing() throws {
        let root = try makeTemporaryFolder(self).appendingPathComponent("out")
        let builder = IconBuilder(options: IconOptions(), format: PNGFolder(root: root), previewFolder: root.deletingLastPathComponent().appendingPathComponent("Previews"), strict: true)
        let outcome = try XCTUnwrap(builder.build([source("block", redBlock)]).first)
        let error = try XCTUnwrap(outcome.error?.description)
        for kind in ["opaque background", "colour discarded", "clipped", "(--strict)"] {
            XCTAssertTrue(error.contains(kind), error)
        }
        XCTAssertFalse(error.contains("\n"))
        XCTAssertEqual(outcome.files, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.path))
    }

    func testWarningsWithoutStrictStillWriteTheIcon() throws {
        let root = try makeTemporaryFolder(self)
        let builder = IconBuilder(options: IconOptions(scales: [2]), format: PNGFolder(root: root))
        let outcome = try XCTUnwrap(builder.build([source("block", redBlock)]).first)
        XCTAssertNil(outcome.error)
        XCTAssertEqual(outcome.warnings.map(\.kind), [.opaqueBackground, .colourDiscarded, .clipped])
        XCTAssertEqual(outcome.files.map(\.lastPathComponent), ["block@2x.png"])
    }

    func testALaterSourceWithTheSameAssetNameFailsAndTheFirstIsKept() throws {
        let root = try makeTemporaryFolder(self)
        let builder = IconBuilder(options: IconOptions(scales: [1]), format: PNGFolder(root: root))
        let docs = try XCTUnwrap(TemplateLibrary.named("docs")).data
        let outcomes = builder.build([
            IconSource(displayName: "a/docs.svg", name: "docs", data: docs),
            IconSource(displayName: "b/Docs.svg", name: "Docs", data: Data(redBlock.utf8)),
        ])
        XCTAssertNil(outcomes[0].error)
        XCTAssertEqual(outcomes[1].error?.description, "another input (a/docs.svg) also becomes 'Docs'; rename one of them")
        let written = try PNGDecoder.decode(contentsOf: root.appendingPathComponent("docs.png"))
        XCTAssertEqual(written.image.alphaPlane, try LibrsvgRasterizer().render(
            RenderRequest(svg: docs, targets: [IconOptions().target(scale: 1)])).images[0].alphaPlane)
    }

    func testARasterizerReturningTooFewImagesFailsTheIconInsteadOfCrashing() throws {
        struct Short: Rasterizer {
            func render(_ request: RenderRequest) throws -> RenderResult {
                RenderResult(images: [], documentWidth: 30, documentHeight: 30, clippedFraction: 0)
            }
        }
        let builder = IconBuilder(options: IconOptions(), format: PNGFolder(root: try makeTemporaryFolder(self)),
                                  rasterizer: Short())
        let outcome = try XCTUnwrap(builder.build([source("a", redBlock)]).first)
        XCTAssertEqual(outcome.error?.description, "rendering failed: expected 3 images, got 0")
    }

    func testAPreviewThatCannotBeWrittenFailsTheIconWhoseFilesAreWrittenAndRecorded() throws {
        let folder = try makeTemporaryFolder(self)
        try Data().write(to: folder.appendingPathComponent("Previews"))
        let catalog = folder.appendingPathComponent("Icons.xcassets")
        let builder = IconBuilder(options: IconOptions(), format: XcodeCatalog(root: catalog), previewFolder: folder.appendingPathComponent("Previews"))
        let outcome = try XCTUnwrap(builder.build([source("disc", svg(#"<circle cx="15" cy="15" r="9"/>"#))]).first)
        let error = try XCTUnwrap(outcome.error?.description)
        XCTAssertTrue(error.hasPrefix(folder.appendingPathComponent("Previews").path), error)
        XCTAssertNil(outcome.preview)
        // The preview is no part of the bundle: the icon's files are there, and recorded as iconforge's.
        XCTAssertTrue(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("disc.imageset/disc@3x.png").path))
        let record = try WriterRecord.commands(in: catalog)
        XCTAssertEqual(record.files(of: "icons/disc")?.keys.sorted(), [
            "disc.imageset/Contents.json", "disc.imageset/disc.png", "disc.imageset/disc@2x.png", "disc.imageset/disc@3x.png",
        ])
    }

    func testABundleThatCannotBeWrittenWritesNoPreview() throws {
        let folder = try makeTemporaryFolder(self)
        let catalog = folder.appendingPathComponent("Icons.xcassets")
        try Data().write(to: catalog)
        let builder = IconBuilder(options: IconOptions(), format: XcodeCatalog(root: catalog), previewFolder: folder.appendingPathComponent("Previews"))
        let outcome = try XCTUnwrap(builder.build([source("disc", svg(#"<circle cx="15" cy="15" r="9"/>"#))]).first)
        let error = try XCTUnwrap(outcome.error?.description)
        XCTAssertTrue(error.hasPrefix(catalog.path + ": "), error)
        XCTAssertFalse(error.contains("could not be completed"), error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Previews/disc-preview.png").path))
    }

    private func source(_ name: String, _ text: String) -> IconSource {
        IconSource(displayName: "\(name).svg", name: name, data: Data(text.utf8))
    }
}
