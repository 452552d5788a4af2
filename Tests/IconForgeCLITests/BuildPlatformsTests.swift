import Foundation
import IconForgeKit
import XCTest

/// `iconforge build` with the manifest keys for Swift code, Android tab icons and presets.
final class BuildPlatformsTests: XCTestCase {
    let manifest = """
    outputs:
      - xcassets: App/Assets.xcassets
      - android: android/res
    contact-sheet: false
    android:
      theme: light
      state-list: true
    swift:
      output: App/Sources/Assets.swift
    icons:
      - template: home
        preset: wide
      - template: [docs, search]
        group: Tabs
    buttons:
      - name: blue
        colour: "#3366cc"
        states: [normal]
    """

    func makeProject() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("iconforge.yml"))
        return folder
    }

    func testBuildWritesTheSwiftFileForTheCatalogWithNamespacesTemplatesAndInsets() throws {
        let folder = try makeProject()
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let source = try String(contentsOf: folder.appendingPathComponent("App/Sources/Assets.swift"), encoding: .utf8)
        XCTAssertTrue(source.contains("enum Tabs {"), source)
        XCTAssertTrue(source.contains("static let docs = ImageAsset(name: \"Tabs/docs\", isTemplate: true)"), source)
        XCTAssertTrue(source.contains("static let home = ImageAsset(name: \"home\", isTemplate: true)"), source)
        XCTAssertTrue(source.contains("static let blue = ImageAsset(name: \"blue\", capInsets: .init(top: 0, left: 11, bottom: 0, right: 11))"), source)
        // The same file `iconforge codegen` writes for that catalog.
        XCTAssertEqual(try CLI.run(["codegen", "--catalog", "App/Assets.xcassets", "-o", "again.swift"], in: folder).status, 0)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("again.swift")),
                       try Data(contentsOf: folder.appendingPathComponent("App/Sources/Assets.swift")))
    }

    func testAnUnchangedBuildLeavesTheSwiftFileAndCheckFlagsItsAbsence() throws {
        let folder = try makeProject()
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let second = try CLI.run(["build", "--json"], in: folder)
        let report = try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as! [String: Any]
        let swift = (report["assets"] as! [[String: Any]]).first { $0["id"] as? String == "swift" }
        XCTAssertEqual(swift?["status"] as? String, "unchanged")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/Sources/Assets.swift"))
        let check = try CLI.run(["build", "--check"], in: folder)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stderr.contains("swift: missing: App/Sources/Assets.swift does not exist"), check.stderr)
    }

    func testPresetSizesTheCatalogAndAndroidGetsTabIconsWithSelector() throws {
        let folder = try makeProject()
        XCTAssertEqual(try CLI.run(["build"], in: folder).status, 0)
        let wide = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("App/Assets.xcassets/home.imageset/home@3x.png"))
        XCTAssertEqual([wide.width, wide.height], [93, 69])
        let res = folder.appendingPathComponent("android/res")
        for (density, pixels) in [("mdpi", 24), ("hdpi", 36), ("xhdpi", 48), ("xxhdpi", 72), ("xxxhdpi", 96)] {
            for name in ["ic_tab_home_selected", "ic_tab_tabs_docs_unselected"] {
                let url = res.appendingPathComponent("drawable-\(density)/\(name).png")
                let png = try PNGDecoder.decode(contentsOf: url)
                XCTAssertEqual([png.width, png.height], [pixels, pixels], url.path)
                try aaptCrunch(url, to: folder.appendingPathComponent("crunched.png"))
            }
        }
        let selected = try PNGDecoder.decode(contentsOf: res.appendingPathComponent("drawable-xhdpi/ic_tab_home_selected.png"))
        let solid = try XCTUnwrap(selected.image.alphaPlane.values.firstIndex(of: 255))
        XCTAssertEqual(selected.image[solid % 48, solid / 48], RGBA(0x33, 0x33, 0x33))
        let xml = try String(contentsOf: res.appendingPathComponent("drawable/ic_tab_home.xml"), encoding: .utf8)
        XCTAssertTrue(xml.contains("android:state_selected=\"true\" android:drawable=\"@drawable/ic_tab_home_selected\""), xml)
        XCTAssertTrue(xml.contains("android:state_checked=\"true\" android:drawable=\"@drawable/ic_tab_home_selected\""), xml)
        try aapt2Compile(res, in: folder)
    }

    func testManifestErrorsNameTheLine() throws {
        let folder = try makeTemporaryFolder(self)
        let cases: [(String, String)] = [
            ("outputs:\n  - png: out\nswift:\n  output: A.swift\n", "iconforge.yml:4: swift reads an xcassets output: add one to 'outputs'"),
            ("outputs:\n  - android: res\nandroid:\n  theme: purple\n", "iconforge.yml:4: android theme must be dark or light"),
            ("outputs:\n  - png: out\nicons:\n  - template: home\n    preset: oval\n", "iconforge.yml:5: unknown preset 'oval'"),
        ]
        for (text, expected) in cases {
            try Data(text.utf8).write(to: folder.appendingPathComponent("iconforge.yml"))
            let run = try CLI.run(["build"], in: folder)
            XCTAssertEqual(run.status, 1, text)
            XCTAssertTrue(run.stderr.contains(expected), "\(run.stderr) does not contain \(expected)")
        }
    }
}
