import Foundation
import XCTest

/// `iconforge diff` drawing a committed VectorDrawable that is anyone's: the drawables the fuzz
/// target found (Tests/Fuzz/Regressions/DrawableSVG) as the old side. The review runs to its end
/// with no crash, and the drawable's markup never reaches librsvg as markup of its own.
final class DiffHostileDrawableTests: XCTestCase {
    let manifest = "outputs:\n  - android: res\n    vector: true\ncontact-sheet: false\nicons:\n  - source: art/\n"

    func testAHostileCommittedDrawableIsReviewedWithoutACrash() throws {
        let (regressions, names) = try FuzzFoundInputTests.regressions("DrawableSVG")
        for name in names {
            let project = try GitProject(self, manifest: manifest, svgs: ["star": DiffArt.disc])
            try project.build()
            let drawable = project.folder.appendingPathComponent("res/drawable/ic_tab_star.xml")
            let built = try Data(contentsOf: drawable)
            try Data(contentsOf: regressions.appendingPathComponent(name)).write(to: drawable)
            try project.commit()
            try built.write(to: drawable)

            let run = try project.diff()
            XCTAssertEqual(run.status, 0, "\(name): \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("crash"), run.stderr)
            XCTAssertEqual(try project.statuses()["icons/star"], "changed", name)
            let page = try String(contentsOf: project.folder.appendingPathComponent("iconforge-review/index.html"), encoding: .utf8)
            XCTAssertFalse(page.contains("/etc/passwd"), name)
        }
    }
}
