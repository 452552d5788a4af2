import Foundation
import XCTest

/// A bad input gets exit status 1 and one line `iconforge: error: <file>: <reason>`, nothing is
/// written for it (nor shown on the batch's contact sheet), and the good inputs of the same
/// call are still written.
final class IconInputErrorTests: XCTestCase {
    func testMissingFile() throws {
        try assertFailsAlone("missing.svg", reason: "no such file, and no bundled template of that name")
    }

    func testFolderWithoutSVGs() throws {
        try assertFailsAlone("art", reason: "is a folder with no SVG files in it") { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: false)
        }
    }

    func testEmptyFile() throws {
        try assertFailsAlone("empty.svg", reason: "the file is empty") { try write("", to: "empty.svg", in: $0) }
    }

    func testTextThatIsNotXML() throws {
        try assertFailsAlone("notes.svg", reason: "not a valid SVG: XML parse error on line 1 column 1") {
            try write("just some notes\n", to: "notes.svg", in: $0)
        }
    }

    func testPNGRenamedToSVG() throws {
        try assertFailsAlone("photo.svg", reason: "not a valid SVG: it is a PNG image, not an SVG") { folder in
            let png = try Data(contentsOf: repositoryRoot.appendingPathComponent("Tests/IconForgeKitTests/Goldens/Templates/docs@1x.png"))
            try png.write(to: folder.appendingPathComponent("photo.svg"))
        }
    }

    func testTruncatedSVG() throws {
        try assertFailsAlone("cut.svg", reason: "not a valid SVG: XML parse error") {
            try write(String(discSVG.prefix(60)), to: "cut.svg", in: $0)
        }
    }

    func testSVGWithoutAnySize() throws {
        try assertFailsAlone("nosize.svg", reason: "the SVG has no usable size") {
            try write(#"<svg xmlns="http://www.w3.org/2000/svg"><circle r="5"/></svg>"#, to: "nosize.svg", in: $0)
        }
    }

    func testSVGWithZeroWidth() throws {
        try assertFailsAlone("flat.svg", reason: "the SVG has an empty size (0x24)") {
            try write(#"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="24" viewBox="0 0 24 24"/>"#, to: "flat.svg", in: $0)
        }
    }

    func testButtonTemplateName() throws {
        try assertFailsAlone("button", reason: "is a parameterised (button) template, not an icon")
    }

    func testASymbolicLinkToItselfIsSaidToLoop() throws {
        try assertFailsAlone("loop1.svg", reason: "is a symbolic link that loops (loop1.svg -> loop1.svg): "
                             + "too many levels of symbolic links; point the link at the SVG file") { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop1.svg").path, withDestinationPath: "loop1.svg")
        }
    }

    func testTwoSymbolicLinksToEachOtherAreSaidToLoop() throws {
        try assertFailsAlone("loop1.svg", reason: "is a symbolic link that loops (loop1.svg -> loop2.svg -> loop1.svg): "
                             + "too many levels of symbolic links; point the link at the SVG file") { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop1.svg").path, withDestinationPath: "loop2.svg")
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop2.svg").path, withDestinationPath: "loop1.svg")
        }
    }

    func testASymbolicLinkToNothingNamesItsTarget() throws {
        // Named like a bundled template: the link is there, so no template stands in for it.
        try assertFailsAlone("docs", reason: "is a symbolic link to gone.svg, which does not exist") { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("docs").path, withDestinationPath: "gone.svg")
        }
    }

    func testASelectedDrawingThatIsALoopingLinkIsSaidToLoop() throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "good.svg", in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop1.svg").path, withDestinationPath: "loop2.svg")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop2.svg").path, withDestinationPath: "loop1.svg")
        let run = try CLI.run(["icon", "good.svg", "--selected", "loop1.svg", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: loop1.svg: is a symbolic link that loops (loop1.svg -> loop2.svg -> loop1.svg): "
                                        + "too many levels of symbolic links; point the link at the SVG file"])
    }

    /// Runs `icon good.svg <bad>` and checks the failure is reported and contained.
    private func assertFailsAlone(_ bad: String, reason: String, file: StaticString = #filePath, line: UInt = #line,
                                  setUp: (URL) throws -> Void = { _ in }) throws {
        let folder = try makeTemporaryFolder(self)
        try write(discSVG, to: "good.svg", in: folder)
        try setUp(folder)
        let before = try relativeFiles(in: folder)
        let run = try CLI.run(["icon", "good.svg", bad], in: folder)
        XCTAssertEqual(run.status, 1, file: file, line: line)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.hasPrefix("iconforge: error: \(bad): \(reason)"), run.stderr, file: file, line: line)
        let written = try relativeFiles(in: folder).filter { !before.contains($0) }
        XCTAssertEqual(written, [
            "Icons.xcassets/.iconforge-record.json", "Icons.xcassets/Contents.json", "Icons.xcassets/good.imageset/Contents.json",
            "Icons.xcassets/good.imageset/good.png", "Icons.xcassets/good.imageset/good@2x.png",
            "Icons.xcassets/good.imageset/good@3x.png", "iconforge-previews/.iconforge-record.json",
            "iconforge-previews/ContactSheet.png",
        ], file: file, line: line)
    }
}
