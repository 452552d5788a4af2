import Foundation
import XCTest

/// The converter shares each icon's worker with the renderer. When the converter itself dies
/// (here a test worker's, `CrashingWorker`, since every input the fuzzer found is fixed), the
/// icon is drawn again without it: `--vector-fallback png` still writes its PNGs, and without the
/// fallback the icon fails in one line that blames the converter, not the renderer.
final class VectorConverterCrashTests: XCTestCase {
    static let crash = CrashingWorker.environment(.vectorConverter)
    static let names = ["a-first", "z-last"]

    private func folderWithIcons() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        try write(svgDocument(##"<path d="M4 4h16v16H4z"/>"##), to: "a-first.svg", in: folder)
        try write(svgDocument(##"<circle cx="12" cy="12" r="8"/>"##), to: "z-last.svg", in: folder)
        return folder
    }

    func testWithTheFallbackACrashedConverterStillWritesEveryIconsPNGs() throws {
        let folder = try folderWithIcons()
        let arguments = ["icon", "a-first.svg", "z-last.svg", "--format", "android", "--vector", "--no-preview",
                         "--vector-fallback", "png"]
        let run = try CLI.run(arguments, in: folder, environment: Self.crash)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines, Self.names.map {
            "iconforge: warning: \($0).svg: no vector: the VectorDrawable converter failed on it (it crashed with SIGSEGV); wrote PNGs instead (--vector-fallback png)"
        })
        let res = folder.appendingPathComponent("res")
        let files = try relativeFiles(in: res).filter { !$0.hasPrefix(".") }
        for name in ["a_first", "z_last"] {
            for density in ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"] {
                XCTAssertTrue(files.contains("drawable-\(density)/ic_tab_\(name).png"), "\(files)")
            }
        }
        XCTAssertFalse(files.contains { $0.hasSuffix(".xml") }, "\(files)")
        try aapt2Compile(res, in: folder)
        // Recorded: without the fault the next run replaces the PNGs with drawables, silently.
        let healed = try CLI.run(arguments, in: folder)
        XCTAssertEqual(healed.status, 0, healed.stderr)
        XCTAssertEqual(healed.errorLines, [])
        XCTAssertEqual(try relativeFiles(in: res).filter { !$0.hasPrefix(".") },
                       ["drawable/ic_tab_a_first.xml", "drawable/ic_tab_z_last.xml"])
    }

    func testWithoutTheFallbackEachIconFailsInOneLineNamingTheConverter() throws {
        let folder = try folderWithIcons()
        let run = try CLI.run(["icon", "a-first.svg", "z-last.svg", "--format", "android", "--vector", "--no-preview"],
                              in: folder, environment: Self.crash)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines, Self.names.map {
            "iconforge: error: \($0).svg: cannot be a VectorDrawable: the VectorDrawable converter failed on it (it crashed with SIGSEGV)"
        })
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("res/drawable").path))
    }

    /// The shipped binary obeys no fault of its own: the variable that once made its workers
    /// crash (ICONFORGE_FAULT) changes nothing.
    func testTheBinaryHasNoFaultToInject() throws {
        let folder = try folderWithIcons()
        for fault in ["vector-converter", "render"] {
            let run = try CLI.run(["icon", "a-first.svg", "z-last.svg", "--format", "android", "--vector", "--no-preview"],
                                  in: folder, environment: ["ICONFORGE_FAULT": fault])
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.errorLines, [])
        }
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("res")).filter { !$0.hasPrefix(".") },
                       ["drawable/ic_tab_a_first.xml", "drawable/ic_tab_z_last.xml"])
    }
}
