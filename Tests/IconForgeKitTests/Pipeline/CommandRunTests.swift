@testable import IconForgeKit
import Foundation
import XCTest

/// `icon` runs the one pipeline on a manifest made in memory: one output, the inputs already
/// read. A command run writes what it names and prunes nothing else of the bundle.
final class CommandRunTests: XCTestCase {
    private func template(_ name: String) throws -> IconSource {
        let found = try XCTUnwrap(TemplateLibrary.named(name))
        return IconSource(displayName: "template:\(found.fileName)", name: found.name, data: found.data)
    }

    func testTheManifestIsMadeInMemoryWithTheCommandsOneBundleAndItsInputsAlreadyRead() throws {
        let folder = try makeTemporaryFolder(self)
        var builder = IconBuilder(options: IconOptions(scales: [2]), format: XcodeCatalog(root: folder.appendingPathComponent("Icons.xcassets")),
                                  previewFolder: folder.appendingPathComponent("shots"))
        (builder.previews, builder.replaces) = (.sheet, true)
        let docs = try template("docs")
        let manifest = builder.manifest([Manifest.Drawing(icon: docs, selected: nil)])
        XCTAssertEqual(manifest.outputs.map(\.format), [XcodeCatalog.key])
        XCTAssertEqual(manifest.outputs.map(\.path), [folder.appendingPathComponent("Icons.xcassets").path])
        XCTAssertEqual(manifest.outputs.map(\.replaces), [true])
        XCTAssertEqual(manifest.icons.map(\.drawings), [[Manifest.Drawing(icon: docs, selected: nil)]])
        XCTAssertEqual(manifest.icons.map(\.sources), [[]], "nothing is read again from a path")
        XCTAssertNil(manifest.previews, "a sheet instead of a preview each")
        XCTAssertEqual(manifest.contactSheet, folder.appendingPathComponent("shots/ContactSheet.png").path)
        let assets = try BuildPlan.assets(of: manifest)
        XCTAssertEqual(assets.map(\.id), ["icons/docs"])
        XCTAssertEqual(assets.map(\.source), ["template:docs.svg"])
    }

    func testACommandRunPrunesNothingItDidNotNameAndWritesWhatItNamesAgain() throws {
        let root = try makeTemporaryFolder(self).appendingPathComponent("out")
        let builder = IconBuilder(options: IconOptions(scales: [1]), format: PNGFolder(root: root))
        XCTAssertEqual(builder.build([try template("docs"), try template("home")]).compactMap(\.error).map(\.description), [])
        // Gone by hand: a command run names it, so writes it again, whatever the record says.
        try FileManager.default.removeItem(at: root.appendingPathComponent("docs.png"))
        let again = builder.build([try template("docs")])
        XCTAssertEqual(again.map(\.files).map { $0.map(\.lastPathComponent) }, [["docs.png"]])
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("home.png").path),
                      "an asset the run did not name stays")
        XCTAssertNotNil(try WriterRecord.commands(in: root).files(of: "icons/home"), "and stays recorded")
    }

    func testTheSheetShowsTheIconsWrittenFromTheirRendersAndLeavesAFailedOneOff() throws {
        let folder = try makeTemporaryFolder(self)
        var builder = IconBuilder(options: IconOptions(scales: [1]), format: PNGFolder(root: folder.appendingPathComponent("Icons")),
                                  previewFolder: folder.appendingPathComponent("shots"))
        builder.previews = .sheet
        let empty = IconSource(displayName: "empty.svg", name: "empty", data: Data(svg("").utf8))
        let run = builder.run([try template("docs"), empty])
        XCTAssertNotNil(run.assets[1].error)
        XCTAssertEqual(run.sheets.map(\.icons), [1])
        XCTAssertEqual(run.sheets.map(\.url.lastPathComponent), ["ContactSheet.png"])
        let docs = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("Icons/docs.png")).image
        let expected = try ContactSheet(title: "Icons: 1 icon", items: [.icon(name: "docs", alpha: docs.alphaPlane)]).render()
        XCTAssertEqual(try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("shots/ContactSheet.png")).image, expected)
    }
}
