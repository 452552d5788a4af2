import Foundation
import IconForgeKit
import XCTest

final class AndroidIconTests: XCTestCase {
    let densities: [(folder: String, pixels: Int)] = [
        ("drawable-mdpi", 24), ("drawable-hdpi", 36), ("drawable-xhdpi", 48), ("drawable-xxhdpi", 72), ("drawable-xxxhdpi", 96),
    ]

    func testStateListWritesSelectedAndUnselectedAt24dpInEveryDensityAndTheyPassAapt() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "home", "--format", "android", "--state-list", "--out", "res", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        for (density, pixels) in densities {
            for variant in ["selected", "unselected"] {
                let url = folder.appendingPathComponent("res/\(density)/ic_tab_home_\(variant).png")
                let png = try PNGDecoder.decode(contentsOf: url)
                XCTAssertEqual([png.width, png.height], [pixels, pixels], url.path)
                let crunched = folder.appendingPathComponent("crunched.png")
                try aaptCrunch(url, to: crunched)
                XCTAssertEqual(try PNGDecoder.decode(contentsOf: crunched).image.alphaPlane
                    .maximumDifference(from: png.image.alphaPlane), 0, "aapt changed \(url.path)")
            }
        }
        try aapt2Compile(folder.appendingPathComponent("res"), in: folder)
    }

    func testVariantsAreColouredAsTheClassicTabIconsAndShareOneMask() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "home", "--format", "android", "--state-list", "--out", "res", "--no-preview"],
                                   in: folder).status, 0)
        let selected = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("res/drawable-xhdpi/ic_tab_home_selected.png"))
        let unselected = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("res/drawable-xhdpi/ic_tab_home_unselected.png"))
        XCTAssertEqual(selected.image.alphaPlane, unselected.image.alphaPlane)
        let solid = try XCTUnwrap((0 ..< 48 * 48).first { selected.image.alphaPlane.values[$0] == 255 })
        XCTAssertEqual(selected.image[solid % 48, solid / 48], RGBA(255, 255, 255))
        XCTAssertEqual(unselected.image[solid % 48, solid / 48], RGBA(0x80, 0x80, 0x80))

        XCTAssertEqual(try CLI.run(["icon", "home", "--format", "android", "--android-theme", "light", "--state-list", "--out", "light",
                                    "--no-preview"], in: folder).status, 0)
        let light = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("light/drawable-xhdpi/ic_tab_home_selected.png"))
        XCTAssertEqual(light.image[solid % 48, solid / 48], RGBA(0x33, 0x33, 0x33))

        // The settings as the manifest names them, through --set: the same files, byte for byte.
        let set = try CLI.run(["icon", "home", "--format", "android", "--set", "theme=light", "--set", "state-list=true",
                               "--out", "set", "--no-preview"], in: folder)
        XCTAssertEqual(set.status, 0, set.stderr)
        XCTAssertEqual(try fileContents(in: folder.appendingPathComponent("set")).filter { !$0.key.hasPrefix(".") },
                       try fileContents(in: folder.appendingPathComponent("light")).filter { !$0.key.hasPrefix(".") })
        let wrong = try CLI.run(["icon", "home", "--format", "android", "--set", "theme=purple"], in: folder)
        XCTAssertEqual(wrong.status, 64)
        XCTAssertEqual(wrong.errorLines, ["iconforge: error: --set: android theme must be dark or light, not 'purple'"])
        let png = try CLI.run(["icon", "home", "--format", "png", "--android-theme", "light"], in: folder)
        XCTAssertEqual(png.status, 64)
        XCTAssertEqual(png.errorLines, ["iconforge: error: --android-theme: is not a setting of png outputs (they take none)"])
    }

    func testByDefaultAndroidGetsOneWhiteMaskPerDensityAndNoSelector() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["icon", "home", "--format", "android", "--out", "res", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let files = try relativeFiles(in: folder.appendingPathComponent("res")).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(files, densities.map { "\($0.folder)/ic_tab_home.png" }.sorted())
        let mask = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("res/drawable-xhdpi/ic_tab_home.png"))
        let solid = try XCTUnwrap(mask.image.alphaPlane.values.firstIndex(of: 255))
        XCTAssertEqual(mask.image[solid % 48, solid / 48], RGBA(255, 255, 255))
        try aapt2Compile(folder.appendingPathComponent("res"), in: folder)
    }

    func testTheSelectorPicksSelectedWhenTheTabIsCheckedOrSelected() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "home", "--format", "android", "--state-list", "--out", "res", "--no-preview"],
                                   in: folder).status, 0)
        let xml = try String(contentsOf: folder.appendingPathComponent("res/drawable/ic_tab_home.xml"), encoding: .utf8)
        XCTAssertEqual(xml, """
        <?xml version="1.0" encoding="utf-8"?>
        <selector xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:state_checked="true" android:drawable="@drawable/ic_tab_home_selected"/>
            <item android:state_selected="true" android:drawable="@drawable/ic_tab_home_selected"/>
            <item android:drawable="@drawable/ic_tab_home_unselected"/>
        </selector>

        """)
    }

    func testSizeAndResourceNamesAreSanitised() throws {
        let folder = try makeTemporaryFolder(self)
        try Data(TemplateLibrary.named("home")!.data).write(to: folder.appendingPathComponent("My Home-Tab.svg"))
        let run = try CLI.run(["icon", "My Home-Tab.svg", "--format", "android", "--size", "32", "--no-state-list",
                               "--out", "res", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let png = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("res/drawable-xxxhdpi/ic_tab_my_home_tab.png"))
        XCTAssertEqual([png.width, png.height], [128, 128])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("res/drawable").path))
        try aapt2Compile(folder.appendingPathComponent("res"), in: folder)
    }
}
