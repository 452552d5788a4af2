import Foundation
import IconForgeKit
import XCTest

/// `button --dark-color` and the manifest's `dark-colour:` through the binary.
final class DarkButtonCLITests: XCTestCase {
    func entries(_ set: URL) throws -> [[String: JSONValue]] { try XcodeShapedCatalog.entries(set) }

    func testACatalogGetsDarkEntriesWithTheSameInsetsAtEveryScale() throws {
        let folder = try makeTemporaryFolder(self)
        for _ in 0 ..< 2 {
            let run = try CLI.run(["button", "--color", "00bd00", "--name", "buy", "--dark-color", "auto", "--out", "B.xcassets", "--no-preview"],
                                  in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
        }
        for state in ["buy", "buy-highlighted", "buy-disabled"] {
            let set = folder.appendingPathComponent("B.xcassets/\(state).imageset")
            let all = try entries(set)
            let dark = all.filter { $0["appearances"] != nil }
            XCTAssertEqual(dark.compactMap { $0["filename"]?.text }, ["\(state)-dark.png", "\(state)-dark@2x.png", "\(state)-dark@3x.png"])
            for entry in dark {
                XCTAssertEqual(entry["appearances"], .array([.object(["appearance": .string("luminosity"), "value": .string("dark")])]))
                let light = try XCTUnwrap(all.first { $0["appearances"] == nil && $0["scale"] == entry["scale"] })
                XCTAssertNotNil(entry["resizing"])
                XCTAssertEqual(entry["resizing"], light["resizing"], "\(state) \(entry["scale"]!)")
                XCTAssertTrue(FileManager.default.fileExists(atPath: set.appendingPathComponent(entry["filename"]!.text!).path))
            }
        }
        let light = try decodePNG("B.xcassets/buy.imageset/buy@2x.png", in: folder).image
        let dark = try decodePNG("B.xcassets/buy.imageset/buy-dark@2x.png", in: folder).image
        XCTAssertEqual([dark.width, dark.height], [light.width, light.height])
        let middle = (light.width / 2, light.height * 3 / 4)
        XCTAssertLessThan(dark[middle.0, middle.1].relativeLuminance, light[middle.0, middle.1].relativeLuminance / 2)
        try assertPngcheckAccepts(folder.appendingPathComponent("B.xcassets/buy.imageset/buy-dark@3x.png"))

        // Without --dark-color the dark appearance goes: its entries and the files iconforge wrote.
        XCTAssertEqual(try CLI.run(["button", "--color", "00bd00", "--name", "buy", "--out", "B.xcassets", "--no-preview"], in: folder).status, 0)
        let set = folder.appendingPathComponent("B.xcassets/buy.imageset")
        XCTAssertTrue(try entries(set).allSatisfy { $0["appearances"] == nil })
        XCTAssertFalse(FileManager.default.fileExists(atPath: set.appendingPathComponent("buy-dark@2x.png").path))
    }

    func testTheUsersOwnDarkDrawingIsRefusedThenTakenOverWithReplace() throws {
        let folder = try makeTemporaryFolder(self)
        let set = folder.appendingPathComponent("B.xcassets/buy.imageset")
        // Xcode's shape: the user's 1x, a dark 2x named as iconforge would name it, empty slots.
        try XcodeShapedCatalog.make(set, XcodeShapedCatalog.userSet("buy"))
        let arguments = ["button", "--color", "00bd00", "--name", "buy", "--states", "normal", "--dark-color", "#1b5e20",
                         "--out", "B.xcassets", "--no-preview"]
        let refused = try CLI.run(arguments, in: folder)
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.errorLines.count, 1, refused.stderr)
        XCTAssertEqual(try String(contentsOf: set.appendingPathComponent("buy-dark@2x.png"), encoding: .utf8), "the user's dark drawing")
        let taken = try CLI.run(arguments + ["--replace"], in: folder)
        XCTAssertEqual(taken.status, 0, taken.stderr)
        let all = try entries(set)
        XCTAssertEqual(all.filter { $0["appearances"] != nil && $0["filename"] != nil }.count, 3, "\(all)")
        XCTAssertEqual(all.filter { $0["scale"]?.text == "3x" && $0["appearances"] != nil }.count, 1, "the empty dark 3x slot is filled")
        XCTAssertTrue(try XcodeShapedCatalog.allContentsParse(folder.appendingPathComponent("B.xcassets")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: set.appendingPathComponent("NOTES.txt").path))
    }

    func testAndroidGetsNightNinePatchesUnderTheSameNames() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["button", "--color", "00bd00", "--name", "buy", "--dark-color", "#1b5e20", "--format", "android",
                               "--out", "res", "--no-preview"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        try aapt2Compile(folder.appendingPathComponent("res"), in: folder)
        for density in ["mdpi", "xhdpi", "xxxhdpi"] {
            for name in ["buy", "buy_pressed", "buy_disabled"] {
                let light = try decodePNG("res/drawable-\(density)/\(name).9.png", in: folder).image
                let night = try decodePNG("res/drawable-night-\(density)/\(name).9.png", in: folder).image
                XCTAssertEqual([night.width, night.height], [light.width, light.height])
                // The 9-patch frame (the stretch and content marks) is the light one's, pixel for pixel.
                let frame = (0 ..< light.width).flatMap { [light[$0, 0], light[$0, light.height - 1]] }
                    + (0 ..< light.height).flatMap { [light[0, $0], light[light.width - 1, $0]] }
                let nightFrame = (0 ..< night.width).flatMap { [night[$0, 0], night[$0, night.height - 1]] }
                    + (0 ..< night.height).flatMap { [night[0, $0], night[night.width - 1, $0]] }
                XCTAssertEqual(nightFrame, frame, "\(density)/\(name)")
                XCTAssertNotEqual(night, light)
            }
            try assertPngcheckAccepts(folder.appendingPathComponent("res/drawable-night-\(density)/buy.9.png"))
        }
        let selector = try String(contentsOf: folder.appendingPathComponent("res/drawable/buy_states.xml"), encoding: .utf8)
        XCTAssertEqual(selector.components(separatedBy: "<item").count - 1, 3, selector)
    }

    func testTheManifestTakesDarkColourAndDarkColor() throws {
        let folder = try makeTemporaryFolder(self)
        let manifest = "outputs:\n  - xcassets: B.xcassets\n  - android: res\nbuttons:\n  - name: buy\n    colour: 00bd00\n    dark-color: auto\n"
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("iconforge.yml"))
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("B.xcassets/buy.imageset/buy-dark@2x.png").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("res/drawable-night-xhdpi/buy.9.png").path))
        XCTAssertTrue(try CLI.run(["build"], in: folder).stdout.contains("0 built"))
        try Data(manifest.replacingOccurrences(of: "dark-color: auto", with: "dark-colour: \"#333333\"").utf8)
            .write(to: folder.appendingPathComponent("iconforge.yml"))
        XCTAssertTrue(try CLI.run(["build"], in: folder).stdout.contains("1 built"))
        try Data((manifest + "    dark-colour: auto\n").utf8).write(to: folder.appendingPathComponent("iconforge.yml"))
        let both = try CLI.run(["build"], in: folder)
        XCTAssertEqual(both.errorLines, ["iconforge: error: iconforge.yml:5: give 'dark-colour' or 'dark-color', not both"])
    }
}
