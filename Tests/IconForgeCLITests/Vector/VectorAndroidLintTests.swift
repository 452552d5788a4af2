import Foundation
import IconForgeKit
import XCTest

/// What Android Lint would report about a VectorDrawable is said where the drawable is made:
/// `icon --format android --vector` and `build` warn, naming the icon and the check, and
/// `lint --format android --vector` says it without writing; an outline aapt2 cannot store is
/// refused in one line.
final class VectorAndroidLintTests: XCTestCase {
    private func inputs(in folder: URL) throws {
        _ = try write(svgDocument(LongPaths.crossingStrokes()), to: "long.svg", in: folder)
        _ = try write(svgDocument(LongPaths.hugeOutline), to: "huge.svg", in: folder)
        _ = try write(svgDocument(#"<path d="M4 4h16v16H4z"/>"#), to: "square.svg", in: folder)
    }

    func testIconWarnsAboutAPathLintWouldNameAndRefusesOneAapt2CannotStore() throws {
        let folder = try makeTemporaryFolder(self)
        try inputs(in: folder)
        let run = try CLI.run(["icon", "long.svg", "huge.svg", "square.svg", "--format", "android", "--vector", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, run.stderr)
        XCTAssertTrue(lines.contains { $0.hasPrefix("iconforge: warning: long.svg: VectorPath: the VectorDrawable has a path of ") }, run.stderr)
        XCTAssertTrue(lines.contains { $0.hasPrefix("iconforge: error: huge.svg: cannot be a VectorDrawable: its outline needs a pathData of ")
            && $0.contains("over the 32767 aapt2 can store") }, run.stderr)
        let files = try relativeFiles(in: folder.appendingPathComponent("res")).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(files, ["drawable/ic_tab_long.xml", "drawable/ic_tab_square.xml"])
        try aapt2Compile(folder.appendingPathComponent("res"), in: folder)

        // --strict makes the warning the icon's error; a drawable over 200 dp is VectorRaster's.
        let strict = try CLI.run(["icon", "long.svg", "--format", "android", "--vector", "--no-preview", "--strict", "--out", "strict"], in: folder)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.hasPrefix("iconforge: error: long.svg: ") && strict.stderr.contains("VectorPath: "), strict.stderr)
        let large = try CLI.run(["icon", "square.svg", "--format", "android", "--vector", "--no-preview", "--size", "240", "--out", "large"], in: folder)
        XCTAssertEqual(large.status, 0, large.stderr)
        XCTAssertEqual(large.stderr, "iconforge: warning: square.svg: VectorRaster: the VectorDrawable is 240x240 dp, larger than the "
            + "200x200 dp Android Lint's VectorRaster check allows (a large vector is slow to draw); make it smaller, or write PNGs\n")
    }

    func testBuildWarnsAsIconDoes() throws {
        let folder = try makeTemporaryFolder(self)
        try inputs(in: folder)
        _ = try write("""
            outputs:
              - android: res
                vector: true
            icons:
              - source: [long.svg, square.svg]
            """, to: "iconforge.yml", in: folder)
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("long: VectorPath: the VectorDrawable has a path of "), run.stderr)
        XCTAssertFalse(run.stderr.contains("square"), run.stderr)
    }

    func testLintSaysWhatAndroidLintWouldOnlyWhenAskedForTheDrawable() throws {
        let folder = try makeTemporaryFolder(self)
        try inputs(in: folder)
        let run = try CLI.run(["lint", "long.svg", "huge.svg", "square.svg", "--format", "android", "--vector", "--size", "240"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let raster = "VectorRaster: the VectorDrawable is 240x240 dp"
        let lines = run.stderr.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("iconforge: warning: long.svg: VectorPath: the VectorDrawable has a path of ") }, run.stderr)
        XCTAssertTrue(lines.contains { $0.hasPrefix("iconforge: warning: long.svg: \(raster)") }, run.stderr)
        XCTAssertTrue(lines.contains { $0.hasPrefix("iconforge: warning: square.svg: \(raster)") }, run.stderr)
        XCTAssertTrue(lines.contains { $0.hasPrefix("iconforge: warning: huge.svg: no vector: cannot be a VectorDrawable: its outline needs a pathData of ") },
                      run.stderr)
        XCTAssertEqual(lines.count, 4, run.stderr)
        XCTAssertTrue(run.stdout.hasSuffix("3 checked, 3 with warnings\n"), run.stdout)
        XCTAssertEqual(try relativeFiles(in: folder).sorted(), ["huge.svg", "long.svg", "square.svg"])

        // At Android's own 24 dp, the plain square is quiet.
        let small = try CLI.run(["lint", "square.svg", "--format", "android", "--vector"], in: folder)
        XCTAssertEqual(small.stderr, "")
        XCTAssertEqual(small.stdout, "square.svg: ok (icon)\n1 checked, 0 with warnings\n")
        // Without the drawable asked for, nothing is said of it; a format without vectors is a usage error.
        let plain = try CLI.run(["lint", "long.svg", "square.svg"], in: folder)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertFalse(plain.stderr.contains("Vector"), plain.stderr)
        let png = try CLI.run(["lint", "long.svg", "--format", "png", "--vector"], in: folder)
        XCTAssertEqual(png.status, 64)
        XCTAssertEqual(png.stderr, "iconforge: error: --vector: checks the vector files of xcassets (PDF) or android (VectorDrawable), not png\n")
    }
}
