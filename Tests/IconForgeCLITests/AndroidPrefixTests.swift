import Foundation
import XCTest

/// The android output's `prefix` setting, through the binary: it names the tab icons (not the
/// buttons), a bad one is refused by name, and ownership follows the names: the files of the
/// old prefix are pruned, and a user's file at a new name is refused.
final class AndroidPrefixTests: XCTestCase {
    let densities = ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]

    func testThePrefixNamesTabIconsInEveryFormAndButtonsKeepTheirNames() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        try write("""
        outputs:
          - android: res
            prefix: nav_
          - android: vector
            vector: true
        android:
          prefix: bar_
        icons:
          - source: [house.svg, house-fill.svg]
            selected-suffix: -fill
          - source: star.svg
        buttons:
          - name: buy
            colour: 00bd00
        """, to: "iconforge.yml", in: folder)
        let build = try CLI.run(["build", "-q"], in: folder)
        XCTAssertEqual(build.status, 0, build.stderr)
        var files = Set(try relativeFiles(in: folder.appendingPathComponent("res")))
        for density in densities {
            // The output's own key over the android: section's.
            for name in ["nav_house_selected.png", "nav_house_unselected.png", "nav_star.png", "buy.9.png", "buy_pressed.9.png",
                         "buy_disabled.9.png"] {
                XCTAssertNotNil(files.remove("drawable-\(density)/\(name)"), "\(density)/\(name)")
            }
        }
        for name in ["drawable/nav_house.xml", "drawable/buy_states.xml"] { XCTAssertNotNil(files.remove(name), name) }
        XCTAssertEqual(files, [".iconforge-state.json"])
        // The section's prefix where the output gives none; the selector names its drawables by it.
        let vector = Set(try relativeFiles(in: folder.appendingPathComponent("vector")))
        XCTAssertTrue(vector.isSuperset(of: ["drawable/bar_house.xml", "drawable/bar_house_selected.xml",
                                             "drawable/bar_star.xml"]), "\(vector.sorted())")
        let selector = try String(contentsOf: folder.appendingPathComponent("vector/drawable/bar_house.xml"), encoding: .utf8)
        XCTAssertTrue(selector.contains("@drawable/bar_house_selected"), selector)
        try aapt2Compile(folder.appendingPathComponent("res"), in: folder)

        let icon = try CLI.run(["icon", "star.svg", "--format", "android", "--set", "prefix=tab_", "--out", "cli", "--no-preview"],
                               in: folder)
        XCTAssertEqual(icon.status, 0, icon.stderr)
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("cli")).filter { !$0.hasPrefix(".") }.sorted(),
                       densities.map { "drawable-\($0)/tab_star.png" }.sorted())
    }

    func testAPrefixThatCannotStartAResourceNameIsAnErrorNamingIt() throws {
        let folder = try makeTemporaryFolder(self)
        let reason = { (given: String) in
            "prefix must be lower-case letters, digits and _, starting with a letter (an Android resource name's start, such as nav_), not '\(given)'"
        }
        for bad in ["Nav_", "tab-", "9tab_", "_tab", ""] {
            let run = try CLI.run(["icon", "home", "--format", "android", "--set", "prefix=\(bad)", "--out", "res"], in: folder)
            XCTAssertEqual(run.status, 64, bad)
            XCTAssertEqual(run.errorLines, ["iconforge: error: --set: \(reason(bad))"])
        }
        try write("outputs:\n  - android: res\nandroid:\n  prefix: ic.tab.\nicons:\n  - template: [home]\n", to: "iconforge.yml", in: folder)
        let build = try CLI.run(["build"], in: folder)
        XCTAssertEqual(build.status, 1)
        XCTAssertEqual(build.errorLines, ["iconforge: error: iconforge.yml:4: \(reason("ic.tab."))"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("res").path))
        // Only Android outputs take it.
        let png = try CLI.run(["icon", "home", "--set", "prefix=nav_"], in: folder)
        XCTAssertEqual(png.errorLines, ["iconforge: error: --set: prefix is not a setting of xcassets outputs (they take none)"])
    }

    func testAChangedPrefixPrunesTheOldNamesAndRefusesAUsersFileAtANewName() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        let manifest = { (prefix: String?) in
            "outputs:\n  - android: res\n" + (prefix.map { "    prefix: \($0)\n" } ?? "") + "icons:\n  - house.svg\n  - star.svg\n"
        }
        try write(manifest(nil), to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["build", "-q"], in: folder).status, 0)
        let res = folder.appendingPathComponent("res")
        // The app's own drawable, where star's icon goes under the new prefix.
        let mine = Data("<vector xmlns:android=\"http://schemas.android.com/apk/res/android\"/>\n".utf8)
        try mine.write(to: res.appendingPathComponent("drawable-mdpi/nav_star.png"))

        try write(manifest("nav_"), to: "iconforge.yml", in: folder)
        let refused = try CLI.run(["build"], in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stdout.contains("1 built, 0 unchanged, 1 failed"), refused.stdout)
        XCTAssertEqual(refused.errorLines.filter { $0.contains("error:") }.count, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("icons/star: iconforge did not write \(res.path)/drawable-mdpi/nav_star.png (it has no record"),
                      refused.stderr)
        XCTAssertTrue(refused.stderr.contains("give the asset another name (its name: in the manifest, or the output's prefix:)"),
                      refused.stderr)
        XCTAssertFalse(refused.stderr.contains("warning:"), refused.stderr)
        XCTAssertEqual(try Data(contentsOf: res.appendingPathComponent("drawable-mdpi/nav_star.png")), mine)
        var files = try relativeFiles(in: res).filter { !$0.hasPrefix(".") }.sorted()
        // house moved to its new name; star, refused, keeps the files it had.
        XCTAssertEqual(files, (densities.map { "drawable-\($0)/nav_house.png" } + densities.map { "drawable-\($0)/ic_tab_star.png" }
            + ["drawable-mdpi/nav_star.png"]).sorted())

        try FileManager.default.removeItem(at: res.appendingPathComponent("drawable-mdpi/nav_star.png"))
        let moved = try CLI.run(["build"], in: folder)
        XCTAssertEqual(moved.status, 0, moved.stderr)
        XCTAssertEqual(moved.stderr, "")
        files = try relativeFiles(in: res).filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertEqual(files, densities.flatMap { ["drawable-\($0)/nav_house.png", "drawable-\($0)/nav_star.png"] }.sorted())
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)

        // `icon` follows its own record the same way.
        XCTAssertEqual(try CLI.run(["icon", "star.svg", "--format", "android", "--out", "cli", "--no-preview"], in: folder).status, 0)
        let renamed = try CLI.run(["icon", "star.svg", "--format", "android", "--set", "prefix=nav_", "--out", "cli", "--no-preview"],
                                  in: folder)
        XCTAssertEqual(renamed.status, 0, renamed.stderr)
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("cli")).filter { !$0.hasPrefix(".") }.sorted(),
                       densities.map { "drawable-\($0)/nav_star.png" }.sorted())
    }
}
