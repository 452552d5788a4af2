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
        XCTAssertEqual(files, [".iconforge-record.json"])
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

    func testOneCustomPrefixToAnotherAndBackToTheDefaultPrunesTheNamesTheRecordedPrefixMade() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        let manifest = { (prefix: String?) in
            "outputs:\n  - android: res\n" + (prefix.map { "    prefix: \($0)\n" } ?? "") + "icons:\n  - house.svg\n  - star.svg\n"
        }
        let res = folder.appendingPathComponent("res")
        let names = { (prefixes: [String: String]) in
            prefixes.flatMap { name, prefix in self.densities.map { "drawable-\($0)/\(prefix)\(name).png" } }.sorted()
        }
        try write(manifest("nav_"), to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["build", "-q"], in: folder).status, 0)
        // The app's own file where star's icon goes under the next prefix.
        let mine = Data("the app's own bar_star\n".utf8)
        try mine.write(to: res.appendingPathComponent("drawable-mdpi/bar_star.png"))

        try write(manifest("bar_"), to: "iconforge.yml", in: folder)
        let refused = try CLI.run(["build"], in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.errorLines.count, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("icons/star: iconforge did not write \(res.path)/drawable-mdpi/bar_star.png (it has no record"),
                      refused.stderr)
        XCTAssertEqual(try Data(contentsOf: res.appendingPathComponent("drawable-mdpi/bar_star.png")), mine)
        // house is under the new prefix, nav_house gone; star, refused, keeps the names nav_ made.
        XCTAssertEqual(try relativeFiles(in: res).filter { !$0.hasPrefix(".") }.sorted(),
                       (names(["house": "bar_", "star": "nav_"]) + ["drawable-mdpi/bar_star.png"]).sorted())

        try FileManager.default.removeItem(at: res.appendingPathComponent("drawable-mdpi/bar_star.png"))
        let moved = try CLI.run(["build"], in: folder)
        XCTAssertEqual(moved.status, 0, moved.stderr)
        XCTAssertEqual(moved.stderr, "")
        XCTAssertEqual(try relativeFiles(in: res).filter { !$0.hasPrefix(".") }.sorted(), names(["house": "bar_", "star": "bar_"]))
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)

        // Back to the default: bar_ made the names the record holds, and they go.
        try write(manifest(nil), to: "iconforge.yml", in: folder)
        let back = try CLI.run(["build"], in: folder)
        XCTAssertEqual(back.status, 0, back.stderr)
        XCTAssertEqual(back.stderr, "")
        XCTAssertEqual(try relativeFiles(in: res).filter { !$0.hasPrefix(".") }.sorted(), names(["house": "ic_tab_", "star": "ic_tab_"]))
        XCTAssertEqual(try CLI.run(["build", "--check"], in: folder).status, 0)

        // `icon` keeps the settings in its record the same way.
        let cli = folder.appendingPathComponent("cli")
        for prefix in ["aa_", "bb_", nil] {
            let run = try CLI.run(["icon", "star.svg", "--format", "android", "--out", "cli", "--no-preview"]
                                  + (prefix.map { ["--set", "prefix=\($0)"] } ?? []), in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertFalse(run.stderr.contains("warning:"), run.stderr)
            XCTAssertEqual(try relativeFiles(in: cli).filter { !$0.hasPrefix(".") }.sorted(), names(["star": prefix ?? "ic_tab_"]))
        }
    }

    func testARecordFromTheLastReleaseWithoutSettingsIsReadAndThenKeepsThem() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        let icon = { (prefix: String) in
            try CLI.run(["icon", "star.svg", "--format", "android", "--set", "prefix=\(prefix)", "--out", "res", "--no-preview"], in: folder)
        }
        XCTAssertEqual(try icon("aa_").status, 0)
        // The record as the last release wrote it: files and hashes, no settings.
        try LastReleaseRecords.write(in: folder.appendingPathComponent("res"))
        let recordURL = folder.appendingPathComponent("res/.iconforge-owned.json")
        var record = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: recordURL)) as? [String: Any])
        XCTAssertEqual(record["settings"] as? [String: [String: String]], ["icons/star": ["prefix": "aa_"]])
        record["settings"] = nil
        try JSONSerialization.data(withJSONObject: record, options: [.prettyPrinted, .sortedKeys]).write(to: recordURL)

        // Read with the output's own prefix, as before, and migrated: the record now says aa_ named them.
        let same = try icon("aa_")
        XCTAssertEqual(same.status, 0, same.stderr)
        XCTAssertEqual(same.stderr, "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: recordURL.path))
        let migrated = try String(contentsOf: folder.appendingPathComponent("res/.iconforge-record.json"), encoding: .utf8)
        XCTAssertTrue(migrated.contains("\"prefix\" : \"aa_\""), migrated)
        let moved = try icon("bb_")
        XCTAssertEqual(moved.status, 0, moved.stderr)
        XCTAssertEqual(moved.stderr, "")
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("res")).filter { !$0.hasPrefix(".") }.sorted(),
                       densities.map { "drawable-\($0)/bb_star.png" }.sorted())
    }

    func testRecordedSettingsTheFormatRefusesOrNamingOtherFilesAreDistrustedInOneLine() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        let icon = { (prefix: String) in
            try CLI.run(["icon", "star.svg", "--format", "android", "--set", "prefix=\(prefix)", "--out", "res", "--no-preview"], in: folder)
        }
        XCTAssertEqual(try icon("aa_").status, 0)
        try LastReleaseRecords.write(in: folder.appendingPathComponent("res"))
        let recordURL = folder.appendingPathComponent("res/.iconforge-owned.json")
        let written = try Data(contentsOf: recordURL)
        // A planted record: settings the prefix parser refuses, an unknown key, and a prefix that
        // never made the recorded names.
        for planted in [["prefix": "../../src/"], ["name": "x"], ["prefix": "zz_"]] {
            var record = try XCTUnwrap(JSONSerialization.jsonObject(with: written) as? [String: Any])
            record["settings"] = ["icons/star": planted]
            try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]).write(to: recordURL)
            let run = try icon("cc_")
            XCTAssertEqual(run.status, 0, run.stderr)
            let shown = planted.map { "\($0.key)=\($0.value)" }.joined()
            XCTAssertEqual(run.errorLines.filter { $0.contains("warning:") }.count, 1, run.stderr)
            XCTAssertTrue(run.stderr.contains("which iconforge does not write for icons/star with \(shown); the record is ignored"),
                          run.stderr)
            // Nothing it names is touched: the aa_ files stay beside the new ones.
            let files = try relativeFiles(in: folder.appendingPathComponent("res")).filter { !$0.hasPrefix(".") }
            XCTAssertEqual(Set(files), Set(densities.flatMap { ["drawable-\($0)/aa_star.png", "drawable-\($0)/cc_star.png"] }))
            for density in densities { try FileManager.default.removeItem(at: folder.appendingPathComponent("res/drawable-\(density)/cc_star.png")) }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("res/.iconforge-record.json"))
        }
    }

    func testABuildStateFromTheLastReleaseWithoutSettingsIsReadAsThen() throws {
        let folder = try makeTemporaryFolder(self)
        try IconPairs.writeAll(in: folder)
        let manifest = { (prefix: String?) in
            "outputs:\n  - android: res\n" + (prefix.map { "    prefix: \($0)\n" } ?? "") + "icons:\n  - star.svg\n"
        }
        try write(manifest(nil), to: "iconforge.yml", in: folder)
        XCTAssertEqual(try CLI.run(["build", "-q"], in: folder).status, 0)
        // The state as the last release wrote it: no settings beside the files.
        try LastReleaseRecords.write(in: folder.appendingPathComponent("res"))
        let stateURL = folder.appendingPathComponent("res/.iconforge-state.json")
        var state = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: stateURL)) as? [String: Any])
        var manifests = try XCTUnwrap(state["manifests"] as? [String: [String: [String: [String: Any]]]])
        for (key, section) in manifests {
            manifests[key]?["assets"] = section["assets"]?.mapValues { record in record.filter { $0.key != "settings" } }
        }
        state["manifests"] = manifests
        try JSONSerialization.data(withJSONObject: state, options: [.prettyPrinted, .sortedKeys]).write(to: stateURL)
        XCTAssertFalse(try String(contentsOf: stateURL, encoding: .utf8).contains("settings"))

        let unchanged = try CLI.run(["build"], in: folder)
        XCTAssertEqual(unchanged.status, 0, unchanged.stderr)
        XCTAssertEqual(unchanged.stderr, "")
        // Read with the defaults, as then: a new prefix prunes the default names.
        try write(manifest("nav_"), to: "iconforge.yml", in: folder)
        let moved = try CLI.run(["build"], in: folder)
        XCTAssertEqual(moved.status, 0, moved.stderr)
        XCTAssertEqual(moved.stderr, "")
        XCTAssertEqual(try relativeFiles(in: folder.appendingPathComponent("res")).filter { !$0.hasPrefix(".") }.sorted(),
                       densities.map { "drawable-\($0)/nav_star.png" }.sorted())
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("res/.iconforge-record.json"), encoding: .utf8)
            .contains("\"prefix\" : \"nav_\""))
    }
}
