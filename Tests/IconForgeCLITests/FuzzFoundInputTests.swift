import Foundation
import XCTest

/// The inputs the fuzz targets found crashing (Tests/Fuzz/Regressions), end to end: one error
/// line each, and the good icon beside them still written.
final class FuzzFoundInputTests: XCTestCase {
    let good = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9"/></svg>"#

    /// The folder of the inputs the fuzz target `target` found, and their names.
    static func regressions(_ target: String) throws -> (folder: URL, names: [String]) {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fuzz/Regressions/\(target)").standardizedFileURL
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertFalse(names.isEmpty, target)
        return (folder, names)
    }

    func testVectorDrawableCrashInputsCostOneLineEach() throws {
        let (regressions, names) = try Self.regressions("VectorDrawable")
        for name in names {
            let folder = try makeTemporaryFolder(self, "\(#function)-\(name)")
            try FileManager.default.copyItem(at: regressions.appendingPathComponent(name), to: folder.appendingPathComponent("found.svg"))
            _ = try write(good, to: "good.svg", in: folder)
            for fallback in [[], ["--vector-fallback", "png"]] {
                let run = try CLI.run(["icon", "found.svg", "good.svg", "--format", "android", "--vector", "--out", "res", "--no-preview"] + fallback,
                                      in: folder)
                XCTAssertEqual(run.status, 1, name)
                XCTAssertEqual(run.errorLines.count, 1, "\(name): \(run.stderr)")
                XCTAssertTrue(run.errorLines.first?.hasPrefix("iconforge: error: found.svg: ") == true, run.stderr)
                XCTAssertFalse(run.stderr.contains("crashed"), run.stderr)
                XCTAssertTrue(try relativeFiles(in: folder).contains("res/drawable/ic_tab_good.xml"))
            }
        }
    }

    /// An SVG librsvg draws but whose `<?x?>` crashed the converter in the worker: the drawable
    /// is written now, and never the PNGs lost with the worker.
    func testAnInstructionWithoutDataNoLongerCrashesTheConverter() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><?x?><circle cx="12" cy="12" r="9"/></svg>"#,
                      to: "pi.svg", in: folder)
        let run = try CLI.run(["icon", "pi.svg", "--format", "android", "--vector", "--out", "res", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines, [])
        XCTAssertTrue(try relativeFiles(in: folder).contains("res/drawable/ic_tab_pi.xml"))
    }
}
