import Foundation
import IconForgeKit
import XCTest

/// The VectorDrawable converter runs in the render workers, and refuses what would overflow: an
/// input that used to trap the whole run (an arc with radii near 1e300 under a skew) or write
/// NaN and infinity into a drawable now costs its own one line, and the icons after it are still
/// written and recorded.
final class VectorHostileInputTests: XCTestCase {
    static let inputs: [String: String] = [
        "a-first.svg": svgDocument(##"<path d="M4 4h16v16H4z"/>"##),
        "arc-skew.svg": svgDocument(##"<path transform="skewX(30)" d="M2 2A1e300 1e300 0 1 1 10 2Z"/><rect width="9" height="9"/>"##),
        "arc-sound.svg": svgDocument(##"<path transform="skewX(30)" d="M2 2A8 8 0 0 1 10 2L10 12Z"/>"##),
        "rotate-nan.svg": svgDocument(##"<g transform="rotate(1e308 5 5)"><path d="M4 4h16v16H4z"/></g>"##),
        "translate-inf.svg": svgDocument(##"<g transform="translate(1e308) translate(1e308)"><path d="M4 4h16v16H4z"/></g>"##),
        "z-last.svg": svgDocument(##"<circle cx="12" cy="12" r="8"/>"##),
    ]
    static let refusals = [
        "arc-skew.svg": "uses an arc with radii 1e+300 and 1e+300 on <path> (its circle runs far outside the canvas)",
        "rotate-nan.svg": ##"uses transform="rotate(1e308 5 5)" on <g> (it is not a finite transform)"##,
        "translate-inf.svg": ##"uses transform="translate(1e308) translate(1e308)" on <g> (it is not a finite transform)"##,
    ]

    func testOverflowingInputsFailInOneLineEachAndTheOthersAreWrittenAndRecorded() throws {
        let folder = try makeTemporaryFolder(self)
        for (name, svg) in Self.inputs { try write(svg, to: name, in: folder) }
        let arguments = ["icon"] + Self.inputs.keys.sorted() + ["--format", "android", "--vector", "--no-preview"]
        let run = try CLI.run(arguments, in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines.sorted(), Self.refusals.sorted { $0.key < $1.key }.map {
            "iconforge: error: \($0.key): cannot be a VectorDrawable: \($0.value)"
        })
        let res = folder.appendingPathComponent("res")
        XCTAssertEqual(try relativeFiles(in: res).filter { !$0.hasPrefix(".") },
                       ["a_first", "arc_sound", "z_last"].map { "drawable/ic_tab_\($0).xml" })
        for file in try relativeFiles(in: res) where file.hasSuffix(".xml") {
            let xml = try String(contentsOf: res.appendingPathComponent(file), encoding: .utf8)
            XCTAssertFalse(xml.lowercased().contains("nan") || xml.lowercased().contains("inf"), "\(file): \(xml)")
        }
        try aapt2Compile(res, in: folder)
        // Recorded: the same run again replaces iconforge's own files without a word about them.
        let again = try CLI.run(arguments, in: folder)
        XCTAssertEqual(again.status, 1, again.stderr)
        XCTAssertEqual(again.errorLines.sorted(), run.errorLines.sorted())
    }

    func testTheFallbackWritesPNGsForThemWithOneWarningEach() throws {
        let folder = try makeTemporaryFolder(self)
        for (name, svg) in Self.inputs { try write(svg, to: name, in: folder) }
        let run = try CLI.run(["icon"] + Self.inputs.keys.sorted() + ["--format", "android", "--vector", "--no-preview",
                                                                       "--vector-fallback", "png"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.errorLines.sorted(), Self.refusals.sorted { $0.key < $1.key }.map {
            "iconforge: warning: \($0.key): no vector: \($0.value); wrote PNGs instead (--vector-fallback png)"
        })
        let files = try relativeFiles(in: folder.appendingPathComponent("res")).filter { !$0.hasPrefix(".") }
        XCTAssertTrue(files.contains("drawable-mdpi/ic_tab_rotate_nan.png"), "\(files)")
        XCTAssertTrue(files.contains("drawable/ic_tab_z_last.xml"), "\(files)")
        XCTAssertFalse(files.contains { $0.contains("rotate_nan.xml") }, "\(files)")
    }

    /// Whatever dies in a worker (librsvg here; the converter now runs beside it), only that icon
    /// fails, in one line, and the drawables of the others are written and recorded.
    func testAWorkerDyingInVectorModeCostsOneIcon() throws {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.copyItem(at: HostileFixtures.committed.appendingPathComponent("fetile-empty.svg"),
                                         to: folder.appendingPathComponent("fetile-empty.svg"))
        for name in ["a-first.svg", "z-last.svg"] { try write(Self.inputs[name]!, to: name, in: folder) }
        let arguments = ["icon", "a-first.svg", "fetile-empty.svg", "z-last.svg", "--format", "android", "--vector",
                         "--no-preview", "--vector-fallback", "png"]
        let run = try CLI.run(arguments, in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines, ["iconforge: error: fetile-empty.svg: renderer crashed (SIGABRT)"])
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("res")).filter { !$0.hasPrefix(".") },
                       ["drawable/ic_tab_a_first.xml", "drawable/ic_tab_z_last.xml"])
        XCTAssertEqual(try CLI.run(arguments, in: folder).errorLines, run.errorLines)
    }
}
