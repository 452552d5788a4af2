import Foundation
import XCTest

/// docs/architecture.md's worked example of a new format, taken exactly as written: its file
/// (the `swift` block naming its path) and its registry line (the `diff` block, which `git apply`
/// takes) go into a copy of this package, which is built; the binary then writes the example's
/// web folder, and its name-shaping `separator` setting is followed by the record: the names the
/// old separator made are pruned, and a file of the user's at a new name is refused. Building
/// the package again takes minutes: the doc cannot drift from what works.
final class ArchitectureExampleFormatTests: XCTestCase {
    func testTheDocumentedFormatBuildsAndItsSeparatorRenamesFilesUnderTheRecord() throws {
        let doc = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let source = try XCTUnwrap(Self.fencedBlocks(doc, language: "swift").first { $0.hasPrefix("// Sources/IconForgeKit/Formats/") },
                                   "no swift block starting with its path under Sources/IconForgeKit/Formats/")
        let registryLine = try XCTUnwrap(Self.fencedBlocks(doc, language: "diff").first, "no diff block for the registry")
        let path = String(source.prefix { $0 != "\n" }.dropFirst("// ".count))

        // The package as checked out (the files git knows, and new ones it does not ignore).
        let listed = try Self.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: repositoryRoot)
        guard listed.status == 0 else { throw XCTSkip("not a git checkout: \(listed.stderr)") }
        let package = try makeTemporaryFolder(self).appendingPathComponent("package")
        for file in listed.stdout.split(separator: "\0").map(String.init) {
            let from = repositoryRoot.appendingPathComponent(file), to = package.appendingPathComponent(file)
            guard (try? from.checkResourceIsReachable()) == true else { continue }  // deleted, not yet committed
            try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: from, to: to)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: package.appendingPathComponent(path).path), "\(path) is already a file")
        try Data(source.utf8).write(to: package.appendingPathComponent(path))
        try Data(registryLine.utf8).write(to: package.appendingPathComponent("registry.diff"))
        let applied = try Self.run(["git", "apply", "registry.diff"], in: package)
        XCTAssertEqual(applied.status, 0, "git apply refuses the doc's diff: \(applied.stderr)")
        let built = try Self.run(["swift", "build", "--product", "iconforge", "--scratch-path", package.appendingPathComponent(".build").path],
                                 in: package, timeout: 3600)
        XCTAssertEqual(built.status, 0, "the doc's example does not build:\n\(built.stdout.suffix(4000))\(built.stderr.suffix(2000))")
        let binary = package.appendingPathComponent(".build/debug/iconforge")
        guard built.status == 0 else { return }

        let folder = try makeTemporaryFolder(self)
        try write(IconPairs.house, to: "house.svg", in: folder)
        try write(IconPairs.star, to: "heart.svg", in: folder)
        let site = folder.appendingPathComponent("site")
        let names = { (separators: [String: String]) in
            separators.flatMap { name, separator in (1 ... 3).map { "\(name)\(separator)\($0)x.png" } }.sorted()
        }
        let icon = { (separator: String) in
            try CLI.run(["icon", "house.svg", "heart.svg", "--format", "web", "--set", "separator=\(separator)", "--out", "site",
                         "--no-preview"], in: folder, through: binary)
        }
        let first = try icon("a")
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(try relativeFiles(in: site).filter { !$0.hasPrefix(".") }.sorted(), names(["house": "a", "heart": "a"]))

        // The 6 files the old separator named go, the 6 of the new come, in silence.
        let renamed = try icon("b")
        XCTAssertEqual(renamed.status, 0, renamed.stderr)
        XCTAssertEqual(renamed.stderr, "")
        XCTAssertEqual(try relativeFiles(in: site).filter { !$0.hasPrefix(".") }.sorted(), names(["house": "b", "heart": "b"]))

        // A file of the user's at a new name is refused and left as it was; its icon keeps the old names.
        let mine = Data("the site's own house\n".utf8)
        try mine.write(to: site.appendingPathComponent("housec2x.png"))
        let refused = try icon("c")
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.errorLines.count, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("house.svg: iconforge did not write \(site.path)/housec2x.png (it has no record"),
                      refused.stderr)
        XCTAssertEqual(try Data(contentsOf: site.appendingPathComponent("housec2x.png")), mine)
        XCTAssertEqual(try relativeFiles(in: site).filter { !$0.hasPrefix(".") }.sorted(),
                       (names(["house": "b", "heart": "c"]) + ["housec2x.png"]).sorted())

        // A manifest's output of the format, its setting beside it; build --check agrees with build.
        let manifest = { (separator: String) in "outputs:\n  - web: web\n    separator: \"\(separator)\"\nicons:\n  - house.svg\n" }
        try write(manifest("_"), to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["build", "-q"], in: folder, through: binary).status, 0)
        try write(manifest("."), to: "iconforge.yml", in: folder)
        let rebuilt = try CLI.run(["build"], in: folder, through: binary)
        XCTAssertEqual(rebuilt.status, 0, rebuilt.stderr)
        XCTAssertEqual(rebuilt.stderr, "")
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("web")).filter { !$0.hasPrefix(".") }.sorted(),
                       names(["house": "."]))
        let check = try CLI.run(["build", "--check"], in: folder, through: binary)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        // A value the format refuses is an error naming the setting.
        let bad = try icon("x/y")
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("separator cannot hold a /"), bad.stderr)
    }

    /// The text of each block fenced as `language` in `markdown`, without its fences.
    static func fencedBlocks(_ markdown: String, language: String) -> [String] {
        var blocks: [String] = [], current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```\(language)" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Runs `arguments` (a program on PATH and its arguments) in `directory`.
    private static func run(_ arguments: [String], in directory: URL, timeout: TimeInterval = 300) throws -> CLI.Run {
        try CLI.run(arguments, in: directory, timeout: timeout, through: URL(fileURLWithPath: "/usr/bin/env"))
    }
}
