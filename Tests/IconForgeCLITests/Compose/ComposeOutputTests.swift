import Foundation
import XCTest

/// The compose output through the binary: its files and receiver, its settings refused by
/// name, ownership (a user's file, two names of one identifier), and a build recording,
/// checking and pruning its files like any other output's.
final class ComposeOutputTests: XCTestCase {
    private func compose(_ arguments: [String], in folder: URL, package: String? = "com.example.icons") throws -> CLI.Run {
        try CLI.run(["icon"] + arguments + ["--format", "compose", "--out", "icons", "--no-preview"]
            + (package.map { ["--set", "package=\($0)"] } ?? []), in: folder)
    }

    func testEachIconIsAPropertyOfTheReceiverInItsOwnFileBuiltOnce() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        let run = try compose(["star.svg", "star-fill.svg", "house.svg", "house-fill.svg", "--selected-suffix", "-fill"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let files = Set(try relativeFiles(in: folder.appendingPathComponent("icons")))
        XCTAssertEqual(files, [".iconforge-record.json", "House.kt", "HouseSelected.kt", "Star.kt", "StarSelected.kt", "TabIcons.kt"])
        let star = try String(contentsOf: folder.appendingPathComponent("icons/Star.kt"), encoding: .utf8)
        XCTAssertTrue(star.hasPrefix("package com.example.icons\n\nimport androidx.compose.ui.graphics.Color\n"), star)
        for line in ["val TabIcons.Star: ImageVector", "        if (_Star != null) {", "            return _Star!!",
                     "        _Star = ImageVector.Builder(", "            name = \"Star\",", "            defaultWidth = 24.dp,",
                     "            viewportWidth = 24f,", "        }.build()", "@Suppress(\"ObjectPropertyName\")",
                     "private var _Star: ImageVector? = null", "                moveTo(12f, 2f)", "                close()"] {
            XCTAssertTrue(star.contains(line + "\n"), "\(line) in:\n\(star)")
        }
        XCTAssertFalse(star.contains("autoMirror"), star)
        let sized = try CLI.run(["icon", "star.svg", "--format", "compose", "--set", "package=a.b", "--size", "32", "--out", "sized",
                                 "--no-preview"], in: folder)
        XCTAssertEqual(sized.status, 0, sized.stderr)
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("sized/Star.kt"), encoding: .utf8).contains("defaultWidth = 32.dp,"))
        let receiver = try String(contentsOf: folder.appendingPathComponent("icons/TabIcons.kt"), encoding: .utf8)
        XCTAssertTrue(receiver.hasSuffix("package com.example.icons\n\nobject TabIcons\n"), receiver)

        // The same run again writes the same bytes.
        let before = try fileContents(in: folder.appendingPathComponent("icons"))
        XCTAssertEqual(try compose(["star.svg", "star-fill.svg", "house.svg", "house-fill.svg", "--selected-suffix", "-fill"], in: folder).status, 0)
        XCTAssertEqual(try fileContents(in: folder.appendingPathComponent("icons")), before)
    }

    func testAMissingOrMalformedSettingIsRefusedByName() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        let missing = try compose(["star.svg"], in: folder, package: nil)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("star.svg: compose outputs need a package, the Kotlin package their files declare: "
            + "--set package=com.example.icons"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("icons/Star.kt").path))
        let bad = try compose(["star.svg"], in: folder, package: "com.2fa.icons")
        XCTAssertEqual(bad.status, 64)
        XCTAssertEqual(bad.errorLines, ["iconforge: error: --set: package must be a Kotlin package name, identifiers joined by dots "
            + "(such as com.example.icons), not 'com.2fa.icons'"])
        let keyword = try compose(["star.svg", "--set", "receiver=object"], in: folder)
        XCTAssertEqual(keyword.status, 64)
        XCTAssertTrue(keyword.stderr.contains("receiver must be a Kotlin identifier"), keyword.stderr)
        let button = try CLI.run(["button", "--color", "red", "--format", "compose", "--set", "package=a.b", "--out", "icons",
                                  "--no-preview"], in: folder)
        XCTAssertEqual(button.status, 1)
        XCTAssertTrue(button.stderr.contains("compose outputs hold tab icons as ImageVector code, not buttons"), button.stderr)
    }

    func testAnEmptyDrawingAndOneAVectorDrawableCannotExpressAreRefusedWithTheirUsualLines() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try write(IconPairs.svg(""), to: "blank.svg", in: folder)
        _ = try write(IconPairs.svg(##"<mask id="m"><rect width="5" height="5" fill="#fff"/></mask><path d="M0 0H5V5Z" mask="url(#m)"/>"##),
                      to: "masked.svg", in: folder)
        let run = try compose(["blank.svg", "masked.svg"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, [
            "iconforge: error: blank.svg: nothing is drawn, so no icon was written (a tab bar would show an empty tab)",
            ##"iconforge: error: masked.svg: cannot be a VectorDrawable: uses mask="url(#m)" on <path> (VectorDrawable cannot express masks)"##,
        ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("icons/Blank.kt").path))
        // lint checks icons for the format, with no package needed.
        let lint = try CLI.run(["lint", "masked.svg", "--format", "compose"], in: folder)
        XCTAssertTrue(lint.stderr.contains("masked.svg: no vector: cannot be a VectorDrawable: uses mask"), lint.stderr)
    }

    func testAUsersFileAndTwoNamesOfOneIdentifierAreRefused() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("icons"), withIntermediateDirectories: true)
        _ = try write("// mine\n", to: "icons/Star.kt", in: folder)
        let refused = try compose(["star.svg"], in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("Star.kt"), refused.stderr)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("icons/Star.kt"), encoding: .utf8), "// mine\n")

        // An icon whose file would be the receiver's.
        try Data(IconPairs.star.utf8).write(to: folder.appendingPathComponent("tab-icons.svg"))
        let receiver = try compose(["tab-icons.svg"], in: folder)
        XCTAssertEqual(receiver.status, 1)
        XCTAssertEqual(receiver.errorLines, ["iconforge: error: tab-icons.svg: its Kotlin file would be TabIcons.kt, the receiver "
            + "object's own file; give the icon another name, or the output another receiver (--set receiver=NAME, receiver: on the output)"])

        try Data(IconPairs.star.utf8).write(to: folder.appendingPathComponent("ic-home.svg"))
        try Data(IconPairs.house.utf8).write(to: folder.appendingPathComponent("ic_home.svg"))
        let twins = try compose(["ic-home.svg", "ic_home.svg"], in: folder)
        XCTAssertEqual(twins.status, 1)
        XCTAssertEqual(twins.errorLines.count, 1, twins.stderr)
        XCTAssertTrue(twins.stderr.contains("ic_home.svg") && twins.stderr.contains("ic-home.svg") && twins.stderr.contains("IcHome"),
                      twins.stderr)
    }

    func testABuildRecordsChecksAndPrunesItsFiles() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        let manifest = """
        defaults:
          icons:
            size: 30
        outputs:
          - compose: app/src/main/kotlin/com/example/icons
            package: com.example.icons
            receiver: NavIcons
          - compose: shared/icons
            package: com.example.shared
            size: 20
        icons:
          - source: [house.svg, house-fill.svg]
            selected-suffix: -fill
          - source: star.svg
        """
        _ = try write(manifest, to: "iconforge.yml", in: folder)
        let build = try CLI.run(["build", "-q"], in: folder)
        XCTAssertEqual(build.status, 0, build.stderr)
        let output = folder.appendingPathComponent("app/src/main/kotlin/com/example/icons")
        XCTAssertEqual(Set(try relativeFiles(in: output)),
                       [".iconforge-record.json", "House.kt", "HouseSelected.kt", "Star.kt", "NavIcons.kt"])
        // A second compose output, of another package, has its own.
        let shared = try String(contentsOf: folder.appendingPathComponent("shared/icons/Star.kt"), encoding: .utf8)
        XCTAssertTrue(shared.hasPrefix("package com.example.shared\n") && shared.contains("val TabIcons.Star: ImageVector"), shared)
        let own = try String(contentsOf: output.appendingPathComponent("Star.kt"), encoding: .utf8)
        XCTAssertTrue(own.contains("val NavIcons.Star"), own)
        // 24 dp, as Android's, whatever the icons' size (30 points for iOS), unless the output says.
        XCTAssertTrue(own.contains("defaultWidth = 24.dp,"), own)
        XCTAssertTrue(shared.contains("defaultWidth = 20.dp,"), shared)
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)

        // Edited by hand: --check says so.
        let star = output.appendingPathComponent("Star.kt"), original = try Data(contentsOf: star)
        try (original + Data("// edited\n".utf8)).write(to: star)
        XCTAssertNotEqual(try CLI.run(["build", "--check"], in: folder).status, 0)
        try original.write(to: star)

        // An icon left out of the manifest takes its files with it; the receiver stays.
        _ = try write(manifest.replacingOccurrences(of: "\n  - source: star.svg", with: ""), to: "iconforge.yml", in: folder)
        let pruned = try CLI.run(["build"], in: folder)
        XCTAssertEqual(pruned.status, 0, pruned.stderr)
        XCTAssertEqual(Set(try relativeFiles(in: output)), [".iconforge-record.json", "House.kt", "HouseSelected.kt", "NavIcons.kt"])
    }
}
