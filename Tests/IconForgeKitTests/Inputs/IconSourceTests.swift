import Foundation
import IconForgeKit
import XCTest

/// How an argument becomes an icon source: a file, else a bundled template, with a safe asset name.
final class IconSourceTests: XCTestCase {
    func testAssetNameDropsTheSVGExtensionInAnyCase() {
        XCTAssertEqual(IconSource.assetName(for: "art/docs.svg"), "docs")
        XCTAssertEqual(IconSource.assetName(for: "Logo.SVG"), "Logo")
        XCTAssertEqual(IconSource.assetName(for: "tab.Svgz"), "tab")
        XCTAssertEqual(IconSource.assetName(for: "icon.svg.svg"), "icon.svg")
        XCTAssertEqual(IconSource.assetName(for: "notes.txt"), "notes.txt")
    }

    func testAssetNameDropsAScaleSuffixSoFilesAreNotNamedTwice() {
        XCTAssertEqual(IconSource.assetName(for: "star@2x.svg"), "star")
        XCTAssertEqual(IconSource.assetName(for: "star@9x.svg"), "star")
        XCTAssertEqual(IconSource.assetName(for: "star@0x.svg"), "star@0x", "only 1x to 9x")
        XCTAssertEqual(IconSource.assetName(for: "star@2x@3x.svg"), "star@2x", "one suffix")
        XCTAssertEqual(IconSource.assetName(for: "star@10x.svg"), "star@10x")
        XCTAssertEqual(IconSource.assetName(for: "@2x.svg"), "icon")
    }

    func testAssetNameNeverHidesTheOutputOrIsEmpty() {
        XCTAssertEqual(IconSource.assetName(for: ".hidden.svg"), "hidden")
        XCTAssertEqual(IconSource.assetName(for: ".svg"), "icon")
        XCTAssertEqual(IconSource.assetName(for: "  .svg"), "icon")
    }

    func testAssetNameReplacesCharactersFileSystemsReject() {
        XCTAssertEqual(IconSource.assetName(for: "a:b*c?.svg"), "a-b-c-")
        XCTAssertEqual(IconSource.assetName(for: "tab\u{7}bell.svg"), "tab-bell")
        XCTAssertEqual(IconSource.assetName(for: "my icon é.svg"), "my icon é")
        XCTAssertEqual(IconSource.assetName(for: "zero\u{200D}width.svg"), "zero-width", "format characters too")
        XCTAssertEqual(IconSource.assetName(for: "\u{00A0} spaced \u{3000}.SvG"), "spaced", "every kind of space is trimmed")
        XCTAssertEqual(IconSource.assetName(for: "\ttabbed.svg"), "-tabbed", "a tab is a control character")
        XCTAssertEqual(IconSource.assetName(for: "café.svgz"), "café")
    }

    func testFileIsReadWithItsPathAsDisplayName() throws {
        let file = try makeTemporaryFolder(self).appendingPathComponent("star.svg")
        try Data(svg("").utf8).write(to: file)
        let source = try IconSource.load(file.path).get()
        XCTAssertEqual(source.displayName, file.path)
        XCTAssertEqual(source.name, "star")
    }

    func testTemplateNameLoadsTheBundledTemplate() throws {
        let source = try IconSource.load("docs").get()
        XCTAssertEqual(source.displayName, "template:docs.svg")
        XCTAssertEqual(source.data, TemplateLibrary.named("docs")?.data)
    }

    func testFolderAndMissingFileAndEmptyFileFailWithTheirReason() throws {
        let folder = try makeTemporaryFolder(self)
        let empty = folder.appendingPathComponent("empty.svg")
        try Data().write(to: empty)
        XCTAssertEqual(failure(folder.path), .isDirectory)
        XCTAssertEqual(failure(folder.appendingPathComponent("missing.svg").path), .notFound)
        XCTAssertEqual(failure(empty.path), .empty)
    }

    func testOversizedFileFailsBeforeBeingRead() throws {
        let file = try makeTemporaryFolder(self).appendingPathComponent("big.svg")
        try Data(repeating: 32, count: 101).write(to: file)
        guard case .failure(.tooLarge(101, 100)) = IconSource.load(file.path, maximumBytes: 100) else {
            return XCTFail("expected tooLarge")
        }
    }

    private func failure(_ argument: String) -> InputError? {
        if case .failure(let error) = IconSource.load(argument) { return error }
        return nil
    }
}
