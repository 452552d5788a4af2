import Foundation
@testable import IconForgeKit
import XCTest

/// Every input the fuzz targets (Tests/Fuzz) found crashing, run through the same code: each must
/// now end in the code's own error, in this process, without a trap. The inputs are in
/// Tests/Fuzz/Regressions/<target>/.
final class FuzzRegressionTests: XCTestCase {
    func inputs(_ target: String) throws -> [(String, Data)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/Regressions/\(target)").standardizedFileURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return try names.sorted().map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }
    }

    func testVectorDrawableInputsAreRefusedNotTrapped() throws {
        let found = try inputs("VectorDrawable")
        XCTAssertFalse(found.isEmpty)
        for (name, data) in found {
            XCTAssertThrowsError(try VectorDrawable.convert(svg: data), name) { error in
                XCTAssertTrue(error is VectorDrawableError, "\(name): \(error)")
            }
        }
    }

    /// A name with a byte that is not UTF-8 (`str\xDFoke=`) reached Foundation's XML parser,
    /// which traps converting it; it is refused before parsing.
    func testAnAttributeNameThatIsNotUTF8IsRefusedBeforeParsing() {
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" str"#.utf8) + Data([0xDF])
            + Data(#"oke="red"><path d="M0 0h4v4z"/></svg>"#.utf8)
        XCTAssertThrowsError(try VectorDrawable.convert(svg: svg)) { error in
            XCTAssertEqual("\(error)", "not a valid SVG: it is not UTF-8 text (byte 63) and declares no other encoding")
        }
        // Declared Latin-1 is converted by libxml2 and still reads.
        let latin = Data(#"<?xml version="1.0" encoding="ISO-8859-1"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>caf"#.utf8)
            + Data([0xE9]) + Data(#"</title><path d="M0 0h4v4z"/></svg>"#.utf8)
        XCTAssertNoThrow(try VectorDrawable.convert(svg: latin))
    }

    /// A processing instruction without data (`<?x?>`) made Foundation's parser call strlen on
    /// nothing; a valid SVG holding one converts.
    func testAnInstructionWithoutDataConverts() throws {
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><?x?><?y ?><path d="M0 0h4v4z"/></svg>"#.utf8)
        let xml = String(decoding: try VectorDrawable.convert(svg: svg), as: UTF8.self)
        XCTAssertTrue(xml.contains("pathData="), xml)
        XCTAssertEqual(SVGElement.withDataInEveryInstruction(Data("<?xml version=\"1.0\"?><a><?x?><?y z?></a>".utf8)),
                       Data("<?xml version=\"1.0\"?><a><?x _?><?y z?></a>".utf8))
    }

    /// A viewBox starting at 4.4e126 put the art, in its group's own units, past what the path
    /// data's integer grid held (found by the VectorDrawable target: the writer trapped). It now
    /// writes those numbers on a coarser grid; this one converts, at the right place.
    func testAViewBoxFarFromTheOriginConvertsWithoutTrapping() throws {
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="4444444444444444444444444444440 0 24 24"><rect x="1" y="1" width="10" height="8"/></svg>"#.utf8)
        let xml = String(decoding: try VectorDrawable.convert(svg: svg), as: UTF8.self)
        let pathData = try XCTUnwrap(xml.firstMatch(of: #/android:pathData="([^"]*)"/#)?.1)
        let points = PathParser.parse(String(pathData)).flatMap(\.points)
        XCTAssertFalse(points.isEmpty, xml)
        // The rectangle, in the units of the group that moves it by the viewBox's origin.
        let origin = 4444444444444444444444444444440.0
        for point in points {
            XCTAssertTrue(point.x.isFinite && point.y.isFinite, "\(point)")
            XCTAssertEqual(abs(point.x) / origin, 1, accuracy: 1e-14, xml)
        }
        // The fuzzer's own input, malformed around it, converts or is refused: no trap.
        let found = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/Corpus/VectorDrawable/viewbox-origin-4e126.svg").standardizedFileURL
        do { _ = try VectorDrawable.convert(svg: try Data(contentsOf: found)) } catch { XCTAssertTrue(error is VectorDrawableError, "\(error)") }
    }
}
