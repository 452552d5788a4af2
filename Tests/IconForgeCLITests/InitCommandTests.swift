import Foundation
import IconForgeKit
import XCTest

/// `iconforge init` in a folder shaped like an app repository: it finds the SVGs, the Xcode
/// catalog and the Android res/ folder, passes over build products, and writes a manifest that
/// builds into them without touching a file the user made.
final class InitCommandTests: XCTestCase {
    /// An app repository as Xcode, Android Studio and SwiftPM leave it: `art/` with SVGs (one of
    /// them named like the user's own `docs` image set, one like the user's `ic_tab_profile`
    /// drawable), `MyApp/Assets.xcassets` with an app icon, an accent colour and a hand-made image
    /// set, Xcode's preview catalog, `app/src/main/res` with the user's launcher icon, strings and
    /// drawable, and a `.build/` and `node_modules/` full of SVGs.
    func makeAppRepository() throws -> URL {
        let root = try makeTemporaryFolder(self)
        func file(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        for name in ["home", "settings", "docs", "profile", "[ab]", "star*", "q?", "{brace}", "new\nline", "tab\there"] {
            try file("art/\(name).svg", discSVG)
        }
        try file("art/more/search.svg", discSVG)
        try file("art/notes.txt", "not an icon")
        for junk in [".build/checkouts/dep/Icons/a.svg", "node_modules/pkg/b.svg", "app/build/generated/c.svg",
                     ".git/d.svg", "DerivedData/e.svg", "Pods/Lib/f.svg", "iconforge-previews/g.svg"] {
            try file(junk, discSVG)
        }
        let xcode = "\"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"
        try file("MyApp/Assets.xcassets/Contents.json", "{\n  \(xcode)\n}\n")
        try file("MyApp/Assets.xcassets/AppIcon.appiconset/Contents.json",
                 "{\n  \"images\" : [\n    {\n      \"idiom\" : \"universal\",\n      \"platform\" : \"ios\",\n      \"size\" : \"1024x1024\"\n    }\n  ],\n  \(xcode)\n}\n")
        try file("MyApp/Assets.xcassets/AccentColor.colorset/Contents.json",
                 "{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\"\n    }\n  ],\n  \(xcode)\n}\n")
        try file("MyApp/Assets.xcassets/Docs.imageset/Contents.json",
                 "{\n  \"images\" : [\n    {\n      \"filename\" : \"docs.svg\",\n      \"idiom\" : \"universal\"\n    }\n  ],\n  \(xcode),\n  \"properties\" : {\n    \"preserves-vector-representation\" : true\n  }\n}\n")
        try file("MyApp/Assets.xcassets/Docs.imageset/docs.svg", discSVG)
        try file("MyApp/Preview Content/Preview Assets.xcassets/Contents.json", "{\n  \(xcode)\n}\n")
        try file("app/src/main/res/values/strings.xml", "<resources>\n    <string name=\"app_name\">My App</string>\n</resources>\n")
        try file("app/src/main/res/drawable/ic_launcher_background.xml",
                 "<shape xmlns:android=\"http://schemas.android.com/apk/res/android\"><solid android:color=\"#3DDC84\"/></shape>\n")
        let png = try PNGEncoder.encode(RGBAImage(width: 4, height: 4, pixels: [UInt8](repeating: 200, count: 64)))
        for path in ["app/src/main/res/mipmap-hdpi/ic_launcher.png", "app/src/main/res/drawable-hdpi/ic_tab_profile.png"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(path).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try png.write(to: root.appendingPathComponent(path))
        }
        return root
    }

    func testInitInAnAppRepositoryPointsAtItsCatalogAndResFolderAndTheManifestBuilds() throws {
        let root = try makeAppRepository()
        let before = try fileContents(in: root)
        let run = try CLI.run(["init"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.stdout.split(separator: "\n").map(String.init), [
            "found 11 SVGs in art/ and art/more/; the catalogs MyApp/Assets.xcassets and "
                + "MyApp/Preview Content/Preview Assets.xcassets; the Android res folder app/src/main/res",
            "wrote iconforge.yml: 9 icons into MyApp/Assets.xcassets and app/src/main/res (2 left out: their names "
                + "are taken, see the manifest); next: iconforge build",
        ])
        let manifest = try String(contentsOf: root.appendingPathComponent("iconforge.yml"), encoding: .utf8)
        for line in ["  - xcassets: MyApp/Assets.xcassets ", "  - android: app/src/main/res ",
                     "#  - xcassets: \"MyApp/Preview Content/Preview Assets.xcassets\" ",
                     "#  - art/docs.svg                        # 'docs' is already an asset in MyApp/Assets.xcassets",
                     "#  - art/profile.svg                     # 'ic_tab_profile' is already a resource in app/src/main/res",
                     "      - \"art/\\\\[ab].svg\"\n", "      - \"art/star\\\\*.svg\"\n", "      - \"art/q\\\\?.svg\"\n",
                     "      - \"art/{brace}.svg\"\n", "      - \"art/new\\nline.svg\"\n", "      - \"art/tab\\there.svg\"\n",
                     "      - art/more/search.svg\n", "#  (an output's format: \(FormatRegistry.names()); "] {
            XCTAssertTrue(manifest.contains(line), "no \(line) in:\n\(manifest)")
        }
        for ignored in [".build", "node_modules", "app/build", ".git", "DerivedData", "Pods", "iconforge-previews/g"] {
            XCTAssertFalse(manifest.contains(ignored + "/"), "\(ignored) in:\n\(manifest)")
        }

        let build = try CLI.run(["build"], in: root)
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertTrue(build.stdout.contains("9 built, 0 unchanged, 0 failed"), build.stdout)
        let catalog = root.appendingPathComponent("MyApp/Assets.xcassets")
        for set in ["home", "settings", "[ab]", "star-", "q-", "{brace}", "new-line", "tab-here", "search"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("\(set).imageset/\(set)@2x.png").path), set)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("app/src/main/res/drawable-xxhdpi/ic_tab_home.png").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(StarterPlan.contactSheet).path))
        // Every file the user made is as it was: the catalog's own Contents.json included.
        let after = try fileContents(in: root)
        for (path, data) in before {
            XCTAssertEqual(after[path], data, path)
        }
        try aapt2Compile(root.appendingPathComponent("app/src/main/res"), in: root)
        XCTAssertEqual(try CLI.run(["build", "--check"], in: root).status, 0)
    }

    func testAnExistingManifestIsKeptUnlessForced() throws {
        let root = try makeAppRepository()
        try write("outputs:\n  - png: out\n", to: "iconforge.yml", in: root)
        let kept = try CLI.run(["init"], in: root)
        XCTAssertEqual(kept.status, 1)
        XCTAssertEqual(kept.errorLines, ["iconforge: error: iconforge.yml: already exists; edit it, or replace it with `iconforge init --force`"])
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("iconforge.yml"), encoding: .utf8), "outputs:\n  - png: out\n")
        let forced = try CLI.run(["init", "--force"], in: root)
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertTrue(try String(contentsOf: root.appendingPathComponent("iconforge.yml"), encoding: .utf8).hasPrefix("# iconforge.yml"))
    }

    func testInitAgainAfterABuildKeepsTheIconsItBuilt() throws {
        let root = try makeAppRepository()
        XCTAssertEqual(try CLI.run(["init"], in: root).status, 0)
        let first = try String(contentsOf: root.appendingPathComponent("iconforge.yml"), encoding: .utf8)
        XCTAssertEqual(try CLI.run(["build", "-q"], in: root).status, 0)
        // The image sets the build wrote are iconforge's, recorded in its state: not taken names.
        XCTAssertEqual(try CLI.run(["init", "--force"], in: root).status, 0)
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("iconforge.yml"), encoding: .utf8), first)
        let again = try CLI.run(["build"], in: root)
        XCTAssertTrue(again.stdout.contains("0 built, 9 unchanged"), again.stdout + again.stderr)
    }

    func testWithoutSVGsItTakesBundledTemplatesWhoseNamesAreFree() throws {
        let root = try makeTemporaryFolder(self)
        let docs = root.appendingPathComponent("App/Assets.xcassets/docs.imageset")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try write("{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n", to: "Contents.json", in: docs)
        // A name in another catalog of the project is taken too.
        let settings = root.appendingPathComponent("App/Preview Content/Preview Assets.xcassets/Settings.colorset")
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
        let run = try CLI.run(["init"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let templates = TemplateLibrary.icons.map(\.name).filter { $0 != "docs" && $0 != "settings" }
        XCTAssertEqual(run.stdout.split(separator: "\n").last,
                       "wrote iconforge.yml: the bundled templates \(templates[0]) and \(templates[1]) into App/Assets.xcassets; next: iconforge build")
        let build = try CLI.run(["build", "-q"], in: root)
        XCTAssertEqual(build.status, 0, build.stderr)
    }

    func testSVGsWhoseNamesClashAreLeftOutWithTheReasonAndTheRestBuild() throws {
        let root = try makeTemporaryFolder(self)
        try write(discSVG, to: "home.svg", in: root)
        try write(discSVG, to: "Home.svgz", in: root)
        try write(discSVG, to: "home@2x.svg", in: root)
        let run = try CLI.run(["init"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").last,
                       "wrote iconforge.yml: 1 icon into a new Assets/Icons.xcassets (2 left out: their names are taken, "
                        + "see the manifest); next: iconforge build")
        let manifest = try String(contentsOf: root.appendingPathComponent("iconforge.yml"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("#  - home.svg                            # 'home' is also the name of Home.svgz"), manifest)
        XCTAssertEqual(try CLI.run(["build", "-q"], in: root).status, 0)
    }
}
