import Foundation
import IconForgeKit
import XCTest

/// An android output into a Compose Multiplatform `composeResources` folder: its files named as
/// Compose Multiplatform reads them (`drawable-dark-<density>`), and what only Android reads
/// (selectors, `ldrtl`, 9-patches) left out; by the folder's name or `resources: compose`.
final class ComposeResourcesTests: XCTestCase {
    private let densities = ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]

    func testAComposeResourcesFolderGetsImagesOnlyUnderItsQualifiers() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        _ = try write("""
        outputs:
          - android: composeApp/src/commonMain/composeResources
          - android: vectors/composeResources
            vector: true
            assets: icons
            prefix: vec_
          - android: res
        icons:
          - source: [house.svg, house-fill.svg]
            selected-suffix: -fill
          - source: star.svg
            mirror: true
        buttons:
          - name: buy
            colour: 00bd00
            dark-colour: 005500
        """, to: "iconforge.yml", in: folder)
        let build = try CLI.run(["build", "-q"], in: folder)
        XCTAssertEqual(build.status, 0, build.stderr)
        var files = Set(try relativeFiles(in: folder.appendingPathComponent("composeApp/src/commonMain/composeResources")))
        for density in densities {
            for name in ["ic_tab_house_selected.png", "ic_tab_house_unselected.png", "ic_tab_star.png", "buy.png", "buy_pressed.png",
                         "buy_disabled.png"] {
                XCTAssertNotNil(files.remove("drawable-\(density)/\(name)"), "\(density)/\(name)")
            }
            for name in ["buy.png", "buy_pressed.png", "buy_disabled.png"] {
                XCTAssertNotNil(files.remove("drawable-dark-\(density)/\(name)"), "dark-\(density)/\(name)")
            }
        }
        XCTAssertEqual(files, [".iconforge-record.json"], "no selector, ldrtl copy or 9-patch")
        XCTAssertEqual(Set(try relativeFiles(in: folder.appendingPathComponent("vectors/composeResources"))),
                       [".iconforge-record.json", "drawable/vec_house_selected.xml", "drawable/vec_house_unselected.xml", "drawable/vec_star.xml"])
        let star = try String(contentsOf: folder.appendingPathComponent("vectors/composeResources/drawable/vec_star.xml"), encoding: .utf8)
        XCTAssertTrue(star.contains(#"android:autoMirrored="true""#), star)
        // A button is a plain PNG of its size: no 9-patch frame, its insets in its text chunk.
        let plain = try decodePNG("composeApp/src/commonMain/composeResources/drawable-mdpi/buy.png", in: folder)
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)

        // The same asset in res/, an android output of the same build, keeps Android's names.
        let res = Set(try relativeFiles(in: folder.appendingPathComponent("res")))
        for name in ["drawable/ic_tab_house.xml", "drawable/buy_states.xml", "drawable-mdpi/buy.9.png", "drawable-night-mdpi/buy.9.png",
                     "drawable-ldrtl-mdpi/ic_tab_star.png"] {
            XCTAssertTrue(res.contains(name), "\(name) in \(res.sorted())")
        }
        let patch = try decodePNG("res/drawable-mdpi/buy.9.png", in: folder)
        XCTAssertEqual(plain.width + 2, patch.width)
    }

    func testTheSettingChoosesTheLayoutWhateverTheFolderIsNamed() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        let custom = try CLI.run(["icon", "house.svg", "--selected", "house-fill.svg", "--format", "android", "--set", "resources=compose",
                                  "--out", "shared", "--no-preview"], in: folder)
        XCTAssertEqual(custom.status, 0, custom.stderr)
        XCTAssertFalse(try relativeFiles(in: folder.appendingPathComponent("shared")).contains("drawable/ic_tab_house.xml"))
        let plain = try CLI.run(["icon", "house.svg", "--selected", "house-fill.svg", "--format", "android", "--set", "resources=android",
                                 "--out", "composeResources", "--no-preview"], in: folder)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(try relativeFiles(in: folder.appendingPathComponent("composeResources")).contains("drawable/ic_tab_house.xml"))
        let bad = try CLI.run(["icon", "house.svg", "--format", "android", "--set", "resources=kmp", "--out", "x"], in: folder)
        XCTAssertEqual(bad.status, 64)
        XCTAssertEqual(bad.errorLines, ["iconforge: error: --set: resources must be android or compose, not 'kmp'"])
    }
}
