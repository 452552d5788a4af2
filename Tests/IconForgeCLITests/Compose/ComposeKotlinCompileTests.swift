import Foundation
import XCTest

/// What `--format compose` writes compiles with Debian's kotlinc 1.3 against stand-ins written to
/// Compose's signatures (Tests/ComposeStandIns): the bundled templates, a selected pair, a
/// mirrored icon, names Kotlin needs spelled otherwise, and a sample of the corpus, in one
/// kotlinc call (each takes several seconds).
final class ComposeKotlinCompileTests: XCTestCase {
    func testEveryGeneratedFileCompilesWithKotlin13() throws {
        _ = try ExternalTool.kotlinc.require()
        let folder = try makeTemporaryFolder(self)
        let templates = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Templates").path)
            .filter { $0.hasSuffix(".svg") && $0 != "button.svg" }.sorted().map { "Templates/" + $0 }  // button.svg: a button's
        let icons = folder.appendingPathComponent("icons")
        let run = try CLI.run(["icon"] + templates + ["--format", "compose", "--set", "package=com.example.icons", "--out", icons.path,
                                                     "--no-preview"], in: repositoryRoot)
        XCTAssertEqual(run.status, 0, run.stderr)

        // Names Kotlin spells otherwise, a pair and a mirrored icon, under another receiver.
        try IconPairs.writeAll(in: folder)
        let odd = folder.appendingPathComponent("odd")
        try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
        // résumé with its accents decomposed (NFD), as macOS names files: no lone accent in the name.
        for name in ["class", "object", "2fa", "ic-home", "house.fill", "café", "re\u{301}sume\u{301}"] {
            try Data(IconPairs.star.utf8).write(to: odd.appendingPathComponent("\(name).svg"))
        }
        let names = folder.appendingPathComponent("names")
        let oddRun = try CLI.run(["icon", "odd", "--format", "compose", "--set", "package=com.example.names", "--set", "receiver=Tabs",
                                  "--out", names.path, "--no-preview"], in: folder)
        XCTAssertEqual(oddRun.status, 0, oddRun.stderr)
        let pair = try CLI.run(["icon", "house.svg", "--selected", "house-fill.svg", "--mirror", "--format", "compose",
                                "--set", "package=com.example.names", "--set", "receiver=Tabs", "--out", names.path, "--no-preview"],
                               in: folder)
        XCTAssertEqual(pair.status, 0, pair.stderr)
        let written = Set(try relativeFiles(in: names))
        for file in ["Class.kt", "Object.kt", "2fa.kt", "IcHome.kt", "HouseFill.kt", "Café.kt", "R\u{E9}sum\u{E9}.kt", "House.kt", "HouseSelected.kt", "Tabs.kt"] {
            XCTAssertTrue(written.contains(file), "\(file) in \(written.sorted())")
        }
        let twoFA = try String(contentsOf: names.appendingPathComponent("2fa.kt"), encoding: .utf8)
        XCTAssertTrue(twoFA.contains("val Tabs.`2fa`: ImageVector"), twoFA)
        XCTAssertTrue(twoFA.contains("private var _2fa: ImageVector? = null"), twoFA)
        let house = try String(contentsOf: names.appendingPathComponent("House.kt"), encoding: .utf8)
        XCTAssertTrue(house.contains("            autoMirror = true\n        ).apply {"), house)

        // A sample of the corpus, the SVGs a drawable refuses left out.
        if let corpus = try optionalCorpus() {
            let sample = folder.appendingPathComponent("sample")
            try FileManager.default.createDirectory(at: sample, withIntermediateDirectories: true)
            _ = try linkCorpusSample(corpus, every: 97, into: sample)
            let corpusRun = try CLI.run(["icon", "sample", "--format", "compose", "--set", "package=com.example.corpus",
                                         "--out", folder.appendingPathComponent("corpus").path, "--no-preview", "-q"], in: folder)
            XCTAssertTrue(corpusRun.errorLines.allSatisfy { $0.contains("uses ") || $0.contains("cannot read") || $0.contains("empty") },
                          corpusRun.stderr)
        }

        let sources = try relativeFiles(in: folder).filter { $0.hasSuffix(".kt") }.map { folder.appendingPathComponent($0) }
        XCTAssertGreaterThan(sources.count, templates.count + 8)
        try compileKotlin(sources, in: folder)
    }
}
