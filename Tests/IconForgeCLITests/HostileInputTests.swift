import Foundation
import IconForgeKit
import XCTest

/// Every hostile input gets its exact outcome: a valid icon (possibly with a warning) or one
/// clean error line; iconforge itself never crashes, never hangs past the limit, and never
/// paints a file from outside the input's folder.
final class HostileInputTests: XCTestCase {
    /// What must happen to one input.
    enum Expected {
        case error(String)
        case written(warning: String?)
    }

    /// An icon whose only content is external, refused: no icon, and the hint.
    static let refusedExternal = Expected.error(
        "nothing is drawn, so no icon was written: the SVG references external content, which loads only with --allow-external-files (from the SVG's folder or below)")
    /// With `--allow-external-files`, content outside the folder still does not load.
    static let unloadedExternal = Expected.error(
        "nothing is drawn, so no icon was written: the SVG references external content that did not load (only files in the SVG's folder or below load)")

    static let defaultOutcomes: [String: Expected] = [
        "empty.svg": .error("the file is empty"),
        "not-xml.svg": .error("not a valid SVG: XML parse error on line 1 column 1: Start tag expected, '<' not found"),
        "truncated.svg": .error("not a valid SVG: XML parse error on line 1 column 136: Premature end of data in tag svg line 1"),
        "png-renamed.svg": .error("not a valid SVG: it is a PNG image, not an SVG"),
        "utf16-bom.svg": .written(warning: nil),
        "invalid-utf8.svg": .error("not a valid SVG: XML parse error on line 1 column 86: Input is not proper UTF-8, indicate encoding ! Bytes: 0xE9 0x20 0xFF 0xFE"),
        "billion-laughs.svg": .error("not a valid SVG: XML parse error on line 13 column 86: Detected an entity reference loop"),
        "xxe-passwd.svg": .error("not a valid SVG: XML parse error on line 3 column 103: Entity 'xxe' not defined"),
        "image-absolute.svg": refusedExternal,
        "image-parent.svg": refusedExternal,
        "image-symlink.svg": refusedExternal,
        "image-beside.svg": refusedExternal,
        "xinclude-below.svg": refusedExternal,
        "xinclude-recursion.svg": .written(warning: "opaque background"),
        "recursive-use.svg": .written(warning: nil),
        "deep-nesting.svg": .error("not a valid SVG: XML parse error on line 1 column 875: Excessive depth in document: 256 use XML_PARSE_HUGE option"),
        "width-zero.svg": .error("the SVG has an empty size (0x24)"),
        "no-size.svg": .error("the SVG has no usable size: give it width and height, or a viewBox"),
        "huge-viewbox.svg": .written(warning: "opaque background"),
        "long-path.svg": .error("render exceeded 3 s"),
        "feturbulence-octaves.svg": .error("render exceeded 3 s"),
        "fetile-empty.svg": .error("renderer crashed (SIGABRT)"),
        "lang-private.svg": .error("renderer crashed (SIGABRT)"),
    ]

    /// With `--allow-external-files`, librsvg's own rule applies: the folder and below only.
    static let externalOutcomes: [String: Expected] = [
        "image-absolute.svg": unloadedExternal,
        "image-parent.svg": unloadedExternal,
        "image-symlink.svg": unloadedExternal,
        "image-beside.svg": .written(warning: "opaque background"),
        "xinclude-recursion.svg": .error("renderer crashed (SIGSEGV)"),
    ]

    func testEveryHostileInputHasItsExactOutcome() throws {
        try runSuite(Self.defaultOutcomes, extraArguments: [])
    }

    func testAllowingExternalFilesStillRefusesEverythingOutsideTheFolder() throws {
        try runSuite(Self.externalOutcomes, extraArguments: ["--allow-external-files"])
    }

    func testXIncludeOfAFileBelowTheFolderIsDrawnOnlyWhenAllowed() throws {
        let root = try makeTemporaryFolder(self)
        let input = try HostileFixtures.prepare(in: root)
        let off = try CLI.run(["icon", "xinclude-below.svg", "--out", "../Off.xcassets", "--no-preview"], in: input)
        try CLI.run(["icon", "xinclude-below.svg", "--out", "../On.xcassets", "--no-preview", "--allow-external-files"],
                    in: input)
        // The included text is not drawn by default, so there is no icon (and no blank file).
        XCTAssertEqual(off.status, 1)
        XCTAssertTrue(off.stderr.contains("nothing is drawn, so no icon was written") && off.stderr.contains("--allow-external-files"),
                      off.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Off.xcassets/xinclude-below.imageset").path))
        let on = try ink(root.appendingPathComponent("On.xcassets/xinclude-below.imageset/xinclude-below.png"))
        XCTAssertGreaterThan(on, 0, "with --allow-external-files the text below the folder is drawn")
    }

    /// Decoding runs until the 3.4 GiB allocation fails under the 1 GiB limit (about 2 s), so
    /// it gets the default timeout rather than sharing the CPU with the hanging cases.
    func testADataURLImageBombDrawsNothingInsteadOfTakingGigabytes() throws {
        let root = try makeTemporaryFolder(self)
        let input = try HostileFixtures.prepare(in: root)
        let run = try CLI.run(["icon", "data-bomb.svg", "--out", "../Out.xcassets", "--no-preview"], in: input)
        XCTAssertEqual(run.status, 1, run.stderr)
        check(run, ["data-bomb.svg": .error("nothing is drawn, so no icon was written (a tab bar would show an empty tab)")],
              catalog: root.appendingPathComponent("Out.xcassets"))
    }

    func testAnSVGZIsCheckedAgainstTheInputLimitAfterDecompressing() throws {
        let root = try makeTemporaryFolder(self)
        let padding = "<!--" + String(repeating: " ", count: 17 << 20) + "-->"
        try gzip(HostileFixtures.svg(#"<rect x="4" y="4" width="16" height="16"/>"#), to: root.appendingPathComponent("small.svgz"))
        try gzip(HostileFixtures.svg(padding), to: root.appendingPathComponent("bomb.svgz"))
        let run = try CLI.run(["icon", "small.svgz", "bomb.svgz", "--no-preview"], in: root)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: bomb.svgz: the file decompresses to more than the 16 MiB input limit (--max-input-size)"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Icons.xcassets/small.imageset/small@3x.png").path))
        // A limit the compressed file meets but its contents do not.
        let limit = try Data(contentsOf: root.appendingPathComponent("small.svgz")).count
        let tight = try CLI.run(["icon", "small.svgz", "--no-preview", "--max-input-size", "\(limit)"], in: root)
        XCTAssertEqual(tight.errorLines, ["iconforge: error: small.svgz: the file decompresses to more than the \(limit) bytes input limit (--max-input-size)"])
    }

    func testNetworkReferencesNeverConnect() throws {
        let listener = try LocalListener()
        let root = try makeTemporaryFolder(self)
        let url = "http://127.0.0.1:\(listener.port)"
        let svg = HostileFixtures.svg("""
            <style>@import url("\(url)/style.css");</style>
            <image width="24" height="24" href="\(url)/a.png"/>
            <image width="24" height="24" xlink:href="\(url)/b.png"/>
            <rect width="24" height="24" fill="url(\(url)/p.svg#paint)"/>
            <xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="\(url)/c.svg"/>
            """)
        try svg.write(to: root.appendingPathComponent("network.svg"))
        for extra in [[], ["--allow-external-files"]] {
            let run = try CLI.run(["icon", "network.svg", "--no-preview"] + extra, in: root)
            XCTAssertEqual(run.status, 1, "nothing loads, so nothing is drawn: \(run.stderr)")
            XCTAssertEqual(run.errorLines.count, 1, run.stderr)
            XCTAssertFalse(listener.hasPendingConnection, "iconforge connected to \(url) with \(extra)")
        }
    }

    func testARenderOverTheMemoryLimitFailsWithTheLimitNamed() throws {
        let root = try makeTemporaryFolder(self)
        try HostileFixtures.svg(#"<rect width="24" height="24"/>"#).write(to: root.appendingPathComponent("big.svg"))
        let run = try CLI.run(["icon", "big.svg", "--size", "1024", "--scales", "4", "--no-preview",
                               "--memory-limit", "256MiB"], in: root)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines, ["iconforge: error: big.svg: render exceeded memory limit 256 MiB"])
    }

    // MARK: - Helpers

    /// Renders every input of `outcomes` in one batch with a 3 s timeout and checks each outcome.
    private func runSuite(_ outcomes: [String: Expected], extraArguments: [String],
                          file: StaticString = #filePath, line: UInt = #line) throws {
        let root = try makeTemporaryFolder(self)
        let input = try HostileFixtures.prepare(in: root)
        let started = Date()
        let run = try CLI.run(["icon"] + outcomes.keys.sorted() + ["--out", "../Out.xcassets", "--no-preview",
                                                                   "--timeout", "3"] + extraArguments,
                              in: input, timeout: 120)
        // Hanging inputs cost 3 s each, in parallel: far below what any would take unlimited.
        XCTAssertLessThan(Date().timeIntervalSince(started), 60, file: file, line: line)
        XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
        let catalog = root.appendingPathComponent("Out.xcassets")
        check(run, outcomes, catalog: catalog, file: file, line: line)
        try assertNothingFromOutsideIsPainted(catalog)
    }

    private func check(_ run: CLI.Run, _ expected: [String: Expected], catalog: URL,
                       file: StaticString = #filePath, line: UInt = #line) {
        for (name, outcome) in expected {
            let lines = run.errorLines.filter { $0.hasPrefix("iconforge: error: \(name): ") || $0.hasPrefix("iconforge: warning: \(name): ") }
            let set = catalog.appendingPathComponent("\(IconSource.assetName(for: name)).imageset")
            switch outcome {
            case .error(let reason):
                XCTAssertEqual(lines, ["iconforge: error: \(name): \(reason)"], name, file: file, line: line)
                XCTAssertFalse(FileManager.default.fileExists(atPath: set.path), "\(name) must write nothing",
                               file: file, line: line)
            case .written(let warning):
                XCTAssertTrue(FileManager.default.fileExists(atPath: set.appendingPathComponent("Contents.json").path),
                              "\(name) must be written: \(lines)", file: file, line: line)
                if let warning {
                    XCTAssertEqual(lines.count, 1, "\(name): \(lines)", file: file, line: line)
                    XCTAssertTrue(lines.first?.hasPrefix("iconforge: warning: \(name): \(warning)") == true,
                                  "\(name): \(lines)", file: file, line: line)
                } else {
                    XCTAssertEqual(lines, [], name, file: file, line: line)
                }
            }
        }
    }

    /// The black square outside the folder would cover every pixel: no icon may be fully inked
    /// unless its own SVG draws a full square.
    private func assertNothingFromOutsideIsPainted(_ catalog: URL) throws {
        for name in ["image-absolute", "image-parent", "image-symlink"] {
            let png = catalog.appendingPathComponent("\(name).imageset/\(name).png")
            // Drawing nothing, they write nothing; anything written must hold no ink.
            guard FileManager.default.fileExists(atPath: png.path) else { continue }
            XCTAssertEqual(try ink(png), 0, "\(name) painted a file from outside its folder")
        }
    }

    /// The number of pixels with any alpha.
    private func ink(_ png: URL) throws -> Int {
        let image = try PNGDecoder.decode(try Data(contentsOf: png)).image
        return image.alphaPlane.values.filter { $0 > 0 }.count
    }

    func testBuildHonoursMaxInputSizeForItsSources() throws {
        let root = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("art"), withIntermediateDirectories: true)
        _ = try write(discSVG, to: "art/disc.svg", in: root)
        _ = try write("outputs:\n  - xcassets: I.xcassets\ncontact-sheet: false\nicons:\n  - source: art/*.svg\n",
                      to: "iconforge.yml", in: root)
        let tight = try CLI.run(["build", "--max-input-size", "10"], in: root)
        XCTAssertEqual(tight.status, 1)
        XCTAssertEqual(tight.errorLines.count, 1, tight.stderr)
        XCTAssertTrue(tight.stderr.contains("art/disc.svg: the file is "), tight.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("I.xcassets/disc.imageset").path))
        XCTAssertEqual(try CLI.run(["build"], in: root).status, 0)
    }
}
