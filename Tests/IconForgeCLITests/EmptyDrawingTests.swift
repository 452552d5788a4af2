import Foundation
import IconForgeKit
import XCTest

/// An icon that draws nothing is no icon: `icon` and `build` fail it by name, with the
/// `--allow-external-files` hint when its only content is external, and write no blank file;
/// `lint` still reports it as the warning it always was.
final class EmptyDrawingTests: XCTestCase {
    let emptyDrawing = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"/>"#
    let onlyAnImage = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><image href="photo.png" width="24" height="24"/></svg>"#

    func testIconFailsAnEmptyDrawingByNameAndWritesNoBlankFile() throws {
        let folder = try makeTemporaryFolder(self)
        try write(emptyDrawing, to: "blank.svg", in: folder)
        try write(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#, to: "bare.svg", in: folder)
        try write(onlyAnImage, to: "photo.svg", in: folder)
        // Every format of the registry that writes icons as PNGs with no setting given.
        let formats = BundleFormat.allCases.filter { format in
            guard let bundle = try? format.output(root: folder) else { return false }
            return bundle.vectorArt(IconOptions()) == nil
        }
        XCTAssertFalse(formats.isEmpty)
        for format in formats.map(\.rawValue) {
            let run = try CLI.run(["icon", "blank.svg", "bare.svg", "photo.svg", "home", "--format", format, "--out", format, "-q",
                                   "--no-preview"], in: folder)
            XCTAssertEqual(run.status, 1, format)
            XCTAssertEqual(run.errorLines, [
                "iconforge: error: blank.svg: nothing is drawn, so no icon was written (a tab bar would show an empty tab)",
                "iconforge: error: bare.svg: the SVG has no usable size: give it width and height, or a viewBox",
                "iconforge: error: photo.svg: nothing is drawn, so no icon was written: the SVG references external content, "
                    + "which loads only with --allow-external-files (from the SVG's folder or below)",
            ], format)
            let files = try relativeFiles(in: folder.appendingPathComponent(format))
            XCTAssertFalse(files.contains { ["blank", "bare", "photo"].contains(where: $0.lowercased().contains) }, "\(format): \(files)")
            XCTAssertTrue(files.contains { $0.lowercased().contains("home") }, "the other input is written: \(files)")
        }
    }

    func testBuildFailsTheAssetAndLintStillOnlyWarns() throws {
        let folder = try makeTemporaryFolder(self)
        try write(emptyDrawing, to: "blank.svg", in: folder)
        try write("outputs:\n  - png: out\ncontact-sheet: false\nicons:\n  - source: blank.svg\n  - template: home\n",
                  to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: icons/blank: nothing is drawn, so no icon was written (a tab bar would show an empty tab)"])
        XCTAssertTrue(run.stdout.contains("1 built, 0 unchanged, 1 failed"), run.stdout)
        XCTAssertFalse(try relativeFiles(in: folder.appendingPathComponent("out")).contains { $0.contains("blank") })

        let lint = try CLI.run(["lint", "blank.svg"], in: folder)
        XCTAssertEqual(lint.status, 0)
        XCTAssertEqual(lint.errorLines, ["iconforge: warning: blank.svg: empty: nothing is drawn; the tab bar will show no icon"])
    }
}
