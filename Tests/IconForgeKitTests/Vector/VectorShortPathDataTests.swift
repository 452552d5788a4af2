import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// Over a sample of the corpus (every 20th icon), the drawables are written in the shortest
/// form older Android parsers read alike, still draw what the PNGs draw within the fidelity
/// tests' tolerance, and still compile with aapt2.
final class VectorShortPathDataTests: XCTestCase {
    func testTheCorpusSampleIsShortReadableByOldParsersDrawsTheSameAndCompiles() throws {
        let corpus = try requireCorpus()
        let folder = try makeTemporaryFolder(self)
        let links = folder.appendingPathComponent("sample")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        let drawables = folder.appendingPathComponent("res/drawable")
        try FileManager.default.createDirectory(at: drawables, withIntermediateDirectories: true)
        let sample = try linkCorpusSample(corpus, every: 20, into: links)
        XCTAssertGreaterThan(sample.count, 100)
        var relative = 0
        for (index, name) in sample.enumerated() {
            let svg = try Data(contentsOf: links.appendingPathComponent(name))
            let xml = try VectorDrawable.convert(svg: svg)
            try xml.write(to: drawables.appendingPathComponent("ic_\(index).xml"))
            for data in pathData(String(decoding: xml, as: UTF8.self)) {
                Self.assertShortAndPortable(data, name)
                if data.contains(where: { "lhvcsqta".contains($0) }) { relative += 1 }
            }
            let fidelity = try VectorFidelity.drawable(xml, of: svg, pixels: 96)
            XCTAssertLessThan(fidelity.meanDifference, VectorFidelity.meanLimit, name)
            XCTAssertLessThan(fidelity.maximumDifference, 160, name)
        }
        XCTAssertGreaterThan(relative, sample.count / 2, "relative commands where they are shorter")
        try aapt2Compile(folder.appendingPathComponent("res"), in: folder)
    }

    /// `data` repeats no command letter (implicit repeats), puts no separator before a minus
    /// sign, starts no number with a dot (`.5`: an error to Android Lint below API 23, and
    /// unreadable after another fraction on API 21 and 22) and follows no moveto with bare pairs
    /// (linetos to SVG, movetos to API 21 and 22).
    static func assertShortAndPortable(_ data: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let rules = [(#"([LHVCSQTAlhvcsqta])[-0-9. ]+\1"#, "a repeated command letter"),
                     (#" -"#, "a space before a minus sign"),
                     (#"(^|[^0-9])\."#, "a number without its leading zero"),
                     (#"[Mm]-?[0-9.]+(?: |(?=-))-?[0-9.]+[ -]"#, "a moveto followed by bare pairs")]
        for (pattern, what) in rules {
            XCTAssertNil(data.range(of: pattern, options: .regularExpression), "\(name): \(what) in \(data)", file: file, line: line)
        }
    }
}
