import Foundation
import IconForgeKit
import XCTest

/// The ownership rule in PNG folders and Android `res/` folders, for `icon`, `button` and
/// `build`: a file of the user's where an asset goes is refused and left byte for byte, the
/// other assets are written, and `--replace` / `replace: true` takes it over once.
final class FolderOwnershipTests: XCTestCase {
    /// The refusal of the user's file `file` where `asset` goes, as the command line prints it.
    private func refusal(_ asset: String, _ file: URL, name: String = "--name NEWNAME", consent: String = "give --replace") -> String {
        "iconforge: error: \(asset): iconforge did not write \(file.path) (it has no record of it), and replaces only what its own "
            + "record says it wrote, unchanged since; give the asset another name (\(name)), or \(consent) to let iconforge take "
            + "the file over"
    }

    func testPNGFolderRefusesTheUsersFileForIconButtonAndBuildAndTakesItOverWithConsent() throws {
        let folder = try makeTemporaryFolder(self)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try write("the user's home", to: "home@2x.png", in: out)
        try write("the user's button", to: "go.png", in: out)
        let before = try fileContents(in: out)

        let icon = try CLI.run(["icon", "home", "docs", "--format", "png", "--out", "out", "--no-preview"], in: folder)
        XCTAssertEqual(icon.status, 1)
        XCTAssertEqual(icon.errorLines, [refusal("template:home.svg", out.appendingPathComponent("home@2x.png"))])
        let button = try CLI.run(["button", "--color", "blue", "--name", "go", "--states", "normal", "--format", "png",
                                  "--out", "out", "--no-preview"], in: folder)
        XCTAssertEqual(button.status, 1)
        XCTAssertEqual(button.errorLines, [refusal("template:button.svg", out.appendingPathComponent("go.png"))])
        try write("outputs:\n  - png: out\ncontact-sheet: false\nicons:\n  - template: home\n", to: "iconforge.yml", in: folder)
        let build = try CLI.run(["build"], in: folder)
        XCTAssertEqual(build.status, 1)
        XCTAssertEqual(build.errorLines, [refusal("icons/home", out.appendingPathComponent("home@2x.png"), name: "its name: in the manifest",
                                                  consent: "add 'replace: true' to the output")])
        for (file, data) in before { XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent(file)), data, file) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("home.png").path), "nothing of home was written")
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("docs@3x.png").path), "the other icon was")

        XCTAssertEqual(try CLI.run(["icon", "home", "--format", "png", "--out", "out", "--no-preview", "--replace"], in: folder).status, 0)
        XCTAssertEqual(try CLI.run(["button", "--color", "blue", "--name", "go", "--states", "normal", "--format", "png",
                                    "--out", "out", "--no-preview", "--replace"], in: folder).status, 0)
        for file in ["home@2x.png", "go.png", "docs.png"] { try assertPngcheckAccepts(out.appendingPathComponent(file)) }
        XCTAssertEqual(try CLI.run(["icon", "home", "--format", "png", "--out", "out", "--no-preview"], in: folder).status, 0)
    }

    func testAndroidResourcesRefuseTheUsersResourceAndTheFolderStillCompiles() throws {
        let folder = try makeTemporaryFolder(self)
        let res = folder.appendingPathComponent("res")
        for path in ["drawable", "drawable-xhdpi"] {
            try FileManager.default.createDirectory(at: res.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let shape = "<shape xmlns:android=\"http://schemas.android.com/apk/res/android\" android:shape=\"oval\"/>\n"
        try write(shape, to: "drawable/my_shape.xml", in: res)
        try PNGEncoder.encode(width: 2, height: 2, colorType: .grey, bytes: [0, 255, 255, 0])
            .write(to: res.appendingPathComponent("drawable-xhdpi/ic_tab_home.png"))
        try PNGEncoder.encode(width: 2, height: 2, colorType: .grey, bytes: [255, 0, 0, 255])
            .write(to: res.appendingPathComponent("drawable-xhdpi/go.png"))
        let before = try fileContents(in: res)

        let icon = try CLI.run(["icon", "home", "docs", "--format", "android", "--no-preview"], in: folder)
        XCTAssertEqual(icon.status, 1)
        XCTAssertEqual(icon.errorLines, [refusal("template:home.svg", res.appendingPathComponent("drawable-xhdpi/ic_tab_home.png"),
                                                 name: "--name NEWNAME, or --set prefix=PREFIX")])
        let button = try CLI.run(["button", "--color", "blue", "--name", "go", "--states", "normal", "--format", "android",
                                  "--no-preview"], in: folder)
        XCTAssertEqual(button.status, 1, "go.png and go.9.png are one @drawable/go")
        XCTAssertEqual(button.errorLines, ["iconforge: error: \(res.appendingPathComponent("drawable-xhdpi/go.9.png").path): "
                                           + "is the same resource as go.png beside it; rename one of them"])
        try write("outputs:\n  - android: res\ncontact-sheet: false\nicons:\n  - template: home\n", to: "iconforge.yml", in: folder)
        let build = try CLI.run(["build"], in: folder)
        XCTAssertEqual(build.status, 1)
        XCTAssertEqual(build.errorLines, [refusal("icons/home", res.appendingPathComponent("drawable-xhdpi/ic_tab_home.png"),
                                                  name: "its name: in the manifest, or the output's prefix:",
                                                  consent: "add 'replace: true' to the output")])
        for (file, data) in before where !file.hasPrefix(".") {
            XCTAssertEqual(try Data(contentsOf: res.appendingPathComponent(file)), data, file)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: res.appendingPathComponent("drawable-mdpi/ic_tab_home.png").path))
        try aapt2Compile(res, in: folder)

        XCTAssertEqual(try CLI.run(["icon", "home", "--format", "android", "--no-preview", "--replace"], in: folder).status, 0)
        XCTAssertEqual(try String(contentsOf: res.appendingPathComponent("drawable/my_shape.xml"), encoding: .utf8), shape)
        try aapt2Compile(res, in: folder)
        XCTAssertEqual(try CLI.run(["icon", "home", "--format", "android", "--no-preview"], in: folder).status, 0)
    }
}
