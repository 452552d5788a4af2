import Foundation
import IconForgeKit
import XCTest

/// `iconforge init` by the shape of the project, through the binary: selected drawings named
/// after their icons become one icon each; an Apple project is offered Swift constants and
/// custom symbols; an Android-only project's manifest speaks of dp and densities. Every
/// manifest builds as written, and with its offers taken.
final class InitProjectShapesTests: XCTestCase {
    func file(_ path: String, _ text: String = discSVG, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func manifest(in root: URL) throws -> String {
        try String(contentsOf: root.appendingPathComponent("iconforge.yml"), encoding: .utf8)
    }

    /// The manifest with `lines` (as written, commented) taken: their `#` removed.
    func uncomment(_ lines: [String], in root: URL) throws {
        var text = try manifest(in: root)
        for line in lines {
            XCTAssertTrue(text.contains("\n" + line), "no \(line) in:\n\(text)")
            // `# swift:` is a top-level key; `#   output:` and `#    symbol:` keep their indent.
            let taken = line.hasPrefix("# ") && !line.dropFirst(2).hasPrefix(" ") ? line.dropFirst(2) : line.dropFirst()
            text = text.replacingOccurrences(of: "\n" + line, with: "\n" + taken)
        }
        try write(text, to: "iconforge.yml", in: root)
    }

    /// `IconPairs`' house and star, outlined and filled, in `art/`.
    func writePairs(in root: URL) throws {
        let art = root.appendingPathComponent("art")
        try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
        try IconPairs.writeAll(in: art)
    }

    func exists(_ path: String, in root: URL) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    func testSelectedDrawingsNamedAfterTheirIconsBecomeOneIconEach() throws {
        let root = try makeTemporaryFolder(self)
        try writePairs(in: root)
        for (name, svg) in [("home", IconPairs.house), ("home_fill", IconPairs.houseFill), ("bell", discSVG), ("bell-fill", discSVG),
                            ("bell-fill-fill", discSVG), ("gear", discSVG), ("gear_selected", discSVG)] {
            try file("art/\(name).svg", svg, in: root)
        }
        // The app's own `gear-selected`: gear's pair is left out whole.
        try file("App/Assets.xcassets/Contents.json", "{\"info\":{\"author\":\"xcode\",\"version\":1}}", in: root)
        try file("App/Assets.xcassets/gear-selected.imageset/Contents.json", "{\"images\":[],\"info\":{\"author\":\"xcode\",\"version\":1}}",
                 in: root)
        let run = try CLI.run(["init"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").last, "wrote iconforge.yml: 5 icons (4 with a selected drawing) into "
            + "App/Assets.xcassets (2 left out: their names are taken, see the manifest); next: iconforge build")
        let text = try manifest(in: root)
        for line in ["    selected-suffix: \"-fill\" ", "    selected-suffix: \"_fill\" ",
                     "#  - art/gear.svg                        # 'gear-selected' is already an asset in App/Assets.xcassets",
                     "#  - art/gear_selected.svg               # the selected drawing of art/gear.svg, left out with it"] {
            XCTAssertTrue(text.contains(line), "no \(line) in:\n\(text)")
        }
        let parsed = try ManifestParser.parse(text, file: root.appendingPathComponent("iconforge.yml"))
        XCTAssertEqual(parsed.icons.compactMap(\.selectedSuffix).sorted(), ["-fill", "_fill"])

        let build = try CLI.run(["build"], in: root)
        XCTAssertEqual(build.status, 0, build.stderr)
        // bell-fill-fill is an icon in an entry of its own, not one bell's suffix fails to pair: no warning.
        XCTAssertFalse(build.stderr.contains("bell"), build.stderr)
        XCTAssertTrue(build.stdout.contains("5 built, 0 unchanged, 0 failed"), build.stdout)
        let catalog = "App/Assets.xcassets/"
        for set in ["house", "house-selected", "star", "star-selected", "home", "home-selected", "bell", "bell-selected",
                    "bell-fill-fill"] {
            XCTAssertTrue(exists(catalog + set + ".imageset/Contents.json", in: root), set)
        }
        for set in ["house-fill", "star-fill", "home_fill", "bell-fill", "gear", "gear_selected"] {
            XCTAssertFalse(exists(catalog + set + ".imageset", in: root), set)
        }
        // The filled house is home's selected drawing, not the outline again.
        let home = try decodePNG(catalog + "home.imageset/home@2x.png", in: root).image.alphaPlane
        let selected = try decodePNG(catalog + "home-selected.imageset/home-selected@2x.png", in: root).image.alphaPlane
        XCTAssertGreaterThan(selected.coverage, home.coverage * 1.5)
        XCTAssertEqual(try CLI.run(["build", "--check"], in: root).status, 0)
    }

    func testAnAppleProjectIsOfferedSwiftConstantsAndCustomSymbolsAndBothBuild() throws {
        let catalog = "{\"info\":{\"author\":\"xcode\",\"version\":1}}"
        // An Xcode project with its catalog, a Swift package's resources, and a project whose catalog is still to come.
        let shapes: [(files: [String: String], catalog: String, swift: String)] = [
            (["MyApp.xcodeproj/project.pbxproj": "// !$*UTF8*$!", "MyApp/Assets.xcassets/Contents.json": catalog,
              "MyApp/Assets.swift": "// the app's own"], "MyApp/Assets.xcassets", "MyApp/IconAssets.swift"),
            (["Package.swift": "// swift-tools-version:5.9", "Sources/App/Resources/Media.xcassets/Contents.json": catalog],
             "Sources/App/Resources/Media.xcassets", "Sources/App/Resources/Assets.swift"),
            (["Tabs.xcodeproj/project.pbxproj": "// !$*UTF8*$!"], StarterPlan.newCatalog, "Assets/Assets.swift"),
        ]
        for shape in shapes {
            let root = try makeTemporaryFolder(self)
            for (path, text) in shape.files { try file(path, text, in: root) }
            try writePairs(in: root)
            XCTAssertEqual(try CLI.run(["init"], in: root).status, 0)
            let text = try manifest(in: root)
            let offers = ["#    symbol: true ", "# swift: ", "#   output: \(shape.swift)\n"]
            for line in offers { XCTAssertTrue(text.contains("\n" + line), "no \(line) in:\n\(text)") }
            XCTAssertTrue(text.contains("  - xcassets: \(shape.catalog) "), text)
            XCTAssertFalse(text.contains("dp"), text)
            let build = try CLI.run(["build", "-q"], in: root)
            XCTAssertEqual(build.status, 0, build.stderr)
            XCTAssertTrue(exists(shape.catalog + "/house-selected.imageset", in: root), text)

            // Taken: the same icons as symbol sets, and the Swift constants beside the catalog.
            try uncomment(["#    symbol: true", "# swift:", "#   output:"], in: root)
            let taken = try CLI.run(["build"], in: root)
            XCTAssertEqual(taken.status, 0, taken.stderr)
            XCTAssertTrue(taken.stdout.contains("Swift constants: written"), taken.stdout)
            let swift = try String(contentsOf: root.appendingPathComponent(shape.swift), encoding: .utf8)
            XCTAssertTrue(swift.contains("house"), swift)
            XCTAssertTrue(exists(shape.catalog + "/house.symbolset", in: root))
            XCTAssertTrue(exists(shape.catalog + "/house.fill.symbolset", in: root))
            XCTAssertFalse(exists(shape.catalog + "/house.imageset", in: root))
            if shape.files["MyApp/Assets.swift"] != nil {
                XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("MyApp/Assets.swift"), encoding: .utf8), "// the app's own")
            }
        }
    }

    func testAnAndroidOnlyProjectSpeaksOfDpAndDensitiesAndItsManifestBuilds() throws {
        let root = try makeTemporaryFolder(self)
        try file("settings.gradle.kts", "include(\":app\")", in: root)
        try file("app/build.gradle.kts", "plugins { id(\"com.android.application\") }", in: root)
        try file("app/src/main/res/values/strings.xml", "<resources/>", in: root)
        try writePairs(in: root)
        XCTAssertEqual(try CLI.run(["init"], in: root).status, 0)
        let text = try manifest(in: root)
        for word in ["point", "scale", "catalog", "xcassets", "@2x", "imageset", "swift", "symbol"] {
            XCTAssertNil(text.range(of: word, options: .caseInsensitive), "'\(word)' in an Android project's manifest:\n\(text)")
        }
        for line in ["#   size: 24                             # dp: 24, or WxH; drawn for every density, mdpi to xxxhdpi",
                     "  - android: app/src/main/res ", "    selected-suffix: \"-fill\" "] {
            XCTAssertTrue(text.contains(line), "no \(line) in:\n\(text)")
        }
        let build = try CLI.run(["build", "-q"], in: root)
        XCTAssertEqual(build.status, 0, build.stderr)
        let res = "app/src/main/res/"
        XCTAssertTrue(exists(res + "drawable/ic_tab_house.xml", in: root))
        XCTAssertTrue(exists(res + "drawable-xxhdpi/ic_tab_house_selected.png", in: root))
        XCTAssertFalse(exists(res + "drawable-xxhdpi/ic_tab_house_fill.png", in: root))

        // The keys it shows, taken: 32 dp VectorDrawables under another prefix.
        try uncomment(["#    vector: true", "# android:", "#   size: 24", "#   state-list: false", "#   prefix: ic_tab_"], in: root)
        var taken = try manifest(in: root)
        taken = taken.replacingOccurrences(of: "  size: 24 ", with: "  size: 32 ").replacingOccurrences(of: "prefix: ic_tab_", with: "prefix: nav_")
        try write(taken, to: "iconforge.yml", in: root)
        let rebuilt = try CLI.run(["build", "-q"], in: root)
        XCTAssertEqual(rebuilt.status, 0, rebuilt.stderr)
        let drawable = try String(contentsOf: root.appendingPathComponent(res + "drawable/nav_house_selected.xml"), encoding: .utf8)
        XCTAssertTrue(drawable.contains("android:width=\"32dp\""), drawable)
        XCTAssertFalse(exists(res + "drawable/ic_tab_house.xml", in: root))
        try aapt2Compile(root.appendingPathComponent("app/src/main/res"), in: root)
    }
}
