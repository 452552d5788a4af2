import Foundation
import XCTest

/// `lint res/` checks an Android resource folder as Android Lint's IconDensities does: a PNG some
/// density folders of one qualifier hold and others lack is one warning line, naming the missing
/// file and where it is, and nothing is written.
final class AndroidDensityLintTests: XCTestCase {
    func testAPNGMissingFromADensityIsOneWarningNamingTheFile() throws {
        let folder = try makeTemporaryFolder(self)
        try write(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M3 10 12 3l9 7v11H3z"/></svg>"#,
                  to: "house.svg", in: folder)
        let written = try CLI.run(["icon", "house.svg", "--format", "android", "--out", "res", "--no-preview"], in: folder)
        XCTAssertEqual(written.status, 0, written.stderr)
        let whole = try CLI.run(["lint", "--strict", "res"], in: folder)
        XCTAssertEqual(whole.status, 0, whole.stderr)
        XCTAssertTrue(whole.stdout.contains("res: ok (resources)"), whole.stdout)

        let res = folder.appendingPathComponent("res")
        try FileManager.default.removeItem(at: res.appendingPathComponent("drawable-xxhdpi/ic_tab_house.png"))
        let before = try relativeFiles(in: folder)
        let run = try CLI.run(["lint", "--strict", "res"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.errorLines, [
            "iconforge: warning: \(res.path)/drawable-xxhdpi/ic_tab_house.png: IconDensities: missing, while drawable-mdpi, "
                + "drawable-hdpi, drawable-xhdpi, drawable-xxxhdpi hold it; Android scales another density's image in its place "
                + "(blurred when enlarged); add it, or remove the others",
        ])
        XCTAssertEqual(try relativeFiles(in: folder), before)
    }
}
